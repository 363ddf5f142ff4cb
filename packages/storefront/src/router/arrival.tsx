import { createContext, type ReactNode, useContext, useRef } from "react";
import { useLocation } from "react-router";

const ArrivalContext = createContext<string | null>(null);

/**
 * Remembers the history entry the storefront started on (its key): the page the server rendered, or the one a
 * reload showed. Screens that show an entry differently when it was reached within the visit ask for it.
 */
export function ArrivalProvider({ children }: { children?: ReactNode }) {
  const { key } = useLocation();
  const arrival = useRef(key);
  return <ArrivalContext.Provider value={arrival.current}>{children}</ArrivalContext.Provider>;
}

/** The key of the history entry the storefront started on (the current one when no provider is above). */
export function useArrivalKey(): string {
  const { key } = useLocation();
  return useContext(ArrivalContext) ?? key;
}
