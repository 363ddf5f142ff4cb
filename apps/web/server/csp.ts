import type { CspSources } from "@club/storefront/csp";
import { HYDRATION_LOADER_SOURCE } from "./hydration-loader";

/**
 * The Content-Security-Policy for a page: 'self', this response's style nonce, what the adapters need, and one inline
 * script by its hash: the loader that fetches a server-rendered page's scripts after its first paint.
 */
export function contentSecurityPolicy(
  nonce: string,
  adapters: CspSources,
  { scriptNonce = false }: { scriptNonce?: boolean } = {},
): string {
  const list = (...sources: string[]) => [...new Set(sources)].join(" ");
  // React Router's pages carry their inline scripts (route modules, hydration data) with the response's nonce.
  const inline = scriptNonce ? `'nonce-${nonce}'` : HYDRATION_LOADER_SOURCE;
  return [
    "default-src 'self'",
    `script-src ${list("'self'", inline, ...adapters.script)}`,
    `style-src ${list("'self'", `'nonce-${nonce}'`, ...adapters.style)}`,
    `img-src ${list("'self'", "data:", "blob:", ...adapters.img)}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", ...adapters.connect)}`,
    `frame-src ${adapters.frame.length ? list(...adapters.frame) : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every answer carries. */
export const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
};
