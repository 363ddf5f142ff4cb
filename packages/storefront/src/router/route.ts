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
 * One screen of the route manifest (architecture §2): everything the router, the server renderer, the web server's
 * preloads and the catalog split know about it.
 */
export interface ScreenRoute {
  /** Where the screen shows, under `/:lang` (relative to its parent's path when nested; "" for the index). */
  path: string;
  /** The catalog of its messages: the core every page loads, or checkout's or the account's, loaded with it. */
  area: CatalogArea;
  /** "server": public, rendered by the web server; "browser": rendered in the browser, the server paints its loading screen. */
  rendering: "server" | "browser";
  /**
   * A screen rendered in the browser whose first paint needs public data (checkout's shop page and countries): the
   * web server reads `data` as an anonymous visitor (`publicOnly`) and inlines the answers in the page, so the
   * screen's first render waits for no public read. Its markup stays the browser's.
   */
  inlineData?: boolean;
  /**
   * The query parameters the screen reads (the search's filters): the only ones its canonical address keeps, so an
   * address with made-up parameters names the same page.
   */
  query?: readonly string[];
  /** A screen of one person (checkout, account, an order): noindex, disallowed in robots.txt, not in the sitemap. */
  personal: boolean;
  /** The component's module under `src/` (its chunk in Vite's manifest, for modulepreloads and the catalog split). */
  module: string;
  /** The data the screen shows, started with its code before it shows, by the browser and the server alike. */
  data?: (route: RouteDataContext) => Promise<unknown>;
  /** The page's head from what the data read; null to use the enclosing screen's (or the default: the club's). */
  head?: (route: RouteHeadContext) => PageHead | null;
  /** Screens nested in this one (their paths relative to its). */
  children?: readonly ScreenRoute[];
}
