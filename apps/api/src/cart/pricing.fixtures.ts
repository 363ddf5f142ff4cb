/** Carts, rules and coupons the pricing tests share (the cart's pricing and the free-shipping nudge). */
import type { CouponTerms, PricedItem, PricingInput, QuantityRule } from "./pricing.js";

export const now = new Date("2026-05-10T12:00:00Z");
export const wine = (id: string, quantity: number, format = 0.75, unitPrice = 1850): PricedItem => ({
  shopItemId: id,
  productType: "wine",
  format,
  weight: null,
  unitPrice,
  memberPrice: null,
  membersOnly: false,
  quantity,
  stock: 100,
  available: true,
  maxPerOrder: null,
});
export const byCase: QuantityRule = { productType: "wine", field: "format", fieldValue: 0.75, quantity: 6 };
export const magnums: QuantityRule = { productType: "wine", field: "format", fieldValue: 1.5, quantity: 2 };
export const pecorino: QuantityRule = { productType: "food", field: "weight", fieldValue: 500, quantity: 2 };
export const coupon = (overrides: Partial<CouponTerms>): CouponTerms => ({
  code: "BENVENUTO10",
  kind: "percent",
  value: 10,
  minSubtotal: null,
  startsAt: null,
  expiresAt: null,
  usageLimit: null,
  usedCount: 0,
  perCustomerLimit: null,
  customerUses: 0,
  ...overrides,
});

/** A cart priced for shipping with the three rules, no coupon, listing or country unless overridden. */
export const base = (overrides: Partial<PricingInput>): PricingInput => ({
  items: [],
  member: false,
  rules: [byCase, magnums, pecorino],
  coupon: null,
  shippingMode: "shipping",
  listing: null,
  country: null,
  now,
  ...overrides,
});
