import { and, eq, inArray } from "drizzle-orm";
import type { Hono } from "hono";
import Stripe from "stripe";
import type { Db } from "../db/client.js";
import type { ClubRow } from "../db/rows.js";
import { charges, clubs, expenses, members, webhookEvents } from "../db/schema/index.js";
import { transaction } from "../db/transaction.js";
import { movesInto } from "../orders/order-states.js";
import { markPaid, releaseOrder } from "../orders/payment.js";
import type { Services } from "../services.js";
import { saveMethod } from "./saved-methods.js";

type Outcome = { handled: boolean; note?: string };

async function clubById(db: Db, clubId: string | undefined): Promise<ClubRow | null> {
  if (!clubId) return null;
  const [club] = await db.select().from(clubs).where(eq(clubs.id, clubId)).limit(1);
  return club && club.settings.payments.provider === "stripe" ? club : null;
}

/** The order a PaymentIntent pays: named by the metadata the platform put on it, checked against the club. */
async function orderOf(db: Db, intent: Stripe.PaymentIntent) {
  const { expenseId, clubId } = intent.metadata ?? {};
  const club = await clubById(db, clubId);
  if (!club || !expenseId) return null;
  const [expense] = await db
    .select()
    .from(expenses)
    .where(and(eq(expenses.id, expenseId), eq(expenses.clubId, club.id)))
    .limit(1);
  return expense ? { club, expense } : null;
}

/**
 * payment_intent.succeeded: the order is paid (the browser may have closed during 3-D Secure, or the checkout's
 * answer was lost). A payment for an order already released comes too late: it is refunded, never kept without one.
 */
async function intentSucceeded(db: Db, services: Services, intent: Stripe.PaymentIntent): Promise<Outcome> {
  const found = await orderOf(db, intent);
  if (!found) return { handled: false, note: "no order" };
  const { club, expense } = found;
  const processor = services.payments.forClub(club);
  const methodId =
    typeof intent.payment_method === "string" ? intent.payment_method : intent.payment_method?.id;
  const card = methodId ? await processor.describe(db, club, methodId).catch(() => null) : null;
  const settled = await markPaid(db, services, club, expense.id, {
    provider: "stripe",
    providerRef: intent.id,
    card,
  });
  if (settled.status === "cancelled" || settled.status === "refunded") {
    await processor.refund(db, club, intent.id);
    services.log.warn(
      { expenseId: expense.id, paymentIntent: intent.id },
      "refunded a payment for a released order",
    );
    return { handled: true, note: "refunded" };
  }
  return { handled: true, note: settled.moved ? "paid" : "already paid" };
}

/** payment_intent.payment_failed: the shopper's authentication failed or the bank refused; the stock goes back. */
async function intentFailed(db: Db, intent: Stripe.PaymentIntent): Promise<Outcome> {
  const found = await orderOf(db, intent);
  if (!found) return { handled: false, note: "no order" };
  // A late failure of an attempt that later succeeded changes nothing: only a pending order is released.
  const released = await releaseOrder(db, found.expense.id);
  return { handled: true, note: released ? "released" : "not pending" };
}

/** charge.refunded: a full refund (from the club's Stripe dashboard) makes the order refunded. */
async function chargeRefunded(db: Db, charge: Stripe.Charge): Promise<Outcome> {
  const intentId =
    typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
  if (!intentId) return { handled: false };
  if (charge.amount_refunded < charge.amount) return { handled: true, note: "partial refund" };
  // The order's row, then its charge's: the lock order of db/lock-order.ts (the order is step 3).
  return transaction(db, async (tx) => {
    const [expense] = await tx
      .update(expenses)
      .set({ status: "refunded" })
      .where(and(eq(expenses.paymentRef, intentId), inArray(expenses.status, movesInto("refunded"))))
      .returning({ id: expenses.id });
    await tx
      .update(charges)
      .set({ status: "refunded" })
      .where(and(eq(charges.provider, "stripe"), eq(charges.providerRef, intentId)));
    return { handled: true, note: expense ? "refunded" : "no paid order" };
  });
}

/** setup_intent.succeeded: a card confirmed by the Payment Element (setup mode) becomes a saved payment method. */
async function setupSucceeded(db: Db, services: Services, intent: Stripe.SetupIntent): Promise<Outcome> {
  const paymentMethod =
    typeof intent.payment_method === "string" ? intent.payment_method : intent.payment_method?.id;
  const { memberId, clubId } = intent.metadata ?? {};
  const club = await clubById(db, clubId);
  if (!paymentMethod || !memberId || !club) return { handled: false };
  const [member] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.clubId, club.id)))
    .limit(1);
  if (!member) return { handled: false };
  const processor = services.payments.forClub(club);
  const card = await processor.describe(db, club, paymentMethod);
  const saved = await saveMethod(db, club, member, processor, { providerRef: paymentMethod, card });
  services.log.info({ memberId, paymentMethodId: saved.id }, "saved a Stripe card from a setup intent");
  return { handled: true };
}

/**
 * Stripe's webhook (POST /webhooks/stripe, signed with STRIPE_WEBHOOK_SECRET; the signature proves Stripe sent it).
 * Each event id is processed once (webhook_events); every state change it makes is also conditional on the order's
 * state, so replays, duplicates and events arriving out of order or late cannot pay, release or email twice.
 */
export function stripeWebhookRoutes(
  db: Db,
  services: Services,
  secret = services.config.stripeWebhookSecret,
) {
  return (app: Hono) => {
    if (!secret) return;
    app.post("/webhooks/stripe", async (c) => {
      const payload = await c.req.text();
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(payload, c.req.header("stripe-signature") ?? "", secret);
      } catch {
        return c.json({ code: "INVALID_SIGNATURE", message: "The webhook signature does not match" }, 400);
      }
      const [claimed] = await db
        .insert(webhookEvents)
        .values({ provider: "stripe", eventId: event.id, type: event.type, receivedAt: services.clock() })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.eventId });
      if (!claimed) return c.json({ received: true, handled: false, duplicate: true });
      try {
        let outcome: Outcome;
        switch (event.type) {
          case "payment_intent.succeeded":
            outcome = await intentSucceeded(db, services, event.data.object);
            break;
          case "payment_intent.payment_failed":
            outcome = await intentFailed(db, event.data.object);
            break;
          case "charge.refunded":
            outcome = await chargeRefunded(db, event.data.object);
            break;
          case "setup_intent.succeeded":
            outcome = await setupSucceeded(db, services, event.data.object);
            break;
          default:
            outcome = { handled: false };
        }
        return c.json({ received: true, ...outcome });
      } catch (error) {
        // Not processed: let the event go and answer 500, so Stripe's retry processes it.
        await db
          .delete(webhookEvents)
          .where(and(eq(webhookEvents.provider, "stripe"), eq(webhookEvents.eventId, event.id)));
        services.log.error(
          { err: error, eventId: event.id, type: event.type },
          "webhook event not processed",
        );
        return c.json({ received: false }, 500);
      }
    });
  };
}
