import { randomUUID } from "node:crypto";
import { and, count, eq, gte, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cartLines,
  carts as cartsTable,
  charges,
  coupons,
  expenseLines,
  expenses,
  outbox,
  sandboxCards,
  sandboxCharges,
  shopItems,
} from "../src/db/schema/index.js";
import { CATALOG } from "../src/seed/catalog.js";
import { DEMO } from "../src/seed/clubs.js";
import { CANTINA, call, guestShippingOrder } from "./commerce-helpers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

const CHECKOUTS = 40;
const ROUNDS = Number(process.env.CONCURRENCY_ROUNDS ?? 20);
const SHARED = [CATALOG.items.chianti2021, CATALOG.items.sangiovese2022];
const STOCK = 100_000;
const COUPON = "SPEDIZIONEGRATIS";
// One checkout in eight is declined: its release gives the stock and the coupon's use back while others take them.
const declines = (i: number) => i % 8 === 7;

/**
 * Checkouts sharing a coupon and items, each raced by edits of its own cart: the locks these transactions take
 * must never deadlock into a 5xx, and whatever the processor charged must end up a paid order.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("checkouts racing on PostgreSQL", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    // Answers are checked against the contract by the other tests: here it would only slow the race down.
    platform = await startTestPlatform("postgres", {}, { validateResponses: false });
    await platform.db.update(shopItems).set({ stock: STOCK }).where(inArray(shopItems.id, SHARED));
  });
  afterAll(() => platform?.close());
  const couponUses = async () =>
    (await platform.db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.code, COUPON)))[0]!
      .used;

  const lines = [
    { shopItemId: SHARED[0]!, quantity: 3 },
    { shopItemId: SHARED[1]!, quantity: 3 },
  ];
  const patch = (cartId: string, body: Record<string, unknown>) =>
    call(platform, "PATCH", `/api/v2/shop-pages/${CANTINA}/cart`, { cartId, body });

  it(`${CHECKOUTS} checkouts against their carts' edits, ${ROUNDS} rounds: no 5xx, every charge a paid order`, async () => {
    const started = new Date(Date.now() - 1000);
    const usesBefore = await couponUses();
    const statuses = new Map<string, number>();
    const tally = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
    const paidIds: string[] = [];
    const clock = performance.now();
    for (let round = 0; round < ROUNDS; round++) {
      // Carts and cards are written directly: the race under test is the checkout against the cart's edits.
      const carts = Array.from({ length: CHECKOUTS }, () => randomUUID());
      const cartRows = carts.map((anonKey, i) => ({
        id: `cart_race_${round}_${i}`,
        clubId: DEMO.estate.id,
        shopPageId: CANTINA,
        anonKey,
        state: { couponCode: COUPON },
      }));
      await platform.db.insert(cartsTable).values(cartRows);
      await platform.db
        .insert(cartLines)
        .values(
          cartRows.flatMap((cart) => lines.map((line, position) => ({ cartId: cart.id, ...line, position }))),
        );
      const cards = carts.map((_, i) => `pm_sbx_race_${round}_${i}`);
      await platform.db.insert(sandboxCards).values(
        cards.map((id, i) => ({
          id,
          clubId: DEMO.estate.id,
          brand: "visa",
          last4: declines(i) ? "0002" : "4242",
          expMonth: 12,
          expYear: new Date().getUTCFullYear() + 3,
          outcome: declines(i) ? ("decline" as const) : ("succeed" as const),
        })),
      );
      const answers = await Promise.all(
        carts.flatMap((cartId, i) => [
          call(platform, "POST", `/api/v2/shop-pages/${CANTINA}/checkout`, {
            cartId,
            headers: { "Idempotency-Key": randomUUID() },
            body: {
              ...guestShippingOrder(`race-${round}-${i}@example.com`, cards[i]!),
              couponCode: COUPON,
            },
          }).then((answer) => ({ ...answer, checkout: true })),
          // The same lines again, the notes changed: the cart row and its lines rewritten during the checkout.
          patch(cartId, { items: lines, notes: `round ${round}` }).then((a) => ({ ...a, checkout: false })),
          patch(cartId, { couponCode: COUPON }).then((a) => ({ ...a, checkout: false })),
        ]),
      );
      for (const answer of answers) {
        tally(`${answer.checkout ? "checkout" : "patch"} ${answer.status}`);
        if (answer.checkout && answer.status === 201) paidIds.push(answer.body.expense.id);
      }
    }
    const elapsed = performance.now() - clock;
    console.info(
      `[figures] ${CHECKOUTS} checkouts x ${ROUNDS} rounds on postgres: ${(elapsed / 1000).toFixed(1)} s, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );

    const orders = await platform.db.select().from(expenses).where(like(expenses.email, "race-%"));
    const byId = new Map(orders.map((order) => [order.id, order]));
    const chargeRows = await platform.db
      .select({ expenseId: charges.expenseId, n: count() })
      .from(charges)
      .where(inArray(charges.expenseId, [...byId.keys()]))
      .groupBy(charges.expenseId);
    const chargesOf = new Map(chargeRows.map((row) => [row.expenseId, row.n]));
    const mails = await platform.db
      .select({ to: outbox.to, n: count() })
      .from(outbox)
      .where(and(like(outbox.to, "race-%"), eq(outbox.kind, "order_confirmation")))
      .groupBy(outbox.to);
    const processed = await platform.db
      .select()
      .from(sandboxCharges)
      .where(and(eq(sandboxCharges.status, "succeeded"), gte(sandboxCharges.createdAt, started)));
    const paidOrders = orders.filter((order) => order.status === "paid");
    const taken = await platform.db
      .select({ item: expenseLines.shopItemId, quantity: sql<number>`sum(${expenseLines.quantity})::int` })
      .from(expenseLines)
      .where(
        inArray(
          expenseLines.expenseId,
          paidOrders.map((order) => order.id),
        ),
      )
      .groupBy(expenseLines.shopItemId);
    const stock = await platform.db
      .select({ id: shopItems.id, stock: shopItems.stock })
      .from(shopItems)
      .where(inArray(shopItems.id, SHARED));
    const withCoupon = paidOrders.filter((order) => order.couponCode === COUPON).length;

    const found = {
      "5xx answers": [...statuses].filter(([key]) => / 5\d\d$/.test(key)).reduce((n, [, k]) => n + k, 0),
      "checkouts answered 201": paidIds.length,
      // Every 2xx has its order paid, with exactly one charge and one confirmation.
      "201 without a paid order": paidIds.filter((id) => byId.get(id)?.status !== "paid").length,
      "201 without exactly one charge": paidIds.filter((id) => chargesOf.get(id) !== 1).length,
      "paid orders without exactly one confirmation": paidOrders.filter(
        (order) => mails.find((mail) => mail.to === order.email)?.n !== 1,
      ).length,
      // Every charge the processor made belongs to a paid order with its charge row.
      "processor charges without a paid order": processed.filter((charge) => {
        const order = byId.get(charge.idempotencyKey.replace(/^order_/, ""));
        return order?.status !== "paid" || chargesOf.get(order.id) !== 1;
      }).length,
      "orders left pending": orders.filter((order) => order.status === "pending_payment").length,
      // What the paid orders took, nothing more: the declined ones gave their stock and coupon use back.
      "stock drift": stock.map(
        (item) => STOCK - item.stock - (taken.find((row) => row.item === item.id)?.quantity ?? 0),
      ),
      "coupon uses drift": (await couponUses()) - usesBefore - withCoupon,
    };
    console.info(`[figures] found ${JSON.stringify(found)}`);
    expect(found).toEqual({
      "5xx answers": 0,
      "checkouts answered 201": ROUNDS * CHECKOUTS * (7 / 8),
      "201 without a paid order": 0,
      "201 without exactly one charge": 0,
      "paid orders without exactly one confirmation": 0,
      "processor charges without a paid order": 0,
      "orders left pending": 0,
      "stock drift": [0, 0],
      "coupon uses drift": 0,
    });
    expect(withCoupon).toBe(paidOrders.length);
  }, 300_000);
});
