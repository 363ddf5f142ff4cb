import { couponTerms, findCoupon } from "../cart/cart.js";
import { couponRefusal } from "../cart/pricing.js";
import { notFound, unprocessable } from "../http/errors.js";
import { localize } from "../http/lang.js";
import type { Handlers } from "../http/operation.js";

export const couponHandlers = {
  async validateCoupon({ club, db, lang, params, services }) {
    const row = await findCoupon(db, club.id, params.path.couponCode);
    if (!row) throw notFound("COUPON_INVALID");
    // The minimum subtotal is checked against a cart; here the visitor learns it from minSubtotal.
    const refusal = couponRefusal(couponTerms(row), null, services.clock());
    if (refusal) throw unprocessable(refusal);
    return {
      status: 200,
      body: {
        code: row.code,
        kind: row.kind,
        value: row.kind === "free_shipping" ? 0 : row.value,
        currency: row.currency,
        description: localize(row.description, lang),
        minSubtotal: row.minSubtotal === null ? null : { amount: row.minSubtotal, currency: row.currency },
        expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
      },
    };
  },
} satisfies Partial<Handlers>;
