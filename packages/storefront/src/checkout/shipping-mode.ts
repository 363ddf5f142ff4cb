import type { ShopPage } from "@club/api-client";

/** How a checkout starts: pickup when the shop page does not ship, else shipping (the cart is first priced so). */
export const initialShippingMode = (shopPage?: ShopPage | null): "shipping" | "pickup" =>
  shopPage && !shopPage.settings.shipping.enabled ? "pickup" : "shipping";
