import type { HeadContext, PageHead } from "../seo/page-head";
import { matchScreen } from "./lookup";
import { MANIFEST, type RouteManifest } from "./manifest";
import { type HeadRead, matchedHead } from "./matched-head";

export type { HeadRead } from "./matched-head";

/**
 * The head of an address (its screens', see `matchedHead`), or null for an address with no screen. The server
 * renders it into the page and the browser applies it on each navigation: the same head either way.
 */
export function routeHead(
  context: HeadContext,
  read?: HeadRead,
  manifest: RouteManifest = MANIFEST,
): PageHead | null {
  const match = matchScreen(context.pathname, manifest);
  return match ? matchedHead(match, context, read) : null;
}
