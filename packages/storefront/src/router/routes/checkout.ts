import { lazyComponent } from "../../app/lazy-component";
import type { ScreenRoute } from "../route";

/** Checkout of a shop page's cart: one person's, rendered in the browser. */
export const checkout = {
  path: "shop-pages/:shopPageId/checkout",
  area: "checkout",
  rendering: "browser",
  personal: true,
  module: "checkout/CheckoutScreen.tsx",
  component: lazyComponent(async () => (await import("../../checkout/CheckoutScreen")).CheckoutScreen),
  data: ({ queries, language, params, ensure }) =>
    Promise.all([
      ensure(queries.shopPage(language, params.shopPageId!)),
      ensure(queries.cart(language, params.shopPageId!, { shippingMode: "shipping" })),
      ensure(queries.countries(language)),
      ensure(queries.profile(language)),
    ]),
} satisfies ScreenRoute;
