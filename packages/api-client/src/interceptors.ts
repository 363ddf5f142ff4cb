/** What an interceptor sees: every response the client receives, successful or not. */
export interface InterceptorContext {
  request: Request;
  response: Response;
  /** The contract path, e.g. `/api/v2/profile`. */
  schemaPath: string;
  /** The parsed JSON body (or text), read from a clone so the client can still read the original. */
  body(): Promise<unknown>;
}

/**
 * Sees every response. Return `true` to mark the response `intercepted` (the caller then knows someone
 * else, e.g. a redirect to login, already handled it).
 */
export type Interceptor = (
  context: InterceptorContext,
) => boolean | undefined | undefined | Promise<boolean | undefined | undefined>;

/** Runs every interceptor in registration order; the response is intercepted when any of them says so. */
export async function runInterceptors(
  interceptors: Iterable<Interceptor>,
  context: InterceptorContext,
): Promise<boolean> {
  let intercepted = false;
  for (const interceptor of interceptors) {
    if ((await interceptor(context)) === true) intercepted = true;
  }
  return intercepted;
}
