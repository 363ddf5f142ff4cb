import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { type StorefrontQueries, storefrontQueries } from "../api/queries";
import type { StorefrontRuntime } from "./runtime";

interface StorefrontContextValue {
  runtime: StorefrontRuntime;
  queries: StorefrontQueries;
}

const StorefrontContext = createContext<StorefrontContextValue | null>(null);

export function StorefrontRuntimeProvider({
  runtime,
  children,
}: {
  runtime: StorefrontRuntime;
  children?: ReactNode;
}) {
  const value = useMemo(() => ({ runtime, queries: storefrontQueries(runtime) }), [runtime]);
  return <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>;
}

function useStorefrontContext(): StorefrontContextValue {
  const value = useContext(StorefrontContext);
  if (!value) throw new Error("useStorefront* hooks need a StorefrontRuntimeProvider");
  return value;
}

export const useRuntime = () => useStorefrontContext().runtime;
export const useQueries = () => useStorefrontContext().queries;

/**
 * The login state (architecture §4: authenticated iff a token exists), re-rendering when it changes. Anonymous on
 * the server and while the browser hydrates the server's markup (architecture §9), so both render the same.
 */
export function useAuthenticated(): boolean {
  const { view } = useRuntime();
  return useSyncExternalStore(view.subscribe, view.signedIn, () => false);
}

/**
 * Whether this render may show personal data (cart, profile, balances): never on the server nor while hydrating.
 * Turned on once hydration ends as a transition, which React renders in slices: every card, the cart button and the
 * banners show the member's view then, and one long task for all of them would block the page just made live.
 */
export function usePersonalDataShown(): boolean {
  const { view } = useRuntime();
  const [shown, setShown] = useState(() => !view.publicOnly());
  useEffect(() => {
    const update = () => {
      const next = !view.publicOnly();
      startTransition(() => setShown(next));
    };
    // Hydration may have ended between this render and this effect (an effect earlier in the tree ends it).
    update();
    return view.subscribe(update);
  }, [view]);
  return shown;
}
