import type { Cart } from "@club/api-client";
import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { useQueries, useRuntime } from "../app/context";
import type { StorefrontRuntime } from "../app/runtime";
import type { Language } from "../i18n/languages";
import { useLanguage } from "../router/useLanguage";
import { type CartController, createCartController, displayLines } from "./cart-controller";

interface Entry {
  controller: CartController;
  language: Language;
}

const controllers = new WeakMap<StorefrontRuntime, Map<string, Entry>>();

/** One cart controller per shop page, shared by every screen of the running storefront. */
export function cartControllerFor(
  runtime: StorefrontRuntime,
  shopPageId: string,
  language: Language,
): CartController {
  let byPage = controllers.get(runtime);
  if (!byPage) {
    byPage = new Map();
    controllers.set(runtime, byPage);
  }
  const existing = byPage.get(shopPageId);
  if (existing) {
    existing.language = language;
    return existing.controller;
  }
  const entry: Entry = { language, controller: undefined as unknown as CartController };
  const cartKey = () => ["cart", entry.language, runtime.session.isAuthenticated(), shopPageId, {}];
  entry.controller = createCartController({
    send: (items) =>
      runtime
        .api(entry.language)
        .PATCH("/api/v2/shop-pages/{shopPageId}/cart", { params: { path: { shopPageId } }, body: { items } }),
    serverCart: () => runtime.queryClient.getQueryData<Cart | null>(cartKey()),
    onCart: (cart) => {
      runtime.queryClient.setQueryData(cartKey(), cart);
      // Carts priced for checkout (with shipping, coupon...) refetch with the new lines.
      void runtime.queryClient.invalidateQueries({
        predicate: (query) =>
          (query.queryKey[0] === "cart" || query.queryKey[0] === "listings") &&
          query.queryKey[3] === shopPageId &&
          JSON.stringify(query.queryKey) !== JSON.stringify(cartKey()),
      });
    },
    onError: () => void runtime.queryClient.invalidateQueries({ queryKey: cartKey() }),
  });
  byPage.set(shopPageId, entry);
  return entry.controller;
}

/** The shop page's cart: the server's cart with optimistic quantities, and the way to change them. */
export function useCart(shopPageId: string) {
  const runtime = useRuntime();
  const queries = useQueries();
  const language = useLanguage();
  const query = useQuery(queries.cart(language, shopPageId));
  const controller = cartControllerFor(runtime, shopPageId, language);
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  return {
    cart: query.data ?? null,
    isPending: query.isPending,
    lines: displayLines(query.data, state),
    state,
    controller,
  };
}
