/** Hono's typed environment of the platform's app: what its first middleware sets on every request's context. */
export interface AppEnv {
  Variables: {
    /** The request's id: the caller's `X-Request-Id` (up to 64 characters) or a new UUID; answered and logged. */
    requestId: string;
  };
}
