import { useQuery } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { usePersonalDataShown, useQueries, useRuntime } from "../app/context";
import { useLanguage } from "../router/useLanguage";
import { displayLines } from "./cart-controller";
import { cartControllerFor } from "./cart-controllers";

export { cartControllerFor } from "./cart-controllers";

/** The shop page's cart: the server's cart with optimistic quantities, and the way to change them. */
export function useCart(shopPageId: string) {
  const runtime = useRuntime();
  const queries = useQueries();
  const language = useLanguage();
  // Personal data: never read on the server nor while the browser hydrates its markup (architecture §9); the cart
  // shows its pending state meanwhile, as the server rendered it, and is read right after.
  const shown = usePersonalDataShown();
  const query = useQuery({ ...queries.cart(language, shopPageId), enabled: shown });
  const controller = cartControllerFor(runtime, shopPageId);
  // Its changes go out in the screen's language: recorded once the screen has rendered in it, never while rendering.
  useEffect(() => runtime.carts.setLanguage(shopPageId, language), [runtime, shopPageId, language]);
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  return {
    cart: query.data ?? null,
    isPending: query.isPending,
    lines: displayLines(query.data, state),
    state,
    controller,
  };
}
