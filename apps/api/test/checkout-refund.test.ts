import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expenses, shopItems } from "../src/db/schema/index.js";
import { CATALOG } from "../src/seed/catalog.js";
import type { ChargeInput, PaymentProcessor } from "../src/services.js";
import { call, DISPENSA, newCartId, putItems } from "./commerce-helpers.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

const card = { brand: "visa", last4: "1881", expMonth: 12, expYear: 2031, cardName: null };

/**
 * A processor whose charges succeed and are recorded outside the database, like a real one. With `breakAfterCharge`
 * it leaves the order's transaction broken right after charging, as a failure between the charge and the commit would.
 */
function recordingProcessor() {
  const state = { charged: [] as ChargeInput[], refunded: [] as string[], breakAfterCharge: false };
  const processor: PaymentProcessor = {
    provider: "sandbox",
    describe: async () => card,
    async charge(db, _club, input) {
      state.charged.push(input);
      const providerRef = `ch_fake_${state.charged.length}`;
      if (state.breakAfterCharge) await db.execute(sql`select 1 / 0`).catch(() => undefined);
      return { providerRef, card };
    },
    async refund(_db, _club, providerRef) {
      state.refunded.push(providerRef);
    },
    attach: async (_db, _club, _member, ref) => ({ providerRef: ref, card }),
    createSetupIntent: async () => ({ id: "seti_fake", clientSecret: "seti_fake_secret" }),
    detach: async () => undefined,
  };
  return { state, processor };
}

describe.each(databaseKinds)("checkout against a recording processor on %s", (kind) => {
  let platform: TestPlatform;
  const { state, processor } = recordingProcessor();
  beforeAll(async () => {
    platform = await startTestPlatform(kind, { payments: { forClub: () => processor } });
  });
  afterAll(() => platform?.close());

  const order = {
    shippingMode: "pickup",
    billingMode: "receipt",
    howToPay: "new",
    email: "fake@example.com",
    paymentMethodId: "pm_fake_card",
  };
  const checkout = (cartId: string, key: string) =>
    call(platform, "POST", `/api/v2/shop-pages/${DISPENSA}/checkout`, {
      cartId,
      body: order,
      headers: { "Idempotency-Key": key },
    });
  const stock = async () =>
    (
      await platform.db
        .select({ stock: shopItems.stock })
        .from(shopItems)
        .where(eq(shopItems.id, CATALOG.items.olio750))
    )[0]!.stock;

  it("charges the server's total once, under a key of the order", async () => {
    const cartId = newCartId();
    await putItems(platform, DISPENSA, [[CATALOG.items.olio750, 2]], { cartId });
    const placed = await checkout(cartId, "fake-order-0001");
    expect(placed.status).toBe(201);
    expect(state.charged).toHaveLength(1);
    expect(state.charged[0]).toMatchObject({
      amount: 4400,
      currency: "EUR",
      paymentMethodRef: "pm_fake_card",
    });
    expect(state.charged[0]!.idempotencyKey).toContain(placed.body.expense.id);
    expect(placed.body.expense.payment).toEqual({ method: "card", brand: "visa", last4: "1881" });
  });

  it("refunds a charge whose order could not be committed, and keeps cart and stock", async () => {
    const cartId = newCartId();
    await putItems(platform, DISPENSA, [[CATALOG.items.olio750, 1]], { cartId });
    const before = await stock();
    const [{ n: orders }] = (await platform.db.select({ n: count() }).from(expenses)) as [{ n: number }];
    state.breakAfterCharge = true;
    const failed = await checkout(cartId, "fake-order-0002");
    state.breakAfterCharge = false;
    expect(failed.status).toBe(500);
    expect(state.refunded).toEqual([`ch_fake_${state.charged.length}`]);
    expect(await stock()).toBe(before);
    const [{ n: after }] = (await platform.db.select({ n: count() }).from(expenses)) as [{ n: number }];
    expect(after).toBe(orders);
    const cart = await call(platform, "GET", `/api/v2/shop-pages/${DISPENSA}/cart/data`, { cartId });
    expect(cart.body.lines).toEqual([
      expect.objectContaining({ shopItemId: CATALOG.items.olio750, quantity: 1 }),
    ]);

    // The failure let the key go: the same attempt, retried, goes through.
    const retried = await checkout(cartId, "fake-order-0002");
    expect(retried.status).toBe(201);
    expect(await stock()).toBe(before - 1);
  });
});
