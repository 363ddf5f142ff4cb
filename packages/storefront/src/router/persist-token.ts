import type { PersistedQueryStore } from "../session/persisted-query";
import { restorePersisted } from "../session/persisted-query";

interface RouterLike {
  state: { location: { pathname: string; search: string; hash: string }; navigation: { state: string } };
  subscribe(listener: (state: RouterLike["state"]) => void): () => void;
  navigate(to: { pathname: string; search: string; hash: string }, options: { replace: boolean }): unknown;
}

/**
 * Spec §2: a persisted query variable (`_token`) seen on first access is re-added to the address whenever
 * a navigation drops it. Captures new values from the address as well.
 */
export function keepPersistedQuery(router: RouterLike, persisted: PersistedQueryStore): () => void {
  const check = (state: RouterLike["state"]) => {
    if (state.navigation.state !== "idle") return;
    const { pathname, search, hash } = state.location;
    persisted.capture(search);
    const restored = restorePersisted(search, persisted.get());
    if (restored !== null) void router.navigate({ pathname, search: restored, hash }, { replace: true });
  };
  check(router.state);
  return router.subscribe(check);
}
