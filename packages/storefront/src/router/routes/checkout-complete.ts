import type { ScreenRoute } from "../route";

/** The order placed. */
export const checkoutComplete = {
  area: "orders",
  rendering: "browser",
  personal: true,
} satisfies ScreenRoute;
