import { useEffect } from "react";
import { type RouteObject, useLocation } from "react-router";
import { afterNextPaint } from "../app/after-paint";
import { useQueries, useRuntime } from "../app/context";
import { matchAddress } from "./match-address";

/**
 * Keeps the document's head the route's (architecture §2) as the visitor navigates and as the screen's data arrives:
 * the head the server would render for the address, and `<html lang>`. The work is in a chunk of its own, loaded
 * once the screen has painted, so it weighs nothing on the first screen (whose head the server already wrote).
 */
export function RouteHead({ routes }: { routes: RouteObject[] }) {
  const runtime = useRuntime();
  const queries = useQueries();
  const { pathname, search } = useLocation();
  useEffect(() => {
    let following: Promise<() => void> | undefined;
    const cancel = afterNextPaint(() => {
      following = import("./apply-head").then(({ followRouteHead }) =>
        followRouteHead(runtime, queries, matchAddress(routes, pathname), { pathname, search }),
      );
    });
    // Chunks resolve in order: a head left behind is replaced by the next address's at once.
    return () => {
      cancel();
      void following?.then((stop) => stop());
    };
  }, [runtime, queries, routes, pathname, search]);
  return null;
}
