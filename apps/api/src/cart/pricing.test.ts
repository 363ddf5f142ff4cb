import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base, byCase, coupon, magnums, now, pecorino, wine } from "./pricing.fixtures.js";
import { buyerUnitPrice, couponRefusal, type PricedItem, priceCart, quantityViolations } from "./pricing.js";

const italy = { id: "it", countries: ["IT"], price: 990, freeAbove: 15000 };

describe("quantity rules", () => {
  it("counts every line of the rule's kind: 4 bottles of 0.75 L miss 2", () => {
    expect(quantityViolations([wine("a", 3), wine("b", 1)], [byCase])).toEqual([
      { ...byCase, current: 4, missing: 2 },
    ]);
  });

  it("ignores other formats, types and empty kinds", () => {
    const items = [wine("a", 6), wine("m", 2, 1.5), wine("v", 1, 0.375)];
    expect(quantityViolations(items, [byCase, magnums, pecorino])).toEqual([]);
    const cheese: PricedItem = { ...wine("p", 3), productType: "food", format: null, weight: 500 };
    expect(quantityViolations([cheese], [pecorino])).toEqual([{ ...pecorino, current: 3, missing: 1 }]);
  });

  it("always misses what reaches the next multiple", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 2, max: 12 }),
        (quantities, size) => {
          const rule = { ...byCase, quantity: size };
          const [violation] = quantityViolations(
            quantities.map((q, i) => wine(`w${i}`, q)),
            [rule],
          );
          const total = quantities.reduce((a, b) => a + b, 0);
          if (total % size === 0) return violation === undefined;
          return (
            violation !== undefined && (total + violation.missing) % size === 0 && violation.missing < size
          );
        },
      ),
    );
  });
});

describe("coupons", () => {
  it("refuses unknown, expired, not yet started, used up and below the minimum", () => {
    expect(couponRefusal(null, 1000, now)).toBe("COUPON_INVALID");
    expect(couponRefusal(coupon({ expiresAt: new Date("2025-09-30T00:00:00Z") }), 1000, now)).toBe(
      "COUPON_EXPIRED",
    );
    expect(couponRefusal(coupon({ startsAt: new Date("2026-06-01T00:00:00Z") }), 1000, now)).toBe(
      "COUPON_INVALID",
    );
    expect(couponRefusal(coupon({ usageLimit: 5, usedCount: 5 }), 1000, now)).toBe("COUPON_INVALID");
    // Per customer: "first order only" is one use; the customer's second order is refused with its own code.
    expect(couponRefusal(coupon({ perCustomerLimit: 1, customerUses: 0 }), 1000, now)).toBeUndefined();
    expect(couponRefusal(coupon({ perCustomerLimit: 1, customerUses: 1 }), 1000, now)).toBe(
      "COUPON_ALREADY_USED",
    );
    expect(couponRefusal(coupon({ perCustomerLimit: 3, customerUses: 2 }), 1000, now)).toBeUndefined();
    expect(couponRefusal(coupon({ minSubtotal: 5000 }), 4999, now)).toBe("COUPON_MIN_SUBTOTAL");
    expect(couponRefusal(coupon({ minSubtotal: 5000 }), 5000, now)).toBeUndefined();
    expect(couponRefusal(coupon({ minSubtotal: 5000 }), null, now)).toBeUndefined();
  });

  it("takes a percentage, a fixed amount (never below zero) or the shipping", () => {
    const items = [wine("a", 6)];
    const percent = priceCart(base({ items, coupon: { code: "x", terms: coupon({}) } }));
    expect(percent).toMatchObject({ subtotal: 11100, discount: 1110, total: 9990 });
    const fixed = priceCart(
      base({
        items: [wine("a", 1, 0.375, 1000)],
        coupon: { code: "x", terms: coupon({ kind: "fixed", value: 1500 }) },
      }),
    );
    expect(fixed).toMatchObject({ subtotal: 1000, discount: 1000, total: 0 });
    const free = priceCart(
      base({
        items,
        listing: italy,
        country: "IT",
        coupon: { code: "x", terms: coupon({ kind: "free_shipping", value: 0 }) },
      }),
    );
    expect(free).toMatchObject({
      discount: 0,
      shippingCost: 0,
      total: 11100,
      coupon: { valid: true, discount: 990 },
    });
  });

  it("leaves an invalid coupon in the cart with its reason, without blocking checkout", () => {
    const priced = priceCart(
      base({
        items: [wine("a", 6)],
        coupon: { code: "ESTATE2025", terms: coupon({ expiresAt: new Date("2025-01-01") }) },
      }),
    );
    expect(priced.coupon).toEqual({
      code: "ESTATE2025",
      valid: false,
      discount: 0,
      reason: "COUPON_EXPIRED",
    });
    expect(priced.problems).toContainEqual({ code: "COUPON_EXPIRED" });
    expect(priced.canCheckout).toBe(true);
  });
});

describe("shipping", () => {
  it("charges the listing below its threshold and nothing from it on", () => {
    expect(priceCart(base({ items: [wine("a", 6)], listing: italy, country: "IT" })).shippingCost).toBe(990);
    expect(priceCart(base({ items: [wine("a", 12)], listing: italy, country: "IT" })).shippingCost).toBe(0);
  });

  it("measures the threshold after the discount", () => {
    const items = [wine("a", 6, 0.75, 2600)]; // 15600, minus 10% = 14040
    const priced = priceCart(
      base({ items, listing: italy, country: "IT", coupon: { code: "x", terms: coupon({}) } }),
    );
    expect(priced).toMatchObject({ discount: 1560, shippingCost: 990, total: 15030 });
  });

  it("costs nothing for pickup and flags a listing that does not serve the country", () => {
    expect(
      priceCart(base({ items: [wine("a", 6)], listing: italy, shippingMode: "pickup" })).shippingCost,
    ).toBe(0);
    const japan = priceCart(base({ items: [wine("a", 6)], listing: italy, country: "JP" }));
    expect(japan.problems).toContainEqual({ code: "NO_SHIPPING_AVAILABLE" });
    expect(japan.shippingCost).toBe(0);
  });
});

describe("stock and checkout readiness", () => {
  it("flags lines over stock, unavailable or over the per-order maximum", () => {
    const priced = priceCart(
      base({
        items: [
          { ...wine("a", 6), stock: 5 },
          { ...wine("b", 6), available: false },
          { ...wine("c", 6), maxPerOrder: 3 },
        ],
      }),
    );
    expect(priced.problems).toEqual([
      { code: "OUT_OF_STOCK", shopItemId: "a" },
      { code: "OUT_OF_STOCK", shopItemId: "b" },
      { code: "MAX_PER_ORDER", shopItemId: "c" },
    ]);
    expect(priced.canCheckout).toBe(false);
  });

  it("cannot check out an empty cart or one breaking a rule", () => {
    expect(priceCart(base({})).canCheckout).toBe(false);
    expect(priceCart(base({ items: [wine("a", 5)] })).canCheckout).toBe(false);
    expect(priceCart(base({ items: [wine("a", 6)] }))).toMatchObject({ canCheckout: true, itemCount: 6 });
  });
});

describe("member prices and members-only items", () => {
  const clubWine = (quantity: number): PricedItem => ({ ...wine("club", quantity), memberPrice: 1650 });
  const reserve = (quantity: number): PricedItem => ({ ...wine("reserve", quantity), membersOnly: true });

  it("charges a visitor the public price, whatever the member price", () => {
    const priced = priceCart(base({ items: [clubWine(6)] }));
    expect(priced.lines).toEqual([{ shopItemId: "club", quantity: 6, unitPrice: 1850, lineTotal: 11100 }]);
    expect(priced.memberSavings).toBe(0);
  });

  it("charges a member the member price, with the public price beside it and the saving summed", () => {
    const priced = priceCart(base({ items: [clubWine(6), wine("plain", 6)], member: true }));
    expect(priced.lines).toEqual([
      { shopItemId: "club", quantity: 6, unitPrice: 1650, listUnitPrice: 1850, lineTotal: 9900 },
      { shopItemId: "plain", quantity: 6, unitPrice: 1850, lineTotal: 11100 },
    ]);
    expect(priced).toMatchObject({ subtotal: 21000, memberSavings: 1200, total: 21000 });
  });

  it("applies coupons and free-shipping thresholds to the member-priced goods", () => {
    const items = [{ ...wine("club", 12, 0.75, 1300), memberPrice: 1200 }];
    const visitor = priceCart(base({ items, listing: italy, country: "IT" }));
    const member = priceCart(base({ items, listing: italy, country: "IT", member: true }));
    // 12 × 13.00 = 156.00 reaches the free shipping from 150.00; 12 × 12.00 = 144.00 does not.
    expect(visitor.shippingCost).toBe(0);
    expect(member.shippingCost).toBe(990);
    const percent = priceCart(base({ items, member: true, coupon: { code: "x", terms: coupon({}) } }));
    expect(percent.discount).toBe(1440);
  });

  it("never charges a member more than the public price", () => {
    expect(buyerUnitPrice({ unitPrice: 1850, memberPrice: 1900 }, true)).toBe(1850);
    expect(buyerUnitPrice({ unitPrice: 1850, memberPrice: 1650 }, false)).toBe(1850);
    expect(buyerUnitPrice({ unitPrice: 1850, memberPrice: 1650 }, true)).toBe(1650);
  });

  it("blocks a visitor's members-only line with MEMBERS_ONLY, and lets a member buy it", () => {
    const visitor = priceCart(base({ items: [reserve(6)] }));
    expect(visitor.problems).toEqual([{ code: "MEMBERS_ONLY", shopItemId: "reserve" }]);
    expect(visitor.canCheckout).toBe(false);
    const member = priceCart(base({ items: [reserve(6)], member: true }));
    expect(member.problems).toEqual([]);
    expect(member.canCheckout).toBe(true);
  });
});
