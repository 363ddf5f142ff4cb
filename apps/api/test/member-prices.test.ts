import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expenseLines, shopItems } from "../src/db/schema/index.js";
import { CATALOG } from "../src/seed/catalog.js";
import { DEMO_MEMBERS } from "../src/seed/members.js";
import {
  CANTINA,
  call,
  cardToken,
  DISPENSA,
  florence,
  newCartId,
  putItems,
  signIn,
} from "./commerce-helpers.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

const { items } = CATALOG;
const { giulia, marco } = DEMO_MEMBERS;
// The demo seed: Toscana Sangiovese 2022 costs 12.00, 10.50 for members; the Vin Santo 2015 (32.00, in the Pantry)
// is sold to members only.
const SANGIOVESE = { id: items.sangiovese2022, shop: CATALOG.shops.rossi, price: 1200, member: 1050 };
const VIN_SANTO = { id: items.vinSanto, shop: CATALOG.shops.fattoria, price: 3200 };

type Who = { cartId: string; token?: undefined } | { token: string; cartId?: undefined };

describe.each(databaseKinds)("member prices and members-only items on %s", (kind) => {
  let platform: TestPlatform;
  let giuliaToken: string;
  let keys = 0;

  beforeAll(async () => {
    platform = await startTestPlatform(kind);
    giuliaToken = await signIn(platform, giulia.email, giulia.password);
  });
  afterAll(() => platform?.close());

  const cartOf = (page: string, who: Who) =>
    call(platform, "GET", `/api/v2/shop-pages/${page}/cart/data`, who);
  const checkout = async (page: string, who: Who, body: Record<string, unknown> = {}) =>
    call(platform, "POST", `/api/v2/shop-pages/${page}/checkout`, {
      ...who,
      headers: { "Idempotency-Key": `member-${++keys}-${Math.random()}` },
      body: {
        shippingMode: "shipping",
        billingMode: "receipt",
        howToPay: "new",
        email: "socio@example.com",
        birthDate: "1980-01-01",
        shippingAddress: florence,
        listingId: `${page === CANTINA ? "cantina" : "dispensa"}-it-corriere`,
        paymentMethodId: await cardToken(platform),
        ...body,
      },
    });

  it("publishes the member price and the members-only flag to everyone, with the public price unchanged", async () => {
    const path = `/api/v2/shop-pages/${CANTINA}/shops/${SANGIOVESE.shop}/shop-items/${SANGIOVESE.id}`;
    const visitor = await call(platform, "GET", path);
    const member = await call(platform, "GET", path, { token: giuliaToken });
    expect(visitor.status).toBe(200);
    expect(visitor.body.price).toEqual({ amount: SANGIOVESE.price, currency: "EUR" });
    expect(visitor.body.memberPrice).toEqual({ amount: SANGIOVESE.member, currency: "EUR" });
    expect(visitor.body.membersOnly).toBeUndefined();
    // The same answer for a member: the page is public (and cached); only the cart charges the member price.
    expect(member.body).toEqual(visitor.body);

    const page = await call(platform, "GET", `/api/v2/shop-pages/${DISPENSA}?expand=shops.items`);
    const vinSanto = page.body.shops
      .flatMap((shop: { items: Array<{ id: string }> }) => shop.items)
      .find((item: { id: string }) => item.id === VIN_SANTO.id);
    expect(vinSanto).toMatchObject({ membersOnly: true, price: { amount: VIN_SANTO.price } });
    expect(vinSanto.memberPrice).toBeUndefined();
  });

  it("charges a visitor the public price and a member the member price, with the saving", async () => {
    const cartId = newCartId();
    const visitor = await putItems(platform, CANTINA, [[SANGIOVESE.id, 6]], { cartId });
    expect(visitor.status).toBe(200);
    expect(visitor.body.lines[0]).toMatchObject({
      unitPrice: { amount: SANGIOVESE.price },
      lineTotal: { amount: SANGIOVESE.price * 6 },
    });
    expect(visitor.body.lines[0].listUnitPrice).toBeUndefined();
    expect(visitor.body.memberSavings).toBeUndefined();
    expect(visitor.body.subtotal.amount).toBe(SANGIOVESE.price * 6);

    const member = await putItems(platform, CANTINA, [[SANGIOVESE.id, 6]], { token: giuliaToken });
    expect(member.status).toBe(200);
    expect(member.body.lines[0]).toMatchObject({
      unitPrice: { amount: SANGIOVESE.member, currency: "EUR" },
      listUnitPrice: { amount: SANGIOVESE.price, currency: "EUR" },
      lineTotal: { amount: SANGIOVESE.member * 6 },
    });
    expect(member.body.memberSavings).toEqual({
      amount: (SANGIOVESE.price - SANGIOVESE.member) * 6,
      currency: "EUR",
    });
    expect(member.body.subtotal.amount).toBe(SANGIOVESE.member * 6);
  });

  it("ignores prices the client sends: the contract refuses them, and checkout charges the server's", async () => {
    const forged = await call(platform, "PATCH", `/api/v2/shop-pages/${CANTINA}/cart`, {
      cartId: newCartId(),
      body: {
        items: [{ shopItemId: SANGIOVESE.id, quantity: 6, unitPrice: { amount: 1, currency: "EUR" } }],
      },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe("VALIDATION");

    // A visitor who claims the member total is told the price is another one, and nothing is charged.
    const cartId = newCartId();
    await putItems(platform, CANTINA, [[SANGIOVESE.id, 6]], { cartId });
    const claimed = await checkout(
      CANTINA,
      { cartId },
      {
        expectedTotal: { amount: SANGIOVESE.member * 6 + 990, currency: "EUR" },
      },
    );
    expect(claimed.status).toBe(409);
    expect(claimed.body.code).toBe("PRICE_CHANGED");
    const paid = await checkout(CANTINA, { cartId });
    expect(paid.status).toBe(201);
    expect(paid.body.expense.total.amount).toBe(SANGIOVESE.price * 6 + 990);
  });

  it("places a member's order at the member price, line and total", async () => {
    const token = await signIn(platform, marco.email, marco.password);
    await putItems(platform, CANTINA, [[SANGIOVESE.id, 6]], { token });
    // 6 × 10.50 = 63.00 with the Italian courier's 9.90: the total the member saw, and is charged.
    const placed = await checkout(
      CANTINA,
      { token },
      {
        expectedTotal: { amount: SANGIOVESE.member * 6 + 990, currency: "EUR" },
      },
    );
    expect(placed.status).toBe(201);
    expect(placed.body.expense.subtotal.amount).toBe(SANGIOVESE.member * 6);
    const lines = await platform.db
      .select()
      .from(expenseLines)
      .where(eq(expenseLines.expenseId, placed.body.expense.id));
    expect(lines).toEqual([
      expect.objectContaining({
        shopItemId: SANGIOVESE.id,
        unitPrice: SANGIOVESE.member,
        lineTotal: SANGIOVESE.member * 6,
      }),
    ]);
  });

  it("refuses a members-only item to a visitor's cart with MEMBERS_ONLY, leaving the cart as it was", async () => {
    const cartId = newCartId();
    await putItems(platform, DISPENSA, [[items.miele, 1]], { cartId });
    const refused = await putItems(
      platform,
      DISPENSA,
      [
        [items.miele, 1],
        [VIN_SANTO.id, 2],
      ],
      { cartId },
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: "MEMBERS_ONLY",
      fields: { "items.1.shopItemId": "MEMBERS_ONLY" },
    });
    expect(refused.body.message).toEqual(expect.any(String));
    const cart = await cartOf(DISPENSA, { cartId });
    expect(cart.body.lines.map((line: { shopItemId: string }) => line.shopItemId)).toEqual([items.miele]);

    const italian = await call(platform, "PATCH", `/api/v2/shop-pages/${DISPENSA}/cart`, {
      cartId,
      headers: { "Accept-Language": "it" },
      body: { items: [{ shopItemId: VIN_SANTO.id, quantity: 1 }] },
    });
    expect(italian.body.message).toBe("Questo vino è riservato ai soci del club: accedi per acquistarlo");
  });

  it("blocks a visitor's cart whose item became members-only, lets them take it out, and refuses its checkout", async () => {
    const cartId = newCartId();
    await putItems(platform, DISPENSA, [[items.miele, 2]], { cartId });
    await platform.db.update(shopItems).set({ membersOnly: true }).where(eq(shopItems.id, items.miele));
    try {
      const cart = await cartOf(DISPENSA, { cartId });
      expect(cart.body.lines[0]).toMatchObject({ shopItemId: items.miele, membersOnly: true });
      expect(cart.body.problems).toEqual([
        expect.objectContaining({ code: "MEMBERS_ONLY", shopItemId: items.miele }),
      ]);
      expect(cart.body.canCheckout).toBe(false);

      const refused = await checkout(DISPENSA, { cartId });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        code: "MEMBERS_ONLY",
        fields: { [`items.${items.miele}`]: "MEMBERS_ONLY" },
      });

      // Keeping or lowering what the cart holds is allowed; adding more is not.
      expect((await putItems(platform, DISPENSA, [[items.miele, 3]], { cartId })).status).toBe(422);
      expect((await putItems(platform, DISPENSA, [[items.miele, 1]], { cartId })).status).toBe(200);
      const emptied = await putItems(platform, DISPENSA, [[items.miele, 0]], { cartId });
      expect(emptied.status).toBe(200);
      expect(emptied.body.lines).toEqual([]);
    } finally {
      await platform.db.update(shopItems).set({ membersOnly: false }).where(eq(shopItems.id, items.miele));
    }
  });

  it("lets a member put a members-only item in the cart and buy it", async () => {
    const added = await putItems(platform, DISPENSA, [[VIN_SANTO.id, 2]], { token: giuliaToken });
    expect(added.status).toBe(200);
    expect(added.body.problems).toEqual([]);
    expect(added.body.canCheckout).toBe(true);
    const placed = await checkout(DISPENSA, { token: giuliaToken });
    expect(placed.status).toBe(201);
    expect(placed.body.expense.subtotal.amount).toBe(VIN_SANTO.price * 2);
  });

  it("re-prices the visitor's cart merged at sign-in at the member price", async () => {
    const cartId = newCartId();
    const before = await putItems(platform, CANTINA, [[SANGIOVESE.id, 6]], { cartId });
    expect(before.body.lines[0].unitPrice.amount).toBe(SANGIOVESE.price);
    const signedIn = await call(platform, "POST", "/api/v2/auth/signin", {
      cartId,
      body: { email: giulia.email, password: giulia.password },
    });
    expect(signedIn.status).toBe(200);
    const cart = await cartOf(CANTINA, { token: signedIn.body.token });
    const line = cart.body.lines.find((l: { shopItemId: string }) => l.shopItemId === SANGIOVESE.id);
    expect(line).toMatchObject({
      unitPrice: { amount: SANGIOVESE.member },
      listUnitPrice: { amount: SANGIOVESE.price },
    });
  });

  it("prices buy again with the member price", async () => {
    // Giulia's seeded Cantina order: 6 Chianti Classico 2021 at 18.50; give the wine a member price of 17.00.
    await platform.db.update(shopItems).set({ memberPrice: 1700 }).where(eq(shopItems.id, items.chianti2021));
    try {
      const again = await call(platform, "GET", "/api/v2/expenses/exp_demo_giulia_74/buy-again", {
        token: giuliaToken,
      });
      expect(again.status).toBe(200);
      const line = again.body.lines.find((l: { shopItemId: string }) => l.shopItemId === items.chianti2021);
      expect(line).toMatchObject({
        status: "priceChanged",
        orderedUnitPrice: { amount: 1850 },
        currentUnitPrice: { amount: 1700 },
      });
    } finally {
      await platform.db
        .update(shopItems)
        .set({ memberPrice: null })
        .where(eq(shopItems.id, items.chianti2021));
    }
  });
});
