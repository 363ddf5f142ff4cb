import { type DehydratedState, dehydrate, hashKey } from "@tanstack/react-query";
import type { Params } from "react-router";
import { storefrontQueries } from "../api/queries";
import type { StorefrontRuntime } from "../app/runtime";
import { activateLanguage, loadArea } from "../i18n/i18n";
import { isLanguage, type Language } from "../i18n/languages";
import type { RouteDataContext, ScreenRoute } from "../router/route";
import { screenPageHead } from "../router/screen-page-head";
import { canonicalQuery, isScreen } from "../router/screens-of";
import { type HeadContext, type PageHead, screenHead } from "../seo/page-head";
import { browserRuntime } from "./browser-runtime";
import type { RequestStorefront, StorefrontLoadContext } from "./request-storefront";

/** What every storefront route's loaders answer: the answers they read (server only) and the page's head. */
export interface RouteData {
  /** The queries this route read on the server, for the browser's cache (null in the browser: it read them there). */
  state: DehydratedState | null;
  head: PageHead | null;
}

/** What a route module's loaders read: a screen (its route's `handle` too), or the language's layout. */
export type RouteDataSource =
  | ScreenRoute
  | {
      area: "core";
      data: ScreenRoute["data"];
      /** Done in the browser before the route shows (the language's layout makes its language the page's). */
      prepare?: (language: Language) => Promise<unknown>;
    };

/** The layout of every page of a language: the club's theme, style, configuration and club. */
export const languageLayout = {
  area: "core",
  prepare: activateLanguage,
  data: ({ queries, language, ensure }) =>
    Promise.all([
      ensure(queries.theme()),
      ensure(queries.style()),
      ensure(queries.config(language)),
      ensure(queries.club(language)),
    ]),
} satisfies RouteDataSource;

interface LoaderArgs {
  request: Request;
  params: Params;
}

/**
 * Reads a route's data (its `data`, through the same query options its screen reads) into a runtime's cache, and
 * builds the head of the address from what was read. Failures never fail a route: screens show their own error.
 */
async function loadRoute(
  runtime: StorefrontRuntime,
  route: RouteDataSource,
  { request, params }: LoaderArgs,
  club: RequestStorefront["club"],
  publicOnly: boolean,
  matched: readonly ScreenRoute[] = [],
): Promise<{ read: Set<string>; head: PageHead | null }> {
  const language: Language = isLanguage(params.lang) ? params.lang : "en";
  const queries = storefrontQueries(runtime);
  const read = new Set<string>();
  const ensure: RouteDataContext["ensure"] = (options) => {
    read.add(hashKey(options.queryKey));
    return runtime.queryClient.ensureQueryData(options).catch(() => null);
  };
  await route.data?.({ language, params, queries, ensure, publicOnly });
  const url = new URL(request.url);
  // A screen writes its own head; the layout the innermost matched screen's (known on the server only), else the
  // club's, noindex: what an address with no screen (the not-found page) shows.
  const screen = isScreen(route) ? route : matched.at(-1);
  const context: HeadContext = {
    ...club,
    pathname: url.pathname,
    search: canonicalQuery(url.search, screen ? [screen] : []),
    language,
  };
  const cached: Parameters<typeof screenPageHead>[3] = (pick) =>
    runtime.queryClient.getQueryData(pick(queries).queryKey) ?? null;
  const fallback = () => screenHead(context, { noindex: !screen || screen.personal });
  if (!screen) return { read, head: fallback() };
  try {
    return { read, head: screenPageHead(screen, context, params, cached) };
  } catch {
    return { read, head: fallback() };
  }
}

/**
 * A route's server loader: its public data as an anonymous visitor (personal reads never happen on the server),
 * handed to the browser's cache with the page.
 */
export function serverLoader(route: RouteDataSource) {
  return async (args: LoaderArgs & { context: StorefrontLoadContext }): Promise<RouteData> => {
    const { runtime, club, screens } = args.context.storefront;
    // A screen of the browser's reads nothing here unless its first paint needs public data (checkout's).
    const source =
      isScreen(route) && route.rendering === "browser" && !route.inlineData
        ? { ...route, data: undefined }
        : route;
    const { read, head } = await loadRoute(runtime, source, args, club, true, screens);
    const state = dehydrate(runtime.queryClient, {
      shouldDehydrateQuery: (query) => read.has(query.queryHash) && query.state.status === "success",
    });
    return { state, head };
  };
}

/**
 * A route's browser loader: the same data through the page's query cache (what is fresh there is not read again),
 * the messages of its catalog area, and the head.
 */
export function clientLoader(route: RouteDataSource) {
  return async (args: LoaderArgs): Promise<RouteData> => {
    const runtime = browserRuntime();
    const language: Language = isLanguage(args.params.lang) ? args.params.lang : "en";
    const queries = storefrontQueries(runtime);
    const origin = globalThis.location.origin;
    const [club, config] = [
      runtime.queryClient.getQueryData(queries.club(language).queryKey) ?? null,
      runtime.queryClient.getQueryData(queries.config(language).queryKey) ?? null,
    ];
    const [{ head }] = await Promise.all([
      loadRoute(
        runtime,
        route,
        args,
        { origin, club, config, meta: runtime.bootstrap.meta ?? null },
        runtime.view.publicOnly(),
      ),
      route.area !== "core" && loadArea(route.area, language),
      !isScreen(route) && route.prepare?.(language),
    ]);
    return { state: null, head };
  };
}
