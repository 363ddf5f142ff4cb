import type { Location, Params, RouteObject } from "react-router";
import { isLanguage, type Language } from "../i18n/languages";
import { matchAddress } from "./match-address";
import type { ScreenRoute } from "./route";

/** What a route starts when it is about to show: its code and its data, in parallel. */
export type RoutePreload = (context: { params: Params; language: Language }) => Promise<unknown>;

export interface RouteHandle {
  preload?: RoutePreload;
  /** The manifest's screen the route shows (for the document head, `RouteHead`). */
  screen?: ScreenRoute;
}

type Tracked = Promise<unknown> & { status?: "pending" | "fulfilled" | "rejected" };

export type RoutePreloader = (location: Pick<Location, "key" | "pathname">) => Tracked;

/** Recent locations' preloads: a location re-rendered later (during a transition) must not suspend again. */
const KEEP = 20;

/**
 * Preloads every route matching a location (code and data together, no waterfall) and returns one promise
 * for all of them, the same one for the same location. The router suspends on it, so a navigation shows
 * its screen when code and data are both there (the previous screen stays meanwhile) and a first visit
 * shows "Loading..." until then. Data failures never reject: screens show their own error state.
 */
export function createRoutePreloader(routes: RouteObject[]): RoutePreloader {
  const cache = new Map<string, Tracked>();
  return function preloadLocation(location: Pick<Location, "key" | "pathname">): Tracked {
    const key = `${location.key}:${location.pathname}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const matches = matchAddress(routes, location.pathname) ?? [];
    const language = matches.map((match) => match.params.lang).find((lang) => lang !== undefined);
    const work = isLanguage(language)
      ? matches.map((match) =>
          (match.route.handle as RouteHandle | undefined)?.preload?.({ params: match.params, language }),
        )
      : [];
    const promise: Tracked = Promise.all(work).then(
      () => {
        promise.status = "fulfilled";
      },
      () => {
        // A screen's code that failed to load: render anyway, the screen's boundary shows the error.
        promise.status = "fulfilled";
      },
    );
    // No "pending" mark: React instruments a thenable without a status itself, and waits for it; one marked by
    // someone else it leaves to them.
    cache.set(key, promise);
    if (cache.size > KEEP) cache.delete(cache.keys().next().value as string);
    return promise;
  };
}
