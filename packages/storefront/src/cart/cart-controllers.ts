import type { Cart } from "@club/api-client";
import type { CartContext } from "../api/queries";
import type { StorefrontRuntime } from "../app/runtime";
import type { Language } from "../i18n/languages";
import { type CartController, createCartController } from "./cart-controller";

interface Entry {
  controller: CartController;
  language: Language;
  /** The checkout parameters the cart is priced with while checkout is open (architecture §5); {} elsewhere. */
  context: CartContext;
}

const controllers = new WeakMap<StorefrontRuntime, Map<string, Entry>>();

function entryFor(runtime: StorefrontRuntime, shopPageId: string, language: Language): Entry {
  let byPage = controllers.get(runtime);
  if (!byPage) {
    byPage = new Map();
    controllers.set(runtime, byPage);
  }
  const existing = byPage.get(shopPageId);
  if (existing) {
    existing.language = language;
    return existing;
  }
  const entry: Entry = { language, context: {}, controller: undefined as unknown as CartController };
  const cartKey = () => [
    "cart",
    entry.language,
    runtime.session.isAuthenticated(),
    shopPageId,
    entry.context,
  ];
  entry.controller = createCartController({
    // Architecture §5: the PATCH carries the checkout's query, so its answer is the cart priced as checkout shows it.
    send: (items) =>
      runtime.api(entry.language).PATCH("/api/v2/shop-pages/{shopPageId}/cart", {
        params: { path: { shopPageId }, query: withoutEmpty(entry.context) },
        body: { items },
      }),
    serverCart: () => runtime.queryClient.getQueryData<Cart | null>(cartKey()),
    onCart: (cart) => {
      runtime.queryClient.setQueryData(cartKey(), cart);
      // The cart read in other contexts (the panel's, other choices) and its shipping options: read them again.
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
  return entry;
}

/** One cart controller per shop page, shared by every screen of the running storefront. */
export function cartControllerFor(
  runtime: StorefrontRuntime,
  shopPageId: string,
  language: Language,
): CartController {
  return entryFor(runtime, shopPageId, language).controller;
}

/**
 * Sets the pricing context of the shop page's cart changes (checkout's choices while it is open); returns the
 * function that restores the plain context.
 */
export function setCartPricingContext(
  runtime: StorefrontRuntime,
  shopPageId: string,
  language: Language,
  context: CartContext,
): () => void {
  const entry = entryFor(runtime, shopPageId, language);
  entry.context = context;
  return () => {
    if (entry.context === context) entry.context = {};
  };
}

/**
 * Architecture §5: a cart read (cart/data, cart/listings) starts only when every started cart operation has finished, so
 * it never answers with lines a pending change is about to replace.
 */
export function runCartRead<T>(
  runtime: StorefrontRuntime,
  shopPageId: string,
  language: Language,
  read: () => Promise<T>,
): Promise<T> {
  return cartControllerFor(runtime, shopPageId, language).queue.run(read);
}

export function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== "")) as T;
}
