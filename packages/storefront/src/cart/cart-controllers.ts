import type { Cart } from "@club/api-client";
import { hashKey } from "@tanstack/react-query";
import type { CartContext } from "../api/queries";
import { cartKey, matchesOperation } from "../api/query-keys";
import type { StorefrontRuntime } from "../app/runtime";
import type { Language } from "../i18n/languages";
import { type CartController, createCartController } from "./cart-controller";
import { rememberCartLines } from "./cart-hint";

interface Entry {
  controller: CartController;
  /** The language of the screen showing the cart: its changes are sent, and their answers kept, in it. */
  language: Language;
  /** The checkout parameters the cart is priced with while checkout is open (architecture §5); {} elsewhere. */
  context: CartContext;
}

/** The running storefront's cart controllers, one per shop page (`runtime.carts`). */
export interface CartControllers {
  /** The shop page's controller: made on its first use, then the same for every screen. */
  controllerFor(shopPageId: string): CartController;
  /** The language the shop page's cart changes are sent in (set by the screen showing the cart, after it renders). */
  setLanguage(shopPageId: string, language: Language): void;
  /** Prices the shop page's cart changes with checkout's choices; returns the function that restores the plain context. */
  setPricingContext(shopPageId: string, context: CartContext): () => void;
}

/** Made once per runtime (createRuntime), so nothing at module level outlives or is shared between storefronts. */
export function createCartControllers(
  runtime: Pick<StorefrontRuntime, "api" | "queryClient" | "session" | "view">,
  language: () => Language,
): CartControllers {
  const byPage = new Map<string, Entry>();
  const entryFor = (shopPageId: string): Entry => {
    const existing = byPage.get(shopPageId);
    if (existing) return existing;
    const entry: Entry = {
      language: language(),
      context: {},
      controller: undefined as unknown as CartController,
    };
    const currentKey = () => cartKey(entry.language, runtime.view.signedIn(), shopPageId, entry.context);
    entry.controller = createCartController({
      // Architecture §5: the PATCH carries the checkout's query, so its answer is the cart priced as checkout shows it.
      send: (items) =>
        runtime.api(entry.language).PATCH("/api/v2/shop-pages/{shopPageId}/cart", {
          params: { path: { shopPageId }, query: withoutEmpty(entry.context) },
          body: { items },
        }),
      serverCart: () => runtime.queryClient.getQueryData<Cart | null>(currentKey()),
      onCart: (cart) => {
        const key = currentKey();
        runtime.queryClient.setQueryData(key, cart);
        rememberCartLines(shopPageId, cart);
        // The cart read in other contexts (the panel's, other choices) and its shipping options: read them again.
        const answered = hashKey(key);
        void runtime.queryClient.invalidateQueries({
          predicate: ({ queryKey, queryHash }) =>
            queryHash !== answered &&
            (matchesOperation(queryKey, "getCart", { path: { shopPageId } }) ||
              matchesOperation(queryKey, "getCartListings", { path: { shopPageId } })),
        });
      },
      onError: () => void runtime.queryClient.invalidateQueries({ queryKey: currentKey() }),
    });
    byPage.set(shopPageId, entry);
    return entry;
  };
  return {
    controllerFor: (shopPageId) => entryFor(shopPageId).controller,
    setLanguage(shopPageId, to) {
      entryFor(shopPageId).language = to;
    },
    setPricingContext(shopPageId, context) {
      const entry = entryFor(shopPageId);
      entry.context = context;
      return () => {
        if (entry.context === context) entry.context = {};
      };
    },
  };
}

/** One cart controller per shop page, shared by every screen of the running storefront. */
export function cartControllerFor(runtime: StorefrontRuntime, shopPageId: string): CartController {
  return runtime.carts.controllerFor(shopPageId);
}

/**
 * Sets the pricing context (and language) of the shop page's cart changes, checkout's choices while it is open;
 * returns the function that restores the plain context. Call it from an effect, not while rendering.
 */
export function setCartPricingContext(
  runtime: StorefrontRuntime,
  shopPageId: string,
  language: Language,
  context: CartContext,
): () => void {
  runtime.carts.setLanguage(shopPageId, language);
  return runtime.carts.setPricingContext(shopPageId, context);
}

/**
 * Architecture §5: a cart read (cart/data, cart/listings) starts only when every started cart operation has finished, so
 * it never answers with lines a pending change is about to replace.
 */
export function runCartRead<T>(
  runtime: StorefrontRuntime,
  shopPageId: string,
  read: () => Promise<T>,
): Promise<T> {
  return cartControllerFor(runtime, shopPageId).queue.run(read);
}

export function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== "")) as T;
}
