import type { ErrorCode } from "@club/contract";
import type { ResolvedChoices } from "../cart/cart.js";
import { listingServes, type Pricing } from "../cart/pricing.js";
import type { ShopPageRow } from "../catalog/shop-pages.js";
import { conflict, HttpError, unprocessable } from "../http/errors.js";
import { validateAddress, validateBilling } from "../members/validation.js";

// Coupon refusals the checkout answers as themselves; any other reason is COUPON_INVALID.
const COUPON_CODES = new Set(["COUPON_EXPIRED", "COUPON_ALREADY_USED"]);

/** A coupon the checkout refuses, for the reason the pricing (or the coupon's locked row) gave. */
export function couponRefused(reason: string | undefined) {
  return unprocessable(COUPON_CODES.has(reason ?? "") ? (reason as ErrorCode) : "COUPON_INVALID", {
    couponCode: reason ?? "COUPON_INVALID",
  });
}

/**
 * The checkout steps' rules, in the order the storefront asks for them: lines, coupon, delivery, invoice.
 * Throws the first problem as the contract's error.
 */
export function checkOrder(page: ShopPageRow, choices: ResolvedChoices, pricing: Pricing) {
  if (!pricing.lines.length) throw unprocessable("CART_EMPTY");

  const membersOnly = pricing.problems.filter((p) => p.code === "MEMBERS_ONLY");
  if (membersOnly.length)
    throw unprocessable(
      "MEMBERS_ONLY",
      Object.fromEntries(membersOnly.map((p) => [`items.${p.shopItemId}`, "MEMBERS_ONLY"])),
    );

  const outOfStock = pricing.problems.filter((p) => p.code === "OUT_OF_STOCK");
  if (outOfStock.length)
    throw conflict(
      "OUT_OF_STOCK",
      Object.fromEntries(outOfStock.map((p) => [`items.${p.shopItemId}`, "OUT_OF_STOCK"])),
    );
  const overLimit = pricing.problems.filter((p) => p.code === "MAX_PER_ORDER");
  if (overLimit.length)
    throw unprocessable(
      "QUANTITY_RULE",
      Object.fromEntries(overLimit.map((p) => [`items.${p.shopItemId}`, "MAX_PER_ORDER"])),
    );
  if (pricing.violations.length)
    throw unprocessable(
      "QUANTITY_RULE",
      Object.fromEntries(
        pricing.violations.map((v) => [
          `rules.${v.productType}.${v.field}.${v.fieldValue}`,
          `MISSING_${v.missing}`,
        ]),
      ),
    );
  if (pricing.coupon && !pricing.coupon.valid) throw couponRefused(pricing.coupon.reason);

  const { settings } = page;
  if (choices.shippingMode === "pickup") {
    if (!settings.shipping.pickupEnabled) throw unprocessable("PICKUP_UNAVAILABLE");
  } else {
    if (!settings.shipping.enabled) throw unprocessable("NO_SHIPPING_AVAILABLE");
    if (!choices.shippingAddress) throw unprocessable("ADDRESS_REQUIRED", { shippingAddress: "REQUIRED" });
    const invalid = validateAddress(choices.shippingAddress, "shippingAddress.");
    if (Object.keys(invalid).length) throw new HttpError(400, "VALIDATION", invalid);
    const serving = choices.listings.filter((listing) => listingServes(listing, choices.country));
    if (!serving.length)
      throw unprocessable("NO_SHIPPING_AVAILABLE", { "shippingAddress.country": "NOT_SERVED" });
    if (!choices.listing) throw unprocessable("LISTING_REQUIRED", { listingId: "REQUIRED" });
    if (!listingServes(choices.listing, choices.country))
      throw unprocessable("NO_SHIPPING_AVAILABLE", { listingId: "NOT_SERVED" });
  }

  if (choices.billingMode === "invoice") {
    if (!settings.invoice.enabled)
      throw unprocessable("INVOICE_DATA_REQUIRED", { billingMode: "UNAVAILABLE" });
    if (!choices.billing) throw unprocessable("INVOICE_DATA_REQUIRED", { billing: "REQUIRED" });
    const invalid = validateBilling(choices.billing, "billing.");
    if (Object.keys(invalid).length) throw unprocessable("INVOICE_DATA_REQUIRED", invalid);
  }
}

/** Pickup orders of a page set to `payment.pickup: disable` are paid in person: checkout has no payment step. */
export function paysInPerson(page: ShopPageRow, choices: ResolvedChoices) {
  return choices.shippingMode === "pickup" && page.settings.payment.pickup === "disable";
}
