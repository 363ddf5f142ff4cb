import type { operations } from "@club/api-client";
import { partialMatchKey, type QueryKey } from "@tanstack/react-query";
import type { Language } from "../i18n/languages";
import type { CartContext } from "./queries";

/** A read of the contract, by its `operationId` (openapi.yaml). */
export type Operation = keyof operations;

type ParametersOf<Op extends Operation> = operations[Op] extends { parameters: infer P } ? P : never;
type Part<Op extends Operation, Where extends "path" | "query"> =
  ParametersOf<Op> extends {
    [K in Where]?: infer Value;
  }
    ? Exclude<Value, undefined>
    : never;

/** What a cached answer depends on besides its operation: the request's parameters and who asks, in which language. */
export interface KeyParts<Op extends Operation> {
  /** The path parameters, as the contract names them. */
  path?: Part<Op, "path">;
  /** The query parameters sent (empty ones are not sent, so they are not part of the key). */
  query?: Partial<Part<Op, "query">>;
  /** The Accept-Language of the request, where the answer is translated. */
  language?: Language;
  /** Whether a member asks, where the answer differs for members (architecture §4: logging in refetches). */
  signedIn?: boolean;
}

export type OperationKey<Op extends Operation = Operation> = readonly [Op, KeyParts<Op>];

/** Keeps the parameters a request sends: undefined and empty values are dropped, as the SDK call drops them. */
function sent<T extends object>(value: T | undefined): T | undefined {
  if (!value) return undefined;
  const kept = Object.entries(value).filter(([, v]) => v !== undefined && v !== "");
  return kept.length ? (Object.fromEntries(kept) as T) : undefined;
}

/**
 * The query key of a read: its operation first, then one object with the parts the answer depends on. Two reads of
 * the same request share a key whatever order their parameters were written in; invalidation matches by operation
 * (and, optionally, any of the parts) through `operationFilter`, never by position in an array.
 */
export function queryKeyOf<Op extends Operation>(operation: Op, parts: KeyParts<Op> = {}): OperationKey<Op> {
  const key: KeyParts<Op> = {};
  const path = sent(parts.path as object | undefined);
  const query = sent(parts.query as object | undefined);
  if (path) key.path = path as KeyParts<Op>["path"];
  if (query) key.query = query as KeyParts<Op>["query"];
  if (parts.language !== undefined) key.language = parts.language;
  if (parts.signedIn !== undefined) key.signedIn = parts.signedIn;
  return [operation, key];
}

/**
 * A filter (for `invalidateQueries`, `getQueriesData`, …) matching every cached read of the operation whose key
 * holds the given parts; parts left out match anything (TanStack Query compares keys' objects partially).
 */
export function operationFilter<Op extends Operation>(
  operation: Op,
  parts: KeyParts<Op> = {},
): { queryKey: OperationKey<Op> } {
  return { queryKey: queryKeyOf(operation, parts) };
}

/** Whether a query key is a read of the operation holding the given parts (the match `operationFilter` makes). */
export function matchesOperation<Op extends Operation>(
  key: QueryKey,
  operation: Op,
  parts: KeyParts<Op> = {},
): boolean {
  return partialMatchKey(key, queryKeyOf(operation, parts));
}

/** The key of a shop page's cart read in a pricing context (the cart controller keeps its answers under it). */
export function cartKey(
  language: Language,
  signedIn: boolean,
  shopPageId: string,
  context: CartContext = {},
): OperationKey<"getCart"> {
  return queryKeyOf("getCart", { path: { shopPageId }, query: context, language, signedIn });
}
