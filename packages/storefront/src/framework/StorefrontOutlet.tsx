import { type DehydratedState, HydrationBoundary } from "@tanstack/react-query";
import { useMemo } from "react";
import { Outlet, useMatches } from "react-router";
import { ArrivalProvider } from "../router/arrival";
import { HydrationEnd, NavigationEffects } from "../router/StorefrontRoutes";
import type { RouteData } from "./route-data";

/** The answers the server read for the matched routes, as one state for the browser's cache. */
function useServerState(): DehydratedState {
  const matches = useMatches();
  const states = matches.flatMap((match) => {
    const state = (match.loaderData as RouteData | undefined)?.state;
    return state ? [state] : [];
  });
  const key = states.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a route's state is the same object while it is matched
  return useMemo(
    () => ({ mutations: [], queries: states.flatMap((state) => state.queries) }),
    [key, ...states],
  );
}

/**
 * The root route's outlet: the server's answers put in the browser's cache as the page hydrates, the navigation
 * rules (the 401 redirect, the `_token`, scroll), and the end of hydration once the screen is live.
 */
export function StorefrontOutlet() {
  return (
    <HydrationBoundary state={useServerState()}>
      <ArrivalProvider>
        <NavigationEffects />
        <Outlet />
        <HydrationEnd />
      </ArrivalProvider>
    </HydrationBoundary>
  );
}
