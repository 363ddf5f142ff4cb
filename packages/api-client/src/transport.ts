import createFetchClient, { createQuerySerializer, type Middleware } from "openapi-fetch";
import type { ClubClientOptions, ValueOrGetter } from "./client.js";
import { ApiError, NetworkError } from "./errors.js";
import { type Interceptor, runInterceptors } from "./interceptors.js";
import type { ClubPaths } from "./managed-paths.js";

// Endpoints that answer text rather than JSON.
const TEXT_PATHS = new Set<string>(["/api/v2/style"]);
const NO_BODY_METHODS = new Set(["GET", "DELETE"]);

export interface TransportOptions {
  options: ClubClientOptions;
  /** Where calls go and the host they name, as the client checked them. */
  baseUrl: string;
  origin: string;
  cartId: () => string | undefined;
  /** The client's interceptors: the set itself, so one added later sees the next response. */
  interceptors: ReadonlySet<Interceptor>;
}

/** Sends one request: the method in capitals, the contract path, its init; the data (null for 204), or throws. */
export type Send = (method: string, path: string, init: Record<string, unknown>) => Promise<unknown>;

/**
 * What the client puts on the wire: openapi-fetch set up for the contract, the headers of architecture §4, the
 * interceptors, and `ApiError`/`NetworkError`. Its own module, which `createClubClient` loads with the first request.
 */
export function createTransport({ options, baseUrl, origin, cartId, interceptors }: TransportOptions): Send {
  const serializeQuery = createQuerySerializer({ array: { style: "form", explode: false } });
  // Responses an interceptor took charge of, so the thrown ApiError can say so.
  const intercepted = new WeakSet<Response>();

  const fetchClient = createFetchClient<ClubPaths>({
    baseUrl,
    fetch: options.fetch ?? ((input: Request) => globalThis.fetch(input)),
    querySerializer: (query) => serializeQuery({ ...withoutEmpty(options.getPersistedQuery?.()), ...query }),
  });

  const headers: Middleware = {
    onRequest({ request }) {
      const token = options.getAuthToken?.();
      const cart = cartId();
      request.headers.set("Accept", "application/json");
      request.headers.set("Accept-Language", resolve(options.language) ?? "en");
      request.headers.set("Content-Type", "application/json");
      request.headers.set("X-Club-Origin", origin);
      request.headers.set("X-App-Token", options.appToken);
      if (token) request.headers.set("Authorization", `Bearer ${token}`);
      else request.headers.delete("Authorization");
      if (cart) request.headers.set("X-Cart-Id", cart);
      return request;
    },
    async onResponse({ request, response, schemaPath }) {
      if (interceptors.size === 0) return undefined;
      const context = { request, response, schemaPath, body: () => readBody(response.clone()) };
      if (await runInterceptors(interceptors, context)) intercepted.add(response);
      return undefined;
    },
  };
  fetchClient.use(headers);

  return async (name, path, init) => {
    const { body, ...rest } = init;
    const sendBody = !NO_BODY_METHODS.has(name) && !isEmpty(body);
    const request = {
      ...rest,
      ...(sendBody ? { body } : {}),
      parseAs: TEXT_PATHS.has(path) ? "text" : "json",
    };
    let result: { data?: unknown; error?: unknown; response: Response };
    try {
      // The path and init were checked by ClubMethod's signature; openapi-fetch's own overloads can't see through it.
      result = await (fetchClient.request as (m: string, p: string, i: unknown) => Promise<typeof result>)(
        name.toLowerCase(),
        path,
        request,
      );
    } catch (error) {
      if (error instanceof ApiError || isAbort(error)) throw error;
      throw new NetworkError(error);
    }
    const { response } = result;
    if (response.status >= 400)
      throw new ApiError(response.status, result.error ?? null, intercepted.has(response));
    return result.data === undefined ? null : result.data;
  };
}

function resolve<T>(value: ValueOrGetter<T> | undefined): T | undefined {
  return typeof value === "function" ? (value as () => T)() : value;
}

function withoutEmpty(query: Record<string, string | undefined> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) if (value) result[key] = value;
  return result;
}

function isEmpty(body: unknown): boolean {
  if (body === undefined || body === null || body === "") return true;
  return typeof body === "object" && !Array.isArray(body) && Object.keys(body).length === 0;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}
