import { type DehydratedState, HydrationBoundary } from "@tanstack/react-query";
import { useRef } from "react";
import { Outlet, useMatches } from "react-router";
import { ArrivalProvider } from "../router/arrival";
import { HydrationEnd, NavigationEffects } from "../router/navigation-effects";
import type { RouteData } from "./route-data";

/** The answers the server read for the matched routes, as one state for the browser's cache (kept while they are). */
function useServerState(): DehydratedState {
  const states = useMatches().flatMap((match) => {
    const state = (match.loaderData as RouteData | undefined)?.state;
    return state ? [state] : [];
  });
  const merged = useRef<{ from: DehydratedState[]; state: DehydratedState } | null>(null);
  const same =
    merged.current?.from.length === states.length &&
    merged.current.from.every((state, index) => state === states[index]);
  if (!same || !merged.current)
    merged.current = {
      from: states,
      state: { mutations: [], queries: states.flatMap((state) => state.queries) },
    };
  return merged.current.state;
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
