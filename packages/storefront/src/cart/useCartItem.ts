import { useQuery } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { usePersonalDataShown, useQueries, useRuntime } from "../app/context";
import { useLanguage } from "../router/useLanguage";
import { itemUpdating } from "./cart-controller";
import { cartControllerFor } from "./cart-controllers";

/**
 * One item's quantity in its shop page's cart, for a product card: the server's quantity with the optimistic one
 * applied, and whether a change of it is being saved. A card subscribes to its own item only (the cart read's
 * `select`, the controller's state picked per item), so the cart's first answer after hydration, or another item's
 * change, re-renders the cards whose quantity changed, not the whole grid in one task.
 */
export function useCartItem(shopPageId: string, shopItemId: string) {
  const runtime = useRuntime();
  const queries = useQueries();
  const language = useLanguage();
  // Personal data: never read on the server nor while the browser hydrates its markup (architecture §9).
  const shown = usePersonalDataShown();
  const saved =
    useQuery({
      ...queries.cart(language, shopPageId),
      enabled: shown,
      select: (cart) => cart?.lines.find((line) => line.shopItemId === shopItemId)?.quantity ?? 0,
    }).data ?? 0;
  const controller = cartControllerFor(runtime, shopPageId);
  // Its changes go out in the screen's language: recorded once the screen has rendered in it, never while rendering.
  useEffect(() => runtime.carts.setLanguage(shopPageId, language), [runtime, shopPageId, language]);
  const optimistic = useSyncExternalStore(
    controller.subscribe,
    () => controller.getState().overlay[shopItemId],
    () => controller.getState().overlay[shopItemId],
  );
  const updating = useSyncExternalStore(
    controller.subscribe,
    () => itemUpdating(controller.getState(), shopItemId),
    () => itemUpdating(controller.getState(), shopItemId),
  );
  return { quantity: optimistic ?? saved, updating, controller };
}
