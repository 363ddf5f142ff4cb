// Resolving against a base tells relative references (kept as written) from absolute ones, exactly as a browser
// would read them: the URL parser drops the tabs, newlines and leading controls that hide `java\tscript:`.
const BASE = "https://storefront.invalid/";

const LINK_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);
const IMAGE_SCHEMES = new Set(["http:", "https:"]);

function allowed(url: string | null | undefined, schemes: Set<string>): string | null {
  if (!url?.trim()) return null;
  try {
    return schemes.has(new URL(url, BASE).protocol) ? url.trim() : null;
  } catch {
    return null;
  }
}

/** A club-written link the storefront may follow: web, mail or phone, or a path of the storefront; never script or data URLs. */
export function safeLink(url: string | null | undefined): string | null {
  return allowed(url, LINK_SCHEMES);
}

/** A club-written image address: web or storefront-relative only (no `data:`, `javascript:` or other schemes). */
export function safeImageUrl(url: string | null | undefined): string | null {
  return allowed(url, IMAGE_SCHEMES);
}
