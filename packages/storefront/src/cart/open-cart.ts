import { createContext, useContext } from "react";

// Apart from the sheet itself: the shell provides this on every page, the sheet (Radix dialog, cart panel) loads on
// first open.
const OpenCartContext = createContext<(() => void) | null>(null);

/** Lets any screen open the shop page's cart sheet (the shell owns it). */
export const OpenCartProvider = OpenCartContext.Provider;

/** Opens the cart sheet; undefined outside a shop page. */
export function useOpenCart(): (() => void) | undefined {
  return useContext(OpenCartContext) ?? undefined;
}
