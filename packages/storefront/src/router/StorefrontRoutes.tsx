import { Suspense, use, useEffect, useRef } from "react";
import { type RouteObject, useLocation, useNavigate, useNavigationType, useRoutes } from "react-router";
import { useRuntime } from "../app/context";
import { ErrorBoundary } from "../app/ErrorBoundary";
import { LoadingFallback } from "../app/LoadingFallback";
import { RenderError, RootFrame } from "../app/RouteError";
import { restorePersisted } from "../session/persisted-query";
import { ArrivalProvider } from "./arrival";
import { openedOverShop } from "./over-shop";
import type { RoutePreloader } from "./preload";
import { RouteHead } from "./RouteHead";

/**
 * The storefront's routes under a router: each location's code and data are preloaded together before it
 * shows ("Loading..." on a first visit, the previous screen during a navigation), render failures are
 * caught, and the router's navigation is handed to the runtime (the 401 rule) and the `_token` rule.
 */
export function StorefrontRoutes({ routes, preload }: { routes: RouteObject[]; preload: RoutePreloader }) {
  return (
    <ErrorBoundary
      fallback={(error) => (
        <RootFrame>
          <RenderError error={error} />
        </RootFrame>
      )}
    >
      <ArrivalProvider>
        <NavigationEffects />
        <Suspense fallback={<LoadingFallback />}>
          <PreloadedRoutes routes={routes} preload={preload} />
        </Suspense>
      </ArrivalProvider>
    </ErrorBoundary>
  );
}

function PreloadedRoutes({ routes, preload }: { routes: RouteObject[]; preload: RoutePreloader }) {
  const location = useLocation();
  use(preload(location) as Promise<unknown>);
  return (
    <>
      {useRoutes(routes, location)}
      <RouteHead routes={routes} />
      <HydrationEnd />
    </>
  );
}

/**
 * Ends the hydration of the server's markup (architecture §9) once the screen itself has hydrated: React hydrates
 * this Suspense boundary after the shell around it, so an effect outside it would show the member's view too early,
 * to markup still being hydrated as the visitor's.
 */
export function HydrationEnd() {
  const runtime = useRuntime();
  useEffect(() => {
    runtime.view.endHydration();
    // The page is live (its scripts attached), for whoever needs to know: tests, analytics.
    document.documentElement.dataset.hydrated = "true";
  }, [runtime]);
  return null;
}

/** Side effects of navigating: the runtime's redirect, the persisted query, the scroll position. */
export function NavigationEffects() {
  const runtime = useRuntime();
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(location);

  useEffect(() => {
    runtime.redirect = (url) => void navigate(url);
  }, [runtime, navigate]);

  // Architecture §2: a persisted query variable (`_token`) seen on first access is re-added to the address whenever
  // a navigation drops it; new values in the address are captured.
  useEffect(() => {
    runtime.persisted.capture(location.search);
    const restored = restorePersisted(location.search, runtime.persisted.get());
    if (restored !== null)
      void navigate({ ...location, search: restored }, { replace: true, state: location.state });
  }, [runtime, navigate, location]);

  // A new screen starts at the top; opening or closing a product's dialog over its grid keeps the list where it was.
  useEffect(() => {
    const from = previous.current;
    previous.current = location;
    if (navigationType !== "PUSH" || from.pathname === location.pathname) return;
    if (openedOverShop(from) || openedOverShop(location)) return;
    globalThis.scrollTo?.(0, 0);
  }, [location, navigationType]);

  return null;
}
