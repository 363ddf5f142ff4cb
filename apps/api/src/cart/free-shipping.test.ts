import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountToAdd, bottlesFor, type FreeShippingInput, freeShippingProgress } from "./free-shipping.js";
import { base, byCase, coupon, now, wine } from "./pricing.fixtures.js";
import { type PricedItem, type PricingInput, priceCart } from "./pricing.js";

const cheese = (quantity: number): PricedItem => ({
  ...wine("pecorino", quantity, 0.75, 1400),
  productType: "food",
  format: null,
  weight: 500,
});
const italy = { id: "it", countries: ["IT"], price: 990, freeAbove: 15000 };
const express = { id: "it-express", countries: ["IT"], price: 1900, freeAbove: null };
const europe = { id: "eu", countries: ["FR", "DE"], price: 2490, freeAbove: null };
const garda = { id: "garda", countries: ["IT"], price: 790, freeAbove: 10000 };

/** Prices the cart as the platform does, then asks for the nudge with the same choices. */
function progress(overrides: Partial<PricingInput> & Pick<Partial<FreeShippingInput>, "listings"> = {}) {
  const pricingInput = base(overrides);
  const pricing = priceCart(pricingInput);
  const terms = pricingInput.coupon?.terms ?? null;
  return freeShippingProgress({
    items: pricingInput.items,
    rules: pricingInput.rules,
    pricing,
    coupon: pricing.coupon?.valid ? terms : null,
    shippingEnabled: true,
    shippingMode: pricingInput.shippingMode,
    listing: pricingInput.listing,
    listings: overrides.listings ?? [italy, express, europe],
    country: pricingInput.country,
  });
}

describe("free-shipping progress", () => {
  it("below the threshold: what is missing, and a wine sold by 6 means 6 more bottles", () => {
    expect(progress({ items: [wine("chianti", 6)] })).toEqual({
      listingId: "it",
      threshold: 15000,
      missing: 3900,
      reached: false,
      bottles: 6,
    });
  });

  it("at and above the threshold: reached, nothing missing", () => {
    const at = progress({ items: [wine("a", 1, 1, 15000)] });
    expect(at).toMatchObject({ missing: 0, reached: true, bottles: null });
    expect(progress({ items: [wine("chianti", 12)] })).toMatchObject({ missing: 0, reached: true });
    // One cent short is not reached.
    expect(progress({ items: [wine("a", 1, 1, 14999)] })).toMatchObject({ missing: 1, reached: false });
  });

  it("counts bottles by the cheapest bottle in the cart, with its format's rule", () => {
    // Two magnums (€42 each, sold by 2) and a half bottle without a rule (€32): the half bottle is the cheaper one.
    const mixed = progress({ items: [wine("magnum", 2, 1.5, 4200), wine("vinsanto", 1, 0.375, 3200)] });
    expect(mixed).toMatchObject({ missing: 3400, bottles: 2 });
    const magnumsOnly = progress({ items: [wine("magnum", 2, 1.5, 4200)] });
    expect(magnumsOnly).toMatchObject({ missing: 6600, bottles: 2 });
    const oneMoreMagnumWouldDo = progress({ items: [wine("magnum", 2, 1.5, 4200)], listings: [garda] });
    // €16 missing: one magnum would pay it, but the rule sells them by 2.
    expect(oneMoreMagnumWouldDo).toMatchObject({ listingId: "garda", missing: 1600, bottles: 2 });
  });

  it("completes a broken rule first: 4 of 6 in the cart need 2, 8, 14… more", () => {
    expect(bottlesFor(1000, wine("a", 4), [wine("a", 4)], [byCase])).toBe(2);
    expect(bottlesFor(1850 * 3, wine("a", 4), [wine("a", 4)], [byCase])).toBe(8);
    expect(bottlesFor(1850 * 9, wine("a", 4), [wine("a", 4)], [byCase])).toBe(14);
    expect(bottlesFor(1, wine("a", 6), [wine("a", 6)], [byCase])).toBe(6);
    expect(bottlesFor(1850 * 2, wine("a", 1), [wine("a", 1)], [])).toBe(2);
  });

  it("has no bottle count for a cart of foods or an empty cart, but still the amount", () => {
    expect(progress({ items: [cheese(2)] })).toMatchObject({ missing: 12200, bottles: null });
    expect(progress({ items: [] })).toMatchObject({ missing: 15000, bottles: null });
  });

  it("a free-shipping coupon means reached; a refused one does not", () => {
    const free = coupon({ code: "SPEDIZIONEGRATIS", kind: "free_shipping", value: 0 });
    expect(progress({ items: [wine("a", 6)], coupon: { code: free.code, terms: free } })).toMatchObject({
      reached: true,
      missing: 0,
      bottles: null,
    });
    const expired = { ...free, expiresAt: new Date("2026-01-01T00:00:00Z") };
    expect(progress({ items: [wine("a", 6)], coupon: { code: free.code, terms: expired } })).toMatchObject({
      reached: false,
      missing: 3900,
    });
  });

  it("counts goods after the discount, as the shipping cost does, and asks for the list-price amount", () => {
    const ten = coupon({ value: 10 });
    // 6 × €18.50 = €111, less 10% = €99.90; €166.67 at list price less 10% (rounded) is the first to reach €150.
    const nudge = progress({ items: [wine("a", 6)], coupon: { code: "C", terms: ten } });
    expect(nudge).toMatchObject({ missing: 5567, reached: false, bottles: 6 });
    const fixed = coupon({ kind: "fixed", value: 500 });
    expect(progress({ items: [wine("a", 6)], coupon: { code: "C", terms: fixed } })).toMatchObject({
      missing: 4400,
    });
    // €160 less 10% is €144: above the threshold before the coupon, below after it, as the shipping cost says.
    const beforeCoupon = { items: [wine("a", 1, 1, 16000)], coupon: { code: "C", terms: ten } };
    expect(progress(beforeCoupon)).toMatchObject({ reached: false, missing: 667 });
    expect(
      priceCart({
        ...beforeCoupon,
        member: false,
        rules: [],
        shippingMode: "shipping",
        listing: italy,
        country: "IT",
        now,
      }),
    ).toMatchObject({ shippingCost: 990 });
  });

  it("the amount it asks for is exactly what reaches the threshold, rounding included", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40000 }),
        fc.integer({ min: 1, max: 40000 }),
        fc.oneof(
          fc.constant(null),
          fc.integer({ min: 1, max: 99 }).map((value) => coupon({ value })),
          fc.integer({ min: 1, max: 5000 }).map((value) => coupon({ kind: "fixed", value })),
        ),
        (subtotal, threshold, terms) => {
          const add = amountToAdd(subtotal, threshold, terms);
          const at = (s: number) =>
            priceCart({
              items: s > 0 ? [wine("x", 1, 1, s)] : [],
              member: false,
              rules: [],
              coupon: terms ? { code: "C", terms } : null,
              shippingMode: "shipping",
              listing: { id: "l", countries: ["IT"], price: 990, freeAbove: threshold },
              country: "IT",
              now,
            }).shippingCost;
          if (add === null) return false;
          if (add === 0) return at(subtotal) === 0;
          return at(subtotal + add) === 0 && at(subtotal + add - 1) === 990;
        },
      ),
    );
  });

  it("uses the chosen listing, else the lowest threshold serving the country", () => {
    expect(progress({ items: [wine("a", 6)], listings: [italy, garda] })).toMatchObject({
      listingId: "garda",
    });
    expect(progress({ items: [wine("a", 6)], listing: italy, listings: [italy, garda] })).toMatchObject({
      listingId: "it",
    });
    expect(progress({ items: [wine("a", 6)], listing: express })).toBeNull();
    expect(progress({ items: [wine("a", 6)], country: "FR" })).toBeNull();
    expect(progress({ items: [wine("a", 6)], country: "IT" })).toMatchObject({ listingId: "it" });
  });

  it("shows nothing for pickup or a page without shipping", () => {
    expect(progress({ items: [wine("a", 6)], shippingMode: "pickup" })).toBeNull();
    const pricing = priceCart({
      items: [wine("a", 6)],
      member: false,
      rules: [],
      coupon: null,
      shippingMode: "shipping",
      listing: null,
      country: null,
      now,
    });
    expect(
      freeShippingProgress({
        items: [wine("a", 6)],
        rules: [],
        pricing,
        coupon: null,
        shippingEnabled: false,
        shippingMode: "shipping",
        listing: null,
        listings: [italy],
        country: null,
      }),
    ).toBeNull();
  });

  it("a 100% coupon leaves no amount that reaches the threshold: no nudge", () => {
    const all = coupon({ value: 100 });
    expect(progress({ items: [wine("a", 6)], coupon: { code: "C", terms: all } })).toBeNull();
  });
});
