import { useEffect } from "react";
import { useLocation } from "react-router";
import { useQueries, useRuntime } from "../app/context";
import { useLanguage } from "./useLanguage";

/**
 * Keeps the document's head the route's (architecture §2) as the visitor navigates and as the screen's data arrives:
 * the head the server would render for the address. The builders come in a chunk of their own, after the page, so
 * they weigh nothing on the first screen (whose head the server already wrote).
 */
export function RouteHead() {
  const runtime = useRuntime();
  const queries = useQueries();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  useEffect(() => {
    let live = true;
    let pending = false;
    const apply = () => {
      if (pending) return;
      pending = true;
      void import("./apply-head").then(({ applyRouteHead }) => {
        pending = false;
        if (!live) return;
        const cached = <T,>(options: { queryKey: readonly unknown[] }) =>
          (runtime.queryClient.getQueryData(options.queryKey) as T | undefined) ?? null;
        applyRouteHead(
          document,
          {
            origin: window.location.origin,
            pathname,
            search,
            language,
            config: cached(queries.config(language)),
            club: cached(queries.club(language)),
            meta: runtime.bootstrap.meta ?? null,
          },
          (pick) => cached(pick(queries)),
        );
      });
    };
    apply();
    // A screen's data read after it shows (a failed read retried, a language switch) changes its head.
    const unsubscribe = runtime.queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "success") apply();
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [runtime, queries, language, pathname, search]);
  return null;
}
