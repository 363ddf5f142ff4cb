import type { ScreenRoute } from "../route";

/** The order placed. */
export const checkoutComplete = {
  path: "shop-pages/:shopPageId/checkout-complete",
  area: "orders",
  rendering: "browser",
  personal: true,
  module: "screens/checkout-complete/CheckoutCompleteScreen.tsx",
} satisfies ScreenRoute;
