import type { operations } from "@club/contract";
import type { Logger } from "pino";
import type { Db } from "../db/client.js";
import type { ClubRow, MemberRow } from "../db/rows.js";
import type { Services } from "../services.js";
import type { Lang } from "./lang.js";

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

type ParamsOf<K extends OperationId> = Op<K>["parameters"];
type BodyOf<K extends OperationId> =
  Op<K> extends { requestBody: { content: { "application/json": infer B } } }
    ? B
    : Op<K> extends { requestBody?: { content: { "application/json": infer B } } }
      ? B | undefined
      : undefined;

type Responses<K extends OperationId> = Op<K>["responses"];
type SuccessStatus<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201 | 202 | 204>;
type ContentOf<R> = R extends { content: infer C } ? C[keyof C] : never;

/** What a handler answers: one of the operation's success statuses, with that status's body. */
export type Reply<K extends OperationId> = {
  [S in SuccessStatus<K>]: [ContentOf<Responses<K>[S]>] extends [never]
    ? { status: S; headers?: Record<string, string> }
    : { status: S; body: ContentOf<Responses<K>[S]>; headers?: Record<string, string> };
}[SuccessStatus<K>];

export interface OperationContext<K extends OperationId> {
  operationId: K;
  /** Path, query and header parameters, validated against the contract (types coerced, defaults applied). */
  params: {
    path: ParamsOf<K> extends { path: infer P } ? P : Record<string, never>;
    query: ParamsOf<K> extends { query?: infer Q } ? NonNullable<Q> : Record<string, never>;
    /** Header names are lowercase. */
    header: Record<string, string | undefined>;
  };
  /** The JSON body, validated against the contract. */
  body: BodyOf<K>;
  club: ClubRow;
  lang: Lang;
  /** The signed-in member, or null (an invalid token on an operation with optional auth counts as anonymous). */
  member: MemberRow | null;
  /** The hash of the bearer token in use, for logout. */
  sessionTokenHash: string | null;
  /** The anonymous visitor's cart key (X-Cart-Id). */
  cartKey: string | undefined;
  /** Client address, for rate limits. */
  ip: string;
  requestId: string;
  db: Db;
  services: Services;
  log: Logger;
}

export type Handler<K extends OperationId> = (context: OperationContext<K>) => Promise<Reply<K>>;

/** One handler per operation of the contract; the server refuses to start without all of them. */
export type Handlers = { [K in OperationId]: Handler<K> };
