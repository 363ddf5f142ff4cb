import { useSyncExternalStore } from "react";
import { useLocation, useMatches } from "react-router";
import { renderedQuery, screensOf } from "./screens-of";

const unchanging = () => () => {};

/**
 * The query string the page's links carry. The server renders (and caches) a page for its rendered query alone; the
 * browser hydrates with the same links, then re-renders them with the rest of its address's query (a campaign's
 * parameters), which React does without a hydration mismatch.
 */
export function useLinkSearch(): string {
  const { search } = useLocation();
  const matches = useMatches();
  return useSyncExternalStore(
    unchanging,
    () => search,
    () => renderedQuery(search, screensOf(matches)),
  );
}
