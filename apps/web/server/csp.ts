import { randomBytes } from "node:crypto";
import type { CspSources } from "@club/storefront/csp";

/** A response's own nonce: 128 random bits. */
export const newNonce = () => randomBytes(16).toString("base64");

/**
 * The Content-Security-Policy for a page: 'self', this response's nonce (scripts and styles) and what the adapters need.
 */
export function contentSecurityPolicy(nonce: string, adapters: CspSources): string {
  const list = (...sources: string[]) => [...new Set(sources)].join(" ");
  return [
    "default-src 'self'",
    // React Router's inline scripts (the route modules' imports, the hydration data) carry the response's nonce.
    `script-src ${list("'self'", `'nonce-${nonce}'`, ...adapters.script)}`,
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
