import {
  customPageHead,
  type HeadContext,
  homeHead,
  type PageHead,
  productHead,
  screenHead,
  shopHead,
  shopPageHead,
} from "../seo/page-head";
import type { ManifestEntry } from "./lookup";
import type { RouteHeadContext } from "./route";

/** Reads a query's cached answer; without a cache (a server without its renderer) every read is null. */
export type HeadRead = RouteHeadContext["read"];
const noCache: HeadRead = () => null;
const heads: RouteHeadContext["heads"] = { homeHead, shopPageHead, shopHead, productHead, customPageHead };

/**
 * The head of a matched address from its screens' `head` (the innermost that names one: a product's falls back to
 * its shop's), else the club's own, noindex for one person's screens. Free of the router (the browser loads it in a
 * chunk of its own, after the page).
 */
export function matchedHead(
  match: Pick<ManifestEntry, "chain"> & { params: RouteHeadContext["params"] },
  context: HeadContext,
  read: HeadRead = noCache,
): PageHead {
  for (const route of [...match.chain].reverse()) {
    const head = route.head?.({ context, params: match.params, read, heads });
    if (head) return head;
  }
  return screenHead(context, { noindex: match.chain.some((route) => route.personal) });
}
