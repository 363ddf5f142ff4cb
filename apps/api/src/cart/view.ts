import { litres, money } from "../catalog/items.js";
import type { ShopPageRow } from "../catalog/shop-pages.js";
import { localizedImage } from "../club/images.js";
import { type Lang, localize } from "../http/lang.js";
import { messageFor } from "../http/messages.js";
import type { CartLineEntry, CartRow, ResolvedChoices } from "./cart.js";
import type { Pricing } from "./pricing.js";

/** The contract's Cart: lines as they are now, priced with the request's choices. */
export function cartView(
  page: ShopPageRow,
  cart: CartRow | null,
  entries: CartLineEntry[],
  choices: ResolvedChoices,
  pricing: Pricing,
  lang: Lang,
  now: Date,
) {
  const currency = page.currency;
  const state = cart?.state ?? {};
  return {
    shopPageId: page.id,
    currency,
    lines: entries.map(({ item, product, quantity }, index) => {
      const priced = pricing.lines[index]!;
      return {
        shopItemId: item.id,
        shopId: item.shopId,
        title: localize(product.title, lang),
        productType: product.productType,
        format: litres(product.format),
        weight: product.weight,
        image: localizedImage(product.images[0], lang),
        unitPrice: money(priced.unitPrice, currency),
        quantity,
        lineTotal: money(priced.lineTotal, currency),
        stock: Math.max(item.stock, 0),
        available: item.available && item.stock > 0,
        ...(priced.listUnitPrice !== undefined
          ? { listUnitPrice: money(priced.listUnitPrice, currency) }
          : {}),
        ...(item.membersOnly ? { membersOnly: true } : {}),
      };
    }),
    itemCount: pricing.itemCount,
    subtotal: money(pricing.subtotal, currency),
    discount: money(pricing.discount, currency),
    shippingCost: money(pricing.shippingCost, currency),
    total: money(pricing.total, currency),
    ...(pricing.memberSavings > 0 ? { memberSavings: money(pricing.memberSavings, currency) } : {}),
    coupon: pricing.coupon
      ? {
          code: pricing.coupon.code,
          valid: pricing.coupon.valid,
          ...(pricing.coupon.valid && choices.coupon
            ? { description: localize(choices.coupon.description, lang) }
            : {}),
          discount: money(pricing.coupon.discount, currency),
          ...(pricing.coupon.reason ? { reason: pricing.coupon.reason } : {}),
        }
      : null,
    quantityRules: pricing.violations.map((violation) => ({
      productType: violation.productType,
      field: violation.field,
      fieldValue: violation.fieldValue,
      quantity: violation.quantity,
      current: violation.current,
      missing: violation.missing,
    })),
    problems: pricing.problems.map((problem) => ({
      code: problem.code,
      message: messageFor(problem.code, lang),
      ...(problem.shopItemId ? { shopItemId: problem.shopItemId } : {}),
    })),
    shippingMode: choices.shippingMode,
    billingMode: choices.billingMode,
    listingId: choices.listing?.id ?? null,
    shippingAddress: choices.shippingAddress,
    billing: choices.billing,
    ...(state.email !== undefined ? { email: state.email ?? null } : {}),
    ...(state.notes !== undefined ? { notes: state.notes } : {}),
    canCheckout: pricing.canCheckout,
    updatedAt: (cart?.updatedAt ?? now).toISOString(),
  };
}
