import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { shopItems } from "../src/db/schema/index.js";
import { CATALOG } from "../src/seed/catalog.js";
import { DEMO_MEMBERS } from "../src/seed/members.js";
import { call, signIn } from "./commerce-helpers.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

const { items } = CATALOG;
const { giulia, marco } = DEMO_MEMBERS;
// The demo seed's past orders of Giulia: La Cantina 74 days ago, La Dispensa 9 days ago.
const CANTINA_ORDER = "exp_demo_giulia_74";
const DISPENSA_ORDER = "exp_demo_giulia_9";

describe.each(databaseKinds)("buy again on %s", (kind) => {
  let platform: TestPlatform;
  let giuliaToken: string;
  let marcoToken: string;
  let original: Array<typeof shopItems.$inferSelect>;

  beforeAll(async () => {
    platform = await startTestPlatform(kind);
    giuliaToken = await signIn(platform, giulia.email, giulia.password);
    marcoToken = await signIn(platform, marco.email, marco.password);
    original = await platform.db.select().from(shopItems);
  });
  afterAll(() => platform?.close());

  // Every case starts from the seeded catalog: put back what the previous one changed or deleted.
  beforeEach(async () => {
    for (const row of original) {
      await platform.db.insert(shopItems).values(row).onConflictDoUpdate({ target: shopItems.id, set: row });
    }
  });

  const buyAgain = (expenseId: string, token?: string, lang = "en") =>
    call(platform, "GET", `/api/v2/expenses/${expenseId}/buy-again`, {
      ...(token ? { token } : {}),
      headers: { "Accept-Language": lang },
    });
  const setItem = (id: string, values: Partial<typeof shopItems.$inferInsert>) =>
    platform.db.update(shopItems).set(values).where(eq(shopItems.id, id));

  it("answers the owner's order line by line, all available at the ordered price", async () => {
    const { status, body } = await buyAgain(CANTINA_ORDER, giuliaToken);
    expect(status).toBe(200);
    expect(body.expenseId).toBe(CANTINA_ORDER);
    expect(body.shopPage).toMatchObject({ id: CATALOG.cantina, slug: "cantina" });
    expect(body.lines).toHaveLength(2);
    for (const line of body.lines) {
      expect(line).toMatchObject({ status: "available", orderedQuantity: 6, addQuantity: 6 });
      expect(line.currentUnitPrice).toEqual(line.orderedUnitPrice);
      expect(line.shopId).toEqual(expect.any(String));
      expect(line.reason).toBeUndefined();
    }
    expect(body.lines.map((line: { shopItemId: string }) => line.shopItemId)).toEqual([
      items.chianti2021,
      items.riserva2019,
    ]);
  });

  it("is the owner's only: another member's order and an unknown id are not found, a visitor must sign in", async () => {
    expect((await buyAgain(CANTINA_ORDER, marcoToken)).status).toBe(404);
    expect((await buyAgain(CANTINA_ORDER, marcoToken)).body.code).toBe("NOT_FOUND");
    expect((await buyAgain("exp_missing", giuliaToken)).status).toBe(404);
    expect((await buyAgain(CANTINA_ORDER)).status).toBe(401);
  });

  it("marks a sold-out item unavailable and adds nothing of it", async () => {
    await setItem(items.chianti2021, { stock: 0 });
    const { body } = await buyAgain(CANTINA_ORDER, giuliaToken);
    expect(body.lines[0]).toMatchObject({
      shopItemId: items.chianti2021,
      status: "unavailable",
      reason: "SOLD_OUT",
      addQuantity: 0,
      maxQuantity: 0,
    });
    expect(body.lines[1]).toMatchObject({ status: "available", addQuantity: 6 });
  });

  it("marks an item withdrawn from sale, and one removed from the shop, as not to be added", async () => {
    await setItem(items.riserva2019, { available: false });
    await platform.db.delete(shopItems).where(eq(shopItems.id, items.chianti2021));
    const { body } = await buyAgain(CANTINA_ORDER, giuliaToken, "it");
    expect(body.lines[0]).toMatchObject({
      shopItemId: items.chianti2021,
      status: "unavailable",
      reason: "NOT_SOLD",
      currentUnitPrice: null,
      addQuantity: 0,
    });
    // The order's own title, in the asked language, names a line whose item is gone.
    expect(body.lines[0].title).toMatch(/Chianti/);
    expect(body.lines[1]).toMatchObject({ status: "unavailable", reason: "UNAVAILABLE", addQuantity: 0 });
  });

  it("gives the current price, from the platform, when it changed", async () => {
    const before = await buyAgain(DISPENSA_ORDER, giuliaToken);
    const miele = before.body.lines.find((line: { shopItemId: string }) => line.shopItemId === items.miele);
    await setItem(items.miele, { price: miele.orderedUnitPrice.amount + 150 });
    const { body } = await buyAgain(DISPENSA_ORDER, giuliaToken);
    const after = body.lines.find((line: { shopItemId: string }) => line.shopItemId === items.miele);
    expect(after).toMatchObject({
      status: "priceChanged",
      orderedUnitPrice: miele.orderedUnitPrice,
      currentUnitPrice: { amount: miele.orderedUnitPrice.amount + 150, currency: "EUR" },
      addQuantity: 1,
    });
    expect(after.reason).toBeUndefined();
  });

  it("lowers the quantity to the limit per order, then to the stock, and says which", async () => {
    await setItem(items.riserva2019, { maxPerOrder: 4, stock: 50 });
    await setItem(items.chianti2021, { maxPerOrder: null, stock: 3 });
    const { body } = await buyAgain(CANTINA_ORDER, giuliaToken);
    expect(body.lines[1]).toMatchObject({
      status: "quantityReduced",
      reason: "MAX_PER_ORDER",
      orderedQuantity: 6,
      addQuantity: 4,
      maxQuantity: 4,
    });
    expect(body.lines[0]).toMatchObject({
      status: "quantityReduced",
      reason: "LOW_STOCK",
      addQuantity: 3,
      maxQuantity: 3,
    });
  });
});
