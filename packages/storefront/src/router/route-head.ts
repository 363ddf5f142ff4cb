import type { HeadContext, PageHead } from "../seo/page-head";
import * as heads from "../seo/page-head";
import { matchScreen } from "./lookup";
import { MANIFEST, type RouteManifest } from "./manifest";
import type { RouteHeadContext } from "./route";

/** Reads a query's cached answer; without a cache (a server without its renderer) every read is null. */
export type HeadRead = RouteHeadContext["read"];
const noCache: HeadRead = () => null;

/**
 * The head of an address from its screens' `head` (the innermost that names one; a product's falls back to its
 * shop's), else the club's own, noindex for one person's screens. Null for an address with no screen. The server
 * renders it into the page and the browser applies it on each navigation: the same head either way.
 */
export function routeHead(
  context: HeadContext,
  read: HeadRead = noCache,
  manifest: RouteManifest = MANIFEST,
): PageHead | null {
  const match = matchScreen(context.pathname, manifest);
  if (!match) return null;
  for (const route of [...match.chain].reverse()) {
    const head = route.head?.({ context, params: match.params, read, heads });
    if (head) return head;
  }
  return heads.screenHead(context, { noindex: match.chain.some((route) => route.personal) });
}
