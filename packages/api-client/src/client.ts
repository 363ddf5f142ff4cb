import type { Language } from "@club/contract";
import type { MaybeOptionalInit } from "openapi-fetch";
import type {
  HttpMethod,
  MediaType,
  PathsWithMethod,
  RequiredKeysOf,
  SuccessResponse,
} from "openapi-typescript-helpers";
import { NetworkError } from "./errors.js";
import type { Interceptor } from "./interceptors.js";
import type { ClubPaths } from "./managed-paths.js";
import type { Send } from "./transport.js";

export type ValueOrGetter<T> = T | (() => T);

export interface ClubClientOptions {
  /**
   * The platform's origin, e.g. `https://platform.example.com`. In a browser, default: the page's origin (architecture §4:
   * all calls go to the page's own origin). Required outside a browser.
   */
  baseUrl?: string;
  /** The club deployment's app token, sent as `X-App-Token`. */
  appToken: string;
  /**
   * The storefront's host, sent as `X-Club-Origin`: a host such as `shop.example.com` (with a port when it has one),
   * not a URL. In a browser, default: the page's host. Required outside a browser.
   */
  origin?: string;
  /** Current language for `Accept-Language`; a value or a getter. Default `en`. */
  language?: ValueOrGetter<Language | undefined>;
  /** Returns the member's token; `Authorization: Bearer` is sent only when it returns one. */
  getAuthToken?: () => string | null | undefined;
  /** Persisted query variables (e.g. `{ _token }`) added to every request's query. */
  getPersistedQuery?: () => Record<string, string | undefined> | undefined;
  /**
   * The anonymous visitor's cart key, sent as `X-Cart-Id` (a UUID). Without it the client creates one and keeps it
   * for its lifetime: read it with `client.cartId()` to keep the visitor's cart across restarts.
   */
  getCartId?: () => string | null | undefined;
  /** Interceptors registered from the start; more with `client.intercept()`. */
  interceptors?: Interceptor[];
  /** A fetch implementation (tests, SSR). Default: the global fetch. */
  fetch?: typeof globalThis.fetch;
}

type InitParam<Init> = RequiredKeysOf<Init> extends never ? [Init?] : [Init];
// A path outside the contract leaves P as the union of every path; the init is then optional, so the compiler
// reports the path itself ("… is not assignable to parameter of type PathsWithMethod<…>") instead of
// "Expected 2 arguments, but got 1".
type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never;
type InitFor<P, Init> = true extends IsUnion<P> ? [Init?] : InitParam<Init>;

type Operation<P extends keyof ClubPaths, M extends HttpMethod> = ClubPaths[P][M & keyof ClubPaths[P]];
// A response without content (204) resolves to null.
type SuccessData<Op> = Op extends { responses: infer R extends Record<string | number, unknown> }
  ? NullIfEmpty<SuccessResponse<R, MediaType>>
  : never;
type NullIfEmpty<D> = [D] extends [never] ? null : [D] extends [undefined] ? null : D;

/** Calls one method of the contract: resolves with the response data (`null` for 204) or throws `ApiError`. */
export type ClubMethod<M extends HttpMethod> = <
  P extends PathsWithMethod<ClubPaths, M>,
  Init extends MaybeOptionalInit<ClubPaths[P], M>,
>(
  path: P,
  ...init: InitFor<P, Init & { signal?: AbortSignal }>
) => Promise<SuccessData<Operation<P, M>>>;

export interface ClubClient {
  GET: ClubMethod<"get">;
  POST: ClubMethod<"post">;
  PATCH: ClubMethod<"patch">;
  DELETE: ClubMethod<"delete">;
  /** Registers an interceptor that sees every response; returns a function that removes it. */
  intercept(interceptor: Interceptor): () => void;
  /** The `X-Cart-Id` the client sends: the caller's (`getCartId`), or the one it created. */
  cartId(): string | undefined;
}

// The request code (openapi-fetch, headers, errors) is its own module, loaded with the first request of any client,
// once: a page whose data came with it (server rendering) does not load it before it has something to ask. A load
// that failed is tried again on the next request.
let transport: Promise<typeof import("./transport.js")> | undefined;
function loadTransport(): Promise<typeof import("./transport.js")> {
  transport ??= import("./transport.js").catch((error: unknown) => {
    transport = undefined;
    throw error;
  });
  return transport;
}

/** Creates the typed /api/v2 client. See the package README for examples. */
export function createClubClient(options: ClubClientOptions): ClubClient {
  const interceptors = new Set<Interceptor>(options.interceptors ?? []);
  const { baseUrl, origin } = target(options);
  const ownCartId = options.getCartId ? undefined : randomUuid();
  const cartId = () => (options.getCartId ? options.getCartId() || undefined : ownCartId);

  let send: Promise<Send> | undefined;
  const sender = (): Promise<Send> => {
    send ??= loadTransport().then(
      ({ createTransport }) => createTransport({ options, baseUrl, origin, cartId, interceptors }),
      (error: unknown) => {
        send = undefined;
        throw new NetworkError(error);
      },
    );
    return send;
  };
  function method<M extends HttpMethod>(name: Uppercase<M>): ClubMethod<M> {
    return (async (path: string, init?: Record<string, unknown>) =>
      (await sender())(name, path, init ?? {})) as ClubMethod<M>;
  }

  return {
    GET: method("GET"),
    POST: method("POST"),
    PATCH: method("PATCH"),
    DELETE: method("DELETE"),
    intercept(interceptor) {
      interceptors.add(interceptor);
      return () => interceptors.delete(interceptor);
    },
    cartId,
  };
}

/**
 * Where calls go and the host they name. In a browser both default to the page's; elsewhere (Node, workers without a
 * page) they must be given, and a wrong shape fails here rather than as a URL error or a 400 on the first call.
 */
function target(options: ClubClientOptions): { baseUrl: string; origin: string } {
  const page = typeof globalThis.location === "object" ? globalThis.location : undefined;
  const baseUrl = options.baseUrl ?? page?.origin;
  const origin = options.origin ?? page?.host;
  if (baseUrl === undefined || origin === undefined) {
    const missing = [baseUrl === undefined && "baseUrl", origin === undefined && "origin"].filter(Boolean);
    throw new TypeError(
      `createClubClient: pass ${missing.join(" and ")} outside a browser (baseUrl: the platform's URL; origin: the ` +
        `storefront's host, e.g. "shop.example.com", not a URL)`,
    );
  }
  if (origin.includes("://"))
    throw new TypeError(
      `createClubClient: origin must be a host such as "shop.example.com", not a URL (got "${origin}")`,
    );
  if (!page && !URL.canParse(baseUrl))
    throw new TypeError(
      `createClubClient: baseUrl must be an absolute URL outside a browser (got "${baseUrl}")`,
    );
  return { baseUrl, origin };
}

/** A random (version 4) UUID, also where `crypto.randomUUID` is missing (pages served over plain http). */
function randomUuid(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // Each 0/1/8 of the template becomes a random hex digit; 4 (version) stays, 8 keeps the variant's top bits.
  return "10000000-1000-4000-8000-100000000000".replace(/[018]/g, (digit) => {
    const value = Number(digit);
    return (value ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (value / 4)))).toString(16);
  });
}
