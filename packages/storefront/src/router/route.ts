import type { DataTag, EnsureQueryDataOptions, QueryKey } from "@tanstack/react-query";
import type { Params } from "react-router";
import type { storefrontQueries } from "../api/queries";
import type { CatalogArea } from "../i18n/i18n";
import type { Language } from "../i18n/languages";
import type * as pageHeads from "../seo/page-head";
import type { HeadContext, PageHead } from "../seo/page-head";

export type StorefrontQueries = ReturnType<typeof storefrontQueries>;

/** What a route's `data` is given: the address, the query options, and a read that never fails. */
export interface RouteDataContext {
  language: Language;
  params: Params;
  queries: StorefrontQueries;
  /** `ensureQueryData`, null on failure: data failures never fail a route (screens show their own error). */
  ensure<T>(options: EnsureQueryDataOptions<T, Error, T, QueryKey>): Promise<T | null>;
  /** True on the server and while the browser hydrates its markup: personal data is not read then (architecture §9). */
  publicOnly: boolean;
}

/** What a route's `head` is given: the club's context, the address, what is in the query cache, the builders. */
export interface RouteHeadContext {
  context: HeadContext;
  params: Params;
  /** The cached answer of a query, or null (not read, failed, or no cache at all: a server without its renderer). */
  read<T>(pick: (queries: StorefrontQueries) => { queryKey: DataTag<QueryKey, T, Error> }): T | null;
  /** The head builders (`seo/page-head`), handed in so the route table itself never loads them in the browser. */
  heads: Pick<typeof pageHeads, "homeHead" | "shopPageHead" | "shopHead" | "productHead" | "customPageHead">;
}

/**
 * One screen: what its route module (apps/web/app/routes) hands React Router as its loaders' source and its `handle`,
 * and what the web server reads of the matched routes (personal, the query it reads, its catalog area).
 */
export interface ScreenRoute {
  /** The catalog of its messages: the core every page loads, or checkout's or the account's, loaded with it. */
  area: CatalogArea;
  /**
   * "server": public, its data read and rendered by the web server; "browser": its data read in the browser only
   * (the server sends its loading screen, or for checkout with a cart its first step without personal data).
   */
  rendering: "server" | "browser";
  /**
   * A screen rendered in the browser whose first paint needs public data (checkout's shop page and countries): its
   * server loader reads `data` as an anonymous visitor (`publicOnly`) and the page carries the answers, so the
   * screen's first render waits for no public read.
   */
  inlineData?: boolean;
  /**
   * The query parameters the screen reads (the search's filters): the only ones its canonical address keeps, so an
   * address with made-up parameters names the same page.
   */
  query?: readonly string[];
  /** A screen of one person (checkout, account, an order): noindex, disallowed in robots.txt, not in the sitemap. */
  personal: boolean;
  /** The data the screen shows, read by its loaders through the same query options its hooks use. */
  data?: (route: RouteDataContext) => Promise<unknown>;
  /** The page's head from what the data read; null to use the enclosing route's. Without it: the club's head. */
  head?: (route: RouteHeadContext) => PageHead | null;
}
