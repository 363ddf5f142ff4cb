import { useEffect } from "react";
import { matchRoutes, type RouteObject, useLocation } from "react-router";
import { useQueries, useRuntime } from "../app/context";

/**
 * Keeps the document's head the route's (architecture §2) as the visitor navigates and as the screen's data arrives:
 * the head the server would render for the address, and `<html lang>`. The work is in a chunk of its own, loaded
 * after the page, so it weighs nothing on the first screen (whose head the server already wrote).
 */
export function RouteHead({ routes }: { routes: RouteObject[] }) {
  const runtime = useRuntime();
  const queries = useQueries();
  const { pathname, search } = useLocation();
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    void import("./apply-head").then(({ followRouteHead }) => {
      if (live) stop = followRouteHead(runtime, queries, matchRoutes(routes, pathname), { pathname, search });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [runtime, queries, routes, pathname, search]);
  return null;
}
