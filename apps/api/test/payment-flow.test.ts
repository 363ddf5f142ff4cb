import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubs, expenses, outbox, sandboxCharges, shopItems } from "../src/db/schema/index.js";
import { releaseExpiredReservations } from "../src/orders/release-job.js";
import { CATALOG } from "../src/seed/catalog.js";
import { DEMO } from "../src/seed/clubs.js";
import {
  CANTINA,
  call,
  cardToken,
  DISPENSA,
  guestShippingOrder,
  newCartId,
  putItems,
  sandboxChallenge,
} from "./commerce-helpers.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

const { items } = CATALOG;
const AUTHENTICATE = "4000002760003184";

describe.each(databaseKinds)("payments with authentication on %s", (kind) => {
  let platform: TestPlatform;
  let now = Date.now();
  beforeAll(async () => {
    platform = await startTestPlatform(kind, { clock: () => new Date(now) }, { releaseIntervalMs: 0 });
  });
  afterAll(() => platform?.close());

  const checkout = (shopPage: string, body: Record<string, unknown>, who: { cartId: string }, key: string) =>
    call(platform, "POST", `/api/v2/shop-pages/${shopPage}/checkout`, {
      ...who,
      body,
      headers: { "Idempotency-Key": key, "Accept-Language": "it" },
    });
  const stockOf = async (id: string) =>
    (await platform.db.select({ stock: shopItems.stock }).from(shopItems).where(eq(shopItems.id, id)))[0]!
      .stock;
  const orderOf = async (email: string) =>
    (await platform.db.select().from(expenses).where(eq(expenses.email, email)))[0]!;
  const mailTo = (to: string) => platform.db.select().from(outbox).where(eq(outbox.to, to));
  const challenge = (url: string, result?: "completed" | "failed") => sandboxChallenge(platform, url, result);
  const order = (email: string, paymentMethodId: string) => guestShippingOrder(email, paymentMethodId);

  it("answers 202 with the challenge; completing it and retrying the same key pays the order once, with its emails", async () => {
    const cartId = newCartId();
    await putItems(platform, CANTINA, [[items.chianti2021, 6]], { cartId });
    const before = await stockOf(items.chianti2021);
    const key = randomUUID();
    const body = order("sca-ok@example.com", await cardToken(platform, AUTHENTICATE));
    const first = await checkout(CANTINA, body, { cartId }, key);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({
      status: "requires_action",
      action: {
        type: "sandbox",
        challengeUrl: expect.stringMatching(/^\/sandbox-pay\/v1\/challenges\/ch_sbx_/),
      },
    });
    const pending = await orderOf("sca-ok@example.com");
    expect(pending).toMatchObject({ status: "pending_payment", publicId: first.body.expensePublicId });
    expect(await stockOf(items.chianti2021)).toBe(before - 6);

    // While the challenge is open, the same attempt answers 202 again, with no second order.
    const again = await checkout(CANTINA, body, { cartId }, key);
    expect(again).toMatchObject({ status: 202, body: { expensePublicId: pending.publicId } });

    const page = await challenge(first.body.action.challengeUrl);
    expect(page.status).toBe(200);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain("Completa l&#39;autenticazione");
    expect(html).toContain("Fai fallire l&#39;autenticazione");
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    const done = await challenge(first.body.action.challengeUrl, "completed");
    expect(await done.text()).toContain('data-result="completed"');

    const paid = await checkout(CANTINA, body, { cartId }, key);
    expect(paid).toMatchObject({
      status: 201,
      body: { status: "paid", expense: { id: pending.id, status: "paid" } },
    });
    expect(await stockOf(items.chianti2021)).toBe(before - 6);
    const cart = await call(platform, "GET", `/api/v2/shop-pages/${CANTINA}/cart/data`, { cartId });
    expect(cart.body.lines).toEqual([]);
    // A replay of the final answer, never a second order or email.
    expect((await checkout(CANTINA, body, { cartId }, key)).body.expense.id).toBe(pending.id);
    const buyer = await mailTo("sca-ok@example.com");
    expect(buyer).toHaveLength(1);
    expect(buyer[0]).toMatchObject({ kind: "order_confirmation" });
    expect(buyer[0]!.subject).toContain(pending.number);
    expect(buyer[0]!.text).toContain("6 × ");
    expect(buyer[0]!.text).toContain(`/it/public/expenses/${pending.publicId}`);
    const club = await platform.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "order_notification"), eq(outbox.link, buyer[0]!.link!)));
    expect(club).toHaveLength(1);
    expect(club[0]!.to).toBe("club@castelvecchio.example");
    // The buyer ordered in Italian; the club reads its own default language (English unless its settings say).
    expect(club[0]!.subject).toMatch(/^New order /);
    expect(club[0]!.html).toContain('<html lang="en">');
  });

  it("the club's notification is in the club's default language from its settings, whatever the buyer's", async () => {
    const [estate] = await platform.db.select().from(clubs).where(eq(clubs.id, DEMO.estate.id));
    await platform.db
      .update(clubs)
      .set({ settings: { ...estate!.settings, defaultLanguage: "it" } })
      .where(eq(clubs.id, DEMO.estate.id));
    try {
      const cartId = newCartId();
      await putItems(platform, DISPENSA, [[items.miele, 1]], { cartId });
      const card = await cardToken(platform);
      const placed = await call(platform, "POST", `/api/v2/shop-pages/${DISPENSA}/checkout`, {
        cartId,
        body: {
          shippingMode: "pickup",
          billingMode: "receipt",
          howToPay: "new",
          birthDate: "1980-05-01",
          email: "english-buyer@example.com",
          paymentMethodId: card,
        },
        headers: { "Idempotency-Key": randomUUID(), "Accept-Language": "en" },
      });
      expect(placed.status).toBe(201);
      const [buyer] = await mailTo("english-buyer@example.com");
      expect(buyer!.subject).toContain("your order");
      const notices = await platform.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, "order_notification"), eq(outbox.link, buyer!.link!)));
      expect(notices).toHaveLength(1);
      expect(notices[0]!.subject).toMatch(/^Nuovo ordine /);
      expect(notices[0]!.text).toContain("1 × Miele di castagno 400 g");
      expect(notices[0]!.html).toContain('<html lang="it">');
      // The storefront's default language is the same setting.
      const config = await call(platform, "GET", "/api/v2/config", {});
      expect(config.body.defaultLanguage).toBe("it");
    } finally {
      await platform.db.update(clubs).set({ settings: estate!.settings }).where(eq(clubs.id, DEMO.estate.id));
    }
  });

  it("a failed authentication releases the reservation: 402, the order cancelled, the cart kept", async () => {
    const cartId = newCartId();
    await putItems(platform, CANTINA, [[items.chianti2021, 6]], { cartId });
    const before = await stockOf(items.chianti2021);
    const key = randomUUID();
    const body = order("sca-fail@example.com", await cardToken(platform, AUTHENTICATE));
    const first = await checkout(CANTINA, body, { cartId }, key);
    expect(first.status).toBe(202);
    await challenge(first.body.action.challengeUrl, "failed");
    const failed = await checkout(CANTINA, body, { cartId }, key);
    expect(failed).toMatchObject({ status: 402, body: { code: "PAYMENT_FAILED" } });
    expect((await orderOf("sca-fail@example.com")).status).toBe("cancelled");
    expect(await stockOf(items.chianti2021)).toBe(before);
    const cart = await call(platform, "GET", `/api/v2/shop-pages/${CANTINA}/cart/data`, { cartId });
    expect(cart.body.lines).toEqual([
      expect.objectContaining({ shopItemId: items.chianti2021, quantity: 6 }),
    ]);
    expect(await mailTo("sca-fail@example.com")).toHaveLength(0);
    // The challenge is over: completing it now changes nothing.
    expect(await (await challenge(first.body.action.challengeUrl, "completed")).text()).not.toContain(
      "data-result",
    );
  });

  it("an abandoned challenge is released once by the job after the reservation time, even by two runs at once", async () => {
    const cartId = newCartId();
    await putItems(platform, DISPENSA, [[items.miele, 3]], { cartId });
    const before = await stockOf(items.miele);
    const first = await checkout(
      DISPENSA,
      {
        shippingMode: "pickup",
        billingMode: "receipt",
        howToPay: "new",
        birthDate: "1980-05-01",
        email: "sca-abandoned@example.com",
        paymentMethodId: await cardToken(platform, AUTHENTICATE),
      },
      { cartId },
      randomUUID(),
    );
    expect(first.status).toBe(202);
    expect(await stockOf(items.miele)).toBe(before - 3);
    // Not yet expired: nothing happens.
    expect(await releaseExpiredReservations(platform.db, platform.services)).toEqual({
      released: 0,
      paid: 0,
    });
    now += 16 * 60 * 1000;
    const runs = await Promise.all([
      releaseExpiredReservations(platform.db, platform.services),
      releaseExpiredReservations(platform.db, platform.services),
    ]);
    expect(runs.reduce((sum, run) => sum + run.released, 0)).toBe(1);
    expect((await orderOf("sca-abandoned@example.com")).status).toBe("cancelled");
    expect(await stockOf(items.miele)).toBe(before);
    // The abandoned challenge can no longer be completed.
    const [charge] = await platform.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, first.body.action.challengeUrl.split("/").pop()));
    expect(charge?.status).toBe("failed");
  });

  it("an order whose payment went through but was never recorded ends paid by the job, not released", async () => {
    const cartId = newCartId();
    await putItems(platform, DISPENSA, [[items.miele, 1]], { cartId });
    const before = await stockOf(items.miele);
    const first = await checkout(
      DISPENSA,
      {
        shippingMode: "pickup",
        billingMode: "receipt",
        howToPay: "new",
        birthDate: "1980-05-01",
        email: "lost-answer@example.com",
        paymentMethodId: await cardToken(platform, AUTHENTICATE),
      },
      { cartId },
      randomUUID(),
    );
    // The shopper completes the challenge; the sandbox's charge is recorded as the processor's webhook would.
    const id = first.body.action.challengeUrl.split("/").pop();
    await platform.db.update(sandboxCharges).set({ status: "succeeded" }).where(eq(sandboxCharges.id, id));
    now += 16 * 60 * 1000;
    expect(await releaseExpiredReservations(platform.db, platform.services)).toEqual({
      released: 0,
      paid: 1,
    });
    expect((await orderOf("lost-answer@example.com")).status).toBe("paid");
    expect(await stockOf(items.miele)).toBe(before - 1);
    expect(await mailTo("lost-answer@example.com")).toHaveLength(1);
  });
});
