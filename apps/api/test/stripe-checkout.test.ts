import { randomUUID } from "node:crypto";
import { fakeStripe } from "@club/fake-stripe";
import { and, eq, like } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { charges, clubs, expenses, outbox, shopItems, webhookEvents } from "../src/db/schema/index.js";
import { releaseExpiredReservations } from "../src/orders/release-job.js";
import { createPayments } from "../src/payments/payments.js";
import { CATALOG } from "../src/seed/catalog.js";
import { DEMO } from "../src/seed/clubs.js";
import { call, DISPENSA, newCartId, putItems } from "./commerce-helpers.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

const WEBHOOK_SECRET = "whsec_test_checkout";
const { items } = CATALOG;

describe.each(databaseKinds)("checkout with Stripe (3-D Secure, webhooks) on %s", (kind) => {
  const stripeApi = fakeStripe();
  let platform: TestPlatform;
  let now = Date.now();

  beforeAll(async () => {
    const port = await stripeApi.listen();
    const config = { ...loadConfig({ NODE_ENV: "test" }), stripeSecretKey: "sk_test_fake" };
    const payments = createPayments(config, {
      stripe: { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 0 },
    });
    platform = await startTestPlatform(
      kind,
      { payments, clock: () => new Date(now) },
      { stripeWebhookSecret: WEBHOOK_SECRET, releaseIntervalMs: 0 },
    );
    const [estate] = await platform.db.select().from(clubs).where(eq(clubs.id, DEMO.estate.id));
    await platform.db
      .update(clubs)
      .set({
        settings: {
          ...estate!.settings,
          payments: { provider: "stripe", publishableKey: "pk_test_1", accountId: "acct_test_estate" },
        },
      })
      .where(eq(clubs.id, DEMO.estate.id));
    stripeApi.webhooks(`${platform.baseUrl}/webhooks/stripe`, WEBHOOK_SECRET);
  });
  afterAll(async () => {
    await stripeApi.close();
    await platform?.close();
  });

  const checkout = (body: Record<string, unknown>, cartId: string, key: string) =>
    call(platform, "POST", `/api/v2/shop-pages/${DISPENSA}/checkout`, {
      cartId,
      body,
      headers: { "Idempotency-Key": key },
    });
  const pickup = (email: string, paymentMethodId: string) => ({
    shippingMode: "pickup",
    billingMode: "receipt",
    howToPay: "new",
    birthDate: "1980-05-01",
    email,
    paymentMethodId,
  });
  const orderOf = async (email: string) =>
    (await platform.db.select().from(expenses).where(eq(expenses.email, email)))[0]!;
  const mailTo = (to: string) =>
    platform.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.kind, "order_confirmation")));
  const stockOf = async (id: string) =>
    (await platform.db.select({ stock: shopItems.stock }).from(shopItems).where(eq(shopItems.id, id)))[0]!
      .stock;
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  const send = (event: Record<string, unknown>) => {
    const payload = JSON.stringify(event);
    return platform.fetch("/webhooks/stripe", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
    });
  };

  it("config names the club's connected account for Stripe.js", async () => {
    const config = await call(platform, "GET", "/api/v2/config");
    expect(config.body.payments).toEqual({
      provider: "stripe",
      publishableKey: "pk_test_1",
      accountId: "acct_test_estate",
    });
  });

  it("requires_action → 202 with the client secret; the shopper leaves, the webhook pays the order; the retry answers it", async () => {
    const cartId = newCartId();
    await putItems(platform, DISPENSA, [[items.miele, 2]], { cartId });
    const key = randomUUID();
    const body = pickup("stripe-sca@example.com", "pm_card_authenticationRequired");
    const first = await checkout(body, cartId, key);
    expect(first.status).toBe(202);
    const intentId = first.body.action.paymentIntentId as string;
    expect(first.body).toEqual({
      status: "requires_action",
      expensePublicId: expect.any(String),
      action: { type: "stripe", clientSecret: `${intentId}_secret_test`, paymentIntentId: intentId },
    });
    const created = stripeApi.seen.find(
      (r) => r.path === "/v1/payment_intents" && r.form.get("metadata[expenseId]"),
    )!;
    expect(created.headers["stripe-account"]).toBe("acct_test_estate");
    const order = await orderOf("stripe-sca@example.com");
    expect(order).toMatchObject({ status: "pending_payment", paymentRef: intentId });
    expect(created.form.get("metadata[expenseId]")).toBe(order.id);

    // Stripe.js completes 3-D Secure in the browser; the browser closes before retrying: the webhook pays it.
    stripeApi.authenticate(intentId, "completed");
    await until(async () => (await orderOf("stripe-sca@example.com")).status === "paid");
    expect((await orderOf("stripe-sca@example.com")).status).toBe("paid");
    const retried = await checkout(body, cartId, key);
    expect(retried).toMatchObject({ status: 201, body: { status: "paid", expense: { id: order.id } } });
    expect(await mailTo("stripe-sca@example.com")).toHaveLength(1);
  });

  it("a failed authentication: the webhook releases the stock, the retry answers 402 and keeps the cart", async () => {
    const cartId = newCartId();
    await putItems(platform, DISPENSA, [[items.miele, 1]], { cartId });
    const before = await stockOf(items.miele);
    const key = randomUUID();
    const body = pickup("stripe-sca-fail@example.com", "pm_card_authenticationRequired");
    const first = await checkout(body, cartId, key);
    expect(await stockOf(items.miele)).toBe(before - 1);
    stripeApi.authenticate(first.body.action.paymentIntentId, "failed");
    await until(async () => (await orderOf("stripe-sca-fail@example.com")).status === "cancelled");
    expect(await stockOf(items.miele)).toBe(before);
    expect(await checkout(body, cartId, key)).toMatchObject({
      status: 402,
      body: { code: "PAYMENT_FAILED" },
    });
    const cart = await call(platform, "GET", `/api/v2/shop-pages/${DISPENSA}/cart/data`, { cartId });
    expect(cart.body.lines).toEqual([expect.objectContaining({ shopItemId: items.miele, quantity: 1 })]);
  });

  it("the same succeeded event replayed 20× at once: one state change, one email; other event ids change nothing more", async () => {
    const cartId = newCartId();
    await putItems(platform, DISPENSA, [[items.miele, 1]], { cartId });
    const first = await checkout(
      pickup("stripe-replay@example.com", "pm_card_authenticationRequired"),
      cartId,
      randomUUID(),
    );
    const intentId = first.body.action.paymentIntentId as string;
    const order = await orderOf("stripe-replay@example.com");
    const intent = {
      id: intentId,
      object: "payment_intent",
      status: "succeeded",
      amount: order.total,
      payment_method: "pm_card_authenticationRequired",
      metadata: { expenseId: order.id, clubId: DEMO.estate.id },
    };
    const event = {
      id: `evt_replay_${order.id}`,
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: intent },
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(event)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{
      duplicate?: boolean;
      note?: string;
    }>;
    expect(bodies.filter((b: { duplicate?: boolean }) => b.duplicate)).toHaveLength(19);
    expect(bodies.filter((b: { note?: string }) => b.note === "paid")).toHaveLength(1);
    // The same payment told again under other event ids (Stripe resends; the browser reports too): still once.
    await Promise.all(Array.from({ length: 5 }, (_, i) => send({ ...event, id: `${event.id}_${i}` })));
    expect((await orderOf("stripe-replay@example.com")).status).toBe("paid");
    expect(await mailTo("stripe-replay@example.com")).toHaveLength(1);
    // One state change: one charge recorded, one notification to the club.
    expect(await platform.db.select().from(charges).where(eq(charges.expenseId, order.id))).toHaveLength(1);
    const notices = await platform.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "order_notification"), like(outbox.subject, `%${order.number}%`)));
    expect(notices).toHaveLength(1);
    const stored = await platform.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, event.id));
    expect(stored).toHaveLength(1);
  });

  it("a late success for an order already released is refunded; a full refund makes a paid order refunded", async () => {
    const cartId = newCartId();
    await putItems(platform, DISPENSA, [[items.miele, 1]], { cartId });
    const first = await checkout(
      pickup("stripe-late@example.com", "pm_card_authenticationRequired"),
      cartId,
      randomUUID(),
    );
    const intentId = first.body.action.paymentIntentId as string;
    const pending = await orderOf("stripe-late@example.com");
    // The shopper authenticates, but the platform hears nothing (its webhook unreachable) and, as after a crash
    // before the intent's id was recorded, the order does not know its intent.
    stripeApi.webhooks("http://127.0.0.1:9/webhooks/stripe", WEBHOOK_SECRET);
    stripeApi.authenticate(intentId, "completed");
    stripeApi.webhooks(`${platform.baseUrl}/webhooks/stripe`, WEBHOOK_SECRET);
    await platform.db.update(expenses).set({ paymentRef: null }).where(eq(expenses.id, pending.id));
    now += 16 * 60 * 1000;
    expect(await releaseExpiredReservations(platform.db, platform.services)).toMatchObject({ released: 1 });
    const order = await orderOf("stripe-late@example.com");
    expect(order.status).toBe("cancelled");
    const late = await send({
      id: `evt_late_${order.id}`,
      object: "event",
      type: "payment_intent.succeeded",
      data: {
        object: {
          id: intentId,
          object: "payment_intent",
          status: "succeeded",
          payment_method: "pm_card_visa",
          metadata: { expenseId: order.id, clubId: DEMO.estate.id },
        },
      },
    });
    expect(await late.json()).toMatchObject({ handled: true, note: "refunded" });
    expect(
      stripeApi.seen.some((r) => r.path === "/v1/refunds" && r.form.get("payment_intent") === intentId),
    ).toBe(true);
    expect((await orderOf("stripe-late@example.com")).status).toBe("cancelled");

    const paid = await orderOf("stripe-replay@example.com");
    const refunded = await send({
      id: `evt_refund_${paid.id}`,
      object: "event",
      type: "charge.refunded",
      data: {
        object: {
          id: "ch_x",
          object: "charge",
          payment_intent: paid.paymentRef,
          amount: paid.total,
          amount_refunded: paid.total,
          refunded: true,
        },
      },
    });
    expect(await refunded.json()).toMatchObject({ handled: true, note: "refunded" });
    expect((await orderOf("stripe-replay@example.com")).status).toBe("refunded");
  });
});
