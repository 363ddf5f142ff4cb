import { PERSISTED_QUERY_NAMES } from "../session/persisted-query";
import type { ScreenRoute } from "./route";

/** A matched route as React Router hands it over (`useMatches`, the server build's routes): its `handle`. */
export interface MatchedRoute {
  handle?: unknown;
}

/** Whether a route's handle (or a loader's source) is a screen's definition. */
export const isScreen = (handle: unknown): handle is ScreenRoute =>
  typeof handle === "object" &&
  handle !== null &&
  "area" in handle &&
  "personal" in handle &&
  "rendering" in handle;

/** The screens among an address's matched routes (each route module's `handle`), outermost first. */
export function screensOf(matches: readonly MatchedRoute[]): ScreenRoute[] {
  return matches.map((match) => match.handle).filter(isScreen);
}

/** The catalog areas a page needs: the core, and its screens' own. */
export function catalogAreasOf(screens: readonly ScreenRoute[]): string[] {
  return [...new Set(["core", ...screens.map((screen) => screen.area)])];
}

/** Whether an address shows one person's screen (`ScreenRoute.personal`). */
export const isPersonal = (screens: readonly ScreenRoute[]) => screens.some((screen) => screen.personal);

/** `search` with only the parameters named, as a query string (`?…`, or empty), in a stable order if `sorted`. */
function keptQuery(search: string, names: Iterable<string>, sorted: boolean): string {
  const kept = new Set(names);
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (!kept.has(name)) params.delete(name);
  if (sorted) params.sort();
  const query = params.toString();
  return query ? `?${query}` : "";
}

const queryNames = (screens: readonly ScreenRoute[]) => screens.flatMap((screen) => screen.query ?? []);

/**
 * The address's query with only the parameters its screens read (`ScreenRoute.query`), in a stable order: what
 * names the page (its canonical address), whatever else a link or a crawler added.
 */
export function canonicalQuery(search: string, screens: readonly ScreenRoute[]): string {
  return keptQuery(search, queryNames(screens), true);
}

/**
 * The part of an address's query its server-rendered page depends on: what its screens read and the persisted
 * variables its links carry, in the address's order. Pages are cached by it; the rest of the query reaches the links
 * after hydration.
 */
export function renderedQuery(search: string, screens: readonly ScreenRoute[]): string {
  return keptQuery(search, [...queryNames(screens), ...PERSISTED_QUERY_NAMES], false);
}
