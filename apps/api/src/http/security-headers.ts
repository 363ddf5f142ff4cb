import type { TrustProxy } from "@club/server-kit";
import type { MiddlewareHandler } from "hono";
import { forwardedRequest, proxiesOf } from "./client-address.js";

/** Headers every answer carries unless its route set its own (the sandbox challenge page, media files). */
const DEFAULTS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Opener-Policy": "same-origin",
};
/** The API answers data, never a page to render or frame: nothing may load, run or frame it. */
const DATA_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
/** An HTML page of the platform's own without a policy (the dev mailbox): it may not be framed. */
const PAGE_CSP = "frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/**
 * The platform's security headers. HSTS only when the browser's connection was https, which only a trusted proxy
 * (`TRUST_PROXY`) can tell. Hono and Node send no `X-Powered-By`; nothing here adds one.
 */
export function securityHeaders(options: { trustProxy: TrustProxy }): MiddlewareHandler {
  const proxies = proxiesOf(options.trustProxy);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(DEFAULTS)) if (!headers.has(name)) c.header(name, value);
    const csp = headers.get("content-security-policy");
    if (!csp) {
      const html = headers.get("content-type")?.startsWith("text/html");
      c.header("Content-Security-Policy", html ? PAGE_CSP : DATA_CSP);
    }
    // A route that chose its framing (frame-ancestors) is left to it; the rest refuse to be framed.
    if (!csp?.includes("frame-ancestors")) c.header("X-Frame-Options", "DENY");
    // The trusted hop's word, not a value the client put before it.
    if (proxies.forwardedValue(forwardedRequest(c), c.req.header("x-forwarded-proto")) === "https")
      c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
