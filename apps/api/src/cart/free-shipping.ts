/**
 * The free-shipping nudge ("add €X, or N bottles, for free shipping"), pure: computed from the cart's server pricing,
 * so the promise matches what the shipping cost will do. Amounts are integers in minor units.
 *
 * Which threshold: the chosen listing's; before one is chosen, the lowest threshold among the listings that serve the
 * destination country (any listing while the country is not known; clubs have no default country). The threshold
 * counts the goods after the coupon's discount, as `listingCost` does, and a valid free-shipping coupon means reached.
 */

import { litres, money } from "../catalog/items.js";
import type { ShopPageRow } from "../catalog/shop-pages.js";
import { type CartLineEntry, couponTerms, type ResolvedChoices } from "./cart.js";
import {
  type CouponTerms,
  listingServes,
  type PricedItem,
  type Pricing,
  type QuantityRule,
  ruleApplies,
  type ShippingOption,
} from "./pricing.js";

export interface FreeShippingInput {
  /** The cart's lines as priced (their unit prices are the ones `pricing` used). */
  items: Array<
    Pick<
      PricedItem,
      "shopItemId" | "productType" | "format" | "weight" | "unitPrice" | "quantity" | "available"
    >
  >;
  rules: QuantityRule[];
  pricing: Pricing;
  /** The coupon's terms when the pricing applied it (valid), else null. */
  coupon: CouponTerms | null;
  shippingEnabled: boolean;
  shippingMode: "shipping" | "pickup";
  listing: ShippingOption | null;
  listings: ShippingOption[];
  country: string | null;
}

export interface FreeShippingProgress {
  listingId: string;
  threshold: number;
  /** What to add at list price to reach the threshold; 0 when reached. */
  missing: number;
  reached: boolean;
  /** How many of the cart's cheapest bottle reach it (quantity rule kept); null when reached or without bottles. */
  bottles: number | null;
}

/** The listing whose threshold the nudge shows, or null when none applies. */
export function thresholdListing(input: FreeShippingInput): (ShippingOption & { freeAbove: number }) | null {
  if (!input.shippingEnabled || input.shippingMode !== "shipping") return null;
  const hasThreshold = (listing: ShippingOption): listing is ShippingOption & { freeAbove: number } =>
    listing.freeAbove !== null && listingServes(listing, input.country);
  if (input.listing) return hasThreshold(input.listing) ? input.listing : null;
  // Listings come in the club's order: on equal thresholds the first one wins.
  return input.listings
    .filter(hasThreshold)
    .reduce<(ShippingOption & { freeAbove: number }) | null>(
      (best, listing) => (best === null || listing.freeAbove < best.freeAbove ? listing : best),
      null,
    );
}

/** Goods after the coupon's discount for a subtotal, with the coupon as the pricing applied it. */
function goodsAt(subtotal: number, coupon: CouponTerms | null): number {
  if (coupon?.kind === "percent")
    return subtotal - Math.round((subtotal * Math.min(coupon.value, 100)) / 100);
  if (coupon?.kind === "fixed") return subtotal - Math.min(coupon.value, subtotal);
  return subtotal;
}

/**
 * The least amount at list price whose addition brings the goods to the threshold (null when no amount can: a 100%
 * coupon). `goodsAt` never decreases as the subtotal grows, so a binary search finds it exactly, rounding included.
 */
export function amountToAdd(subtotal: number, threshold: number, coupon: CouponTerms | null): number | null {
  if (goodsAt(subtotal, coupon) >= threshold) return 0;
  if (coupon?.kind === "percent" && coupon.value >= 100) return null;
  const keep = coupon?.kind === "percent" ? (100 - coupon.value) / 100 : 1;
  const off = coupon?.kind === "fixed" ? coupon.value : 0;
  let low = 1;
  let high = Math.ceil((threshold + off) / keep) + 1;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (goodsAt(subtotal + mid, coupon) >= threshold) high = mid;
    else low = mid + 1;
  }
  return low;
}

const isBottle = (item: FreeShippingInput["items"][number]) =>
  (item.productType === "wine" || item.productType === "liquid") &&
  item.format !== null &&
  item.available &&
  item.unitPrice > 0;

/**
 * Bottles of one line that cover `amount`, counted so the quantity rule of their format stays met: with a rule of 6
 * and a cart already meeting it, a multiple of 6; with 4 of 6 in the cart, 2, 8, 14… (the count also completes it).
 */
export function bottlesFor(
  amount: number,
  bottle: FreeShippingInput["items"][number],
  items: FreeShippingInput["items"],
  rules: QuantityRule[],
): number {
  const needed = Math.max(1, Math.ceil(amount / bottle.unitPrice));
  const rule = rules.find((candidate) => candidate.quantity > 1 && ruleApplies(candidate, bottle));
  if (!rule) return needed;
  const counted = items
    .filter((item) => ruleApplies(rule, item))
    .reduce((sum, item) => sum + item.quantity, 0);
  const completes = (rule.quantity - (counted % rule.quantity)) % rule.quantity;
  const count = completes + rule.quantity * Math.ceil(Math.max(0, needed - completes) / rule.quantity);
  return count > 0 ? count : rule.quantity;
}

export function freeShippingProgress(input: FreeShippingInput): FreeShippingProgress | null {
  const listing = thresholdListing(input);
  if (!listing) return null;
  const base = { listingId: listing.id, threshold: listing.freeAbove };
  if (input.coupon?.kind === "free_shipping") return { ...base, missing: 0, reached: true, bottles: null };
  const missing = amountToAdd(input.pricing.subtotal, listing.freeAbove, input.coupon);
  if (missing === null) return null;
  if (missing === 0) return { ...base, missing: 0, reached: true, bottles: null };
  // The cheapest bottle in the cart: the count that reaches the threshold whichever of its bottles is added.
  const bottles = input.items
    .filter(isBottle)
    .sort((a, b) => a.unitPrice - b.unitPrice)
    .slice(0, 1)
    .map((bottle) => bottlesFor(missing, bottle, input.items, input.rules));
  return { ...base, missing, reached: false, bottles: bottles[0] ?? null };
}

/** The contract's `Cart.freeShipping` for a priced cart: the field to spread into the cart's answer (empty when none). */
export function freeShippingField(
  page: ShopPageRow,
  entries: CartLineEntry[],
  rules: QuantityRule[],
  choices: ResolvedChoices,
  pricing: Pricing,
) {
  const prices = new Map(pricing.lines.map((line) => [line.shopItemId, line.unitPrice]));
  const progress = freeShippingProgress({
    items: entries.map(({ item, product, quantity }) => ({
      shopItemId: item.id,
      productType: product.productType,
      format: litres(product.format),
      weight: product.weight,
      unitPrice: prices.get(item.id) ?? item.price,
      quantity,
      available: item.available && item.stock > 0,
    })),
    rules,
    pricing,
    coupon: pricing.coupon?.valid ? couponTerms(choices.coupon) : null,
    shippingEnabled: page.settings.shipping.enabled,
    shippingMode: choices.shippingMode,
    listing: choices.listing,
    listings: choices.listings,
    country: choices.country,
  });
  if (!progress) return {};
  const currency = page.currency;
  return {
    freeShipping: {
      listingId: progress.listingId,
      threshold: money(progress.threshold, currency),
      missing: money(progress.missing, currency),
      reached: progress.reached,
      bottles: progress.bottles,
    },
  };
}
