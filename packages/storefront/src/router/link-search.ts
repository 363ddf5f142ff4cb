import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { renderedQuery } from "./lookup";

const unchanging = () => () => {};

/**
 * The query string the page's links carry. The server renders (and caches) a page for its rendered query alone; the
 * browser hydrates with the same links, then re-renders them with the rest of its address's query (a campaign's
 * parameters), which React does without a hydration mismatch.
 */
export function useLinkSearch(): string {
  const { pathname, search } = useLocation();
  return useSyncExternalStore(
    unchanging,
    () => search,
    () => renderedQuery(pathname, search),
  );
}
