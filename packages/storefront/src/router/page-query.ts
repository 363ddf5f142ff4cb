import { ONE_SHOT_QUERY_NAMES, PERSISTED_QUERY_NAMES } from "../session/persisted-query";
import { matchScreen } from "./lookup";
import type { RouteManifest } from "./manifest";

const persisted: readonly string[] = PERSISTED_QUERY_NAMES;
const oneShot: readonly string[] = ONE_SHOT_QUERY_NAMES;

/** A server-rendered page's query string, as the page uses it. */
export interface PageQuery {
  /**
   * What chooses what the page shows, sorted: the persisted variables (`_token`, sent with every read) and those its
   * screens read (`ScreenRoute.query`).
   */
  reads: string;
  /**
   * What its links carry on and nothing else reads (navigation keeps the query string, less the one-shot flags):
   * two addresses that differ only here are the same page but for the query in its links.
   */
  carried: string;
}

/** Splits an address's query string into what its page reads and what the page's links only carry on. */
export function pageQuery(pathname: string, search: string, manifest?: RouteManifest): PageQuery {
  const screens = new Set(matchScreen(pathname, manifest)?.chain.flatMap((route) => route.query ?? []) ?? []);
  const reads = new URLSearchParams();
  const carried = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (screens.has(name)) reads.append(name, value);
    else if (persisted.includes(name)) {
      // An empty one is never kept (`PersistedQueryStore.capture`): the page is the one without it.
      if (value) reads.append(name, value);
    } else if (!oneShot.includes(name)) carried.append(name, value);
  }
  reads.sort();
  return { reads: reads.toString(), carried: carried.toString() };
}
