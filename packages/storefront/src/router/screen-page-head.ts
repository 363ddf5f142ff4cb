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
import type { RouteHeadContext, ScreenRoute } from "./route";

/** Reads a query's cached answer; without a cache every read is null. */
export type HeadRead = RouteHeadContext["read"];
const noCache: HeadRead = () => null;
const heads: RouteHeadContext["heads"] = { homeHead, shopPageHead, shopHead, productHead, customPageHead };

/**
 * A screen's page head from its `head` and what its data read; the club's own when it names none (or its data was
 * not usable), noindex for one person's screens.
 */
export function screenPageHead(
  screen: Pick<ScreenRoute, "head" | "personal">,
  context: HeadContext,
  params: RouteHeadContext["params"],
  read: HeadRead = noCache,
): PageHead {
  return screen.head?.({ context, params, read, heads }) ?? screenHead(context, { noindex: screen.personal });
}
