import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG } from "../src/seed/catalog.js";
import { CANTINA, call, DISPENSA, newCartId, putItems } from "./commerce-helpers.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

const { items } = CATALOG;
const eur = (amount: number) => ({ amount, currency: "EUR" });

describe.each(databaseKinds)("free-shipping nudge on %s", (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  const cartData = (cartId: string, query = "") =>
    call(platform, "GET", `/api/v2/shop-pages/${CANTINA}/cart/data${query}`, { cartId });

  it("below and above the threshold, priced by the server (6 Chianti: €39 or 6 bottles)", async () => {
    const cartId = newCartId();
    const below = await putItems(platform, CANTINA, [[items.chianti2021, 6]], { cartId });
    expect(below.status).toBe(200);
    expect(below.body.freeShipping).toEqual({
      listingId: "cantina-it-corriere",
      threshold: eur(15000),
      missing: eur(3900),
      reached: false,
      bottles: 6,
    });
    // 12 bottles (€222) are above; the PATCH answer and a later read agree.
    const above = await putItems(platform, CANTINA, [[items.chianti2021, 12]], { cartId });
    expect(above.body.freeShipping).toMatchObject({ missing: eur(0), reached: true, bottles: null });
    expect((await cartData(cartId)).body.freeShipping).toEqual(above.body.freeShipping);
    // Still reached with a quantity the rule refuses (the nudge and the rule are separate messages); "exactly at
    // the threshold" is priced in src/cart/free-shipping.test.ts.
    const eleven = await putItems(platform, CANTINA, [[items.chianti2021, 11]], { cartId });
    expect(eleven.body.freeShipping).toMatchObject({ reached: true });
  });

  it("counts magnums by two and the cart's cheapest bottle", async () => {
    const cartId = newCartId();
    const magnums = await putItems(platform, CANTINA, [[items.magnumChianti2020, 2]], { cartId });
    expect(magnums.body.freeShipping).toMatchObject({ missing: eur(6600), bottles: 2 });
    const four = await putItems(platform, CANTINA, [[items.magnumChianti2020, 4]], { cartId });
    expect(four.body.freeShipping).toMatchObject({ reached: true });
  });

  it("measures the goods after the coupon, as the shipping cost does; a free-shipping coupon means reached", async () => {
    const cartId = newCartId();
    await putItems(platform, CANTINA, [[items.chianti2021, 6]], { cartId });
    const tenOff = await cartData(cartId, "?couponCode=BENVENUTO10");
    expect(tenOff.body.discount).toEqual(eur(1110));
    expect(tenOff.body.freeShipping).toMatchObject({ missing: eur(5567), reached: false, bottles: 6 });
    const free = await cartData(cartId, "?couponCode=SPEDIZIONEGRATIS");
    expect(free.body.freeShipping).toMatchObject({ reached: true, missing: eur(0) });
    const freeAfterAll = await cartData(cartId, "?couponCode=SPEDIZIONEGRATIS&listingId=cantina-it-corriere");
    expect(freeAfterAll.body).toMatchObject({ shippingCost: eur(0), freeShipping: { reached: true } });
  });

  it("follows the chosen listing and the destination; no nudge without a threshold or for pickup", async () => {
    const cartId = newCartId();
    await putItems(platform, CANTINA, [[items.chianti2021, 6]], { cartId });
    const express = await cartData(cartId, "?listingId=cantina-it-espresso");
    expect(express.status).toBe(200);
    expect(express.body.freeShipping).toBeUndefined();
    const courier = await cartData(cartId, "?listingId=cantina-it-corriere");
    expect(courier.body.freeShipping).toMatchObject({ listingId: "cantina-it-corriere", missing: eur(3900) });
    const pickup = await cartData(cartId, "?shippingMode=pickup");
    expect(pickup.body.freeShipping).toBeUndefined();

    // A French address: only the European courier serves it, and it has no threshold.
    const france = await call(platform, "PATCH", `/api/v2/shop-pages/${CANTINA}/cart`, {
      cartId,
      body: {
        shippingAddress: {
          firstName: "Claire",
          lastName: "Martin",
          street: "Rue de Rivoli",
          number: "10",
          city: "Paris",
          zip: "75001",
          country: "FR",
          phone: "+33 1 23 45 67 89",
        },
      },
    });
    expect(france.status).toBe(200);
    expect(france.body.freeShipping).toBeUndefined();
  });

  it("has no bottle count for foods, and each page its own listings", async () => {
    const cartId = newCartId();
    const foods = await call(platform, "PATCH", `/api/v2/shop-pages/${DISPENSA}/cart`, {
      cartId,
      body: { items: [{ shopItemId: items.miele, quantity: 1 }] },
    });
    expect(foods.status).toBe(200);
    expect(foods.body.freeShipping).toMatchObject({
      listingId: "dispensa-it-corriere",
      threshold: eur(15000),
      reached: false,
      bottles: null,
    });
    expect(foods.body.freeShipping.missing.amount).toBe(15000 - foods.body.subtotal.amount);
  });
});
