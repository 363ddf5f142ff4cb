import { defineRoute } from "../route";

/** The order placed. */
export const checkoutComplete = defineRoute({
  path: "shop-pages/:shopPageId/checkout-complete",
  area: "checkout",
  rendering: "browser",
  personal: true,
  module: "screens/checkout-complete/CheckoutCompleteScreen.tsx",
  component: async () =>
    (await import("../../screens/checkout-complete/CheckoutCompleteScreen")).CheckoutCompleteScreen,
});
