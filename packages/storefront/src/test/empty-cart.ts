import type { Cart } from "@club/api-client";

/** A shop page's cart with nothing in it, as the platform answers before anything is added. */
export function emptyCart(shopPageId: string): Cart {
  const zero = { amount: 0, currency: "EUR" };
  return {
    shopPageId,
    currency: "EUR",
    lines: [],
    itemCount: 0,
    subtotal: zero,
    discount: zero,
    shippingCost: zero,
    total: zero,
    coupon: null,
    quantityRules: [],
    problems: [],
    shippingMode: "shipping",
    billingMode: "receipt",
    listingId: null,
    shippingAddress: null,
    billing: null,
    canCheckout: false,
    updatedAt: "2026-01-01T00:00:00Z",
  };
}
