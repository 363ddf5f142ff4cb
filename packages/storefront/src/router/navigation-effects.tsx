import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import { useRuntime } from "../app/context";
import { restorePersisted } from "../session/persisted-query";
import { openedOverShop } from "./over-shop";

/**
 * Ends the hydration of the server's markup (architecture §9) once the matched screens have hydrated: rendered after
 * the outlet, its effect runs after theirs, so no markup still hydrating as the visitor's shows the member's view.
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
