import { and, asc, eq, inArray, isNull, lt } from "drizzle-orm";
import { chargeKey } from "../checkout/place-order.js";
import type { Db } from "../db/client.js";
import { clubs, expenses } from "../db/schema/index.js";
import { transaction } from "../db/transaction.js";
import { HttpError } from "../http/errors.js";
import type { ChargeResult, Services } from "../services.js";
import { markPaid, placeOrderEffects, releaseOrder } from "./payment.js";

/** How long a process owns the orders it claimed before another may take them (its processor calls included). */
const LEASE_MS = 2 * 60 * 1000;
const BATCH = 25;

export interface ReleaseReport {
  released: number;
  paid: number;
}

/**
 * Ends the reservations whose payment never completed (abandoned 3-D Secure, a crash between the charge and its
 * commit). Any API process may run it: the expired orders are claimed with FOR UPDATE SKIP LOCKED and leased (their
 * reserved_until pushed forward), so two processes never take the same order; and every move it makes is the same
 * conditional update the checkout and the webhook use, so nothing is released or paid twice. Each order's payment is
 * asked first: a payment that went through makes the order paid; otherwise the stock goes back and it is cancelled.
 */
export async function releaseExpiredReservations(db: Db, services: Services): Promise<ReleaseReport> {
  const now = services.clock();
  const claimed = await transaction(db, async (tx) => {
    const expired = tx
      .select({ id: expenses.id })
      .from(expenses)
      .where(and(eq(expenses.status, "pending_payment"), lt(expenses.reservedUntil, now)))
      .orderBy(asc(expenses.reservedUntil))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    return tx
      .update(expenses)
      .set({ reservedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(expenses.id, expired))
      .returning();
  });
  const report: ReleaseReport = { released: 0, paid: 0 };
  for (const expense of claimed) {
    const [club] = await db.select().from(clubs).where(eq(clubs.id, expense.clubId)).limit(1);
    if (!club) continue;
    const processor = services.payments.forClub(club);
    const ask = () =>
      processor.resume(db, club, { providerRef: expense.paymentRef, idempotencyKey: chargeKey(expense.id) });
    let state: ChargeResult | null;
    try {
      state = await ask();
      if (state?.status === "requires_action") {
        // The shopper walked away from the challenge: it can no longer succeed; a success just before counts.
        await processor.cancel(db, club, state.providerRef);
        state = await ask();
      }
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 402)) {
        services.log.warn(
          { err: error, expenseId: expense.id },
          "reservation kept: the payment's state is unknown",
        );
        continue;
      }
      state = null;
    }
    if (state?.status === "succeeded") {
      const settled = await markPaid(db, services, club, expense.id, {
        provider: processor.provider,
        providerRef: state.providerRef,
        card: state.card,
      });
      if (settled.moved) report.paid += 1;
      continue;
    }
    if (await releaseOrder(db, expense.id)) report.released += 1;
  }
  if (report.paid || report.released) services.log.info(report, "expired reservations settled");
  return report;
}

/** How long a placed order's effects are left to the request that placed it before the job does them. */
const EFFECTS_GRACE_MS = 30 * 1000;

/**
 * Does the effects (cart, points, emails) of placed orders whose step after the payment failed: the payment was
 * recorded and answered, the rest is redone here, once (placeOrderEffects marks them done under the order's lock).
 * Answers how many it completed.
 */
export async function completeDueEffects(db: Db, services: Services): Promise<number> {
  const before = new Date(services.clock().getTime() - EFFECTS_GRACE_MS);
  const due = await db
    .select({ id: expenses.id, clubId: expenses.clubId })
    .from(expenses)
    .where(
      and(
        isNull(expenses.placedEffectsDoneAt),
        inArray(expenses.status, ["paid", "awaiting_pickup_payment"]),
        lt(expenses.createdAt, before),
      ),
    )
    .orderBy(asc(expenses.createdAt))
    .limit(BATCH);
  let completed = 0;
  for (const order of due) {
    const [club] = await db.select().from(clubs).where(eq(clubs.id, order.clubId)).limit(1);
    if (!club) continue;
    try {
      if (await placeOrderEffects(db, services, club, order.id)) completed += 1;
    } catch (error) {
      services.log.warn({ err: error, expenseId: order.id }, "placed order's effects still due");
    }
  }
  if (completed) services.log.info({ completed }, "placed orders' effects completed");
  return completed;
}

/** Runs the release job every `intervalMs` in this process; answers a stop function. */
export function startReleaseJob(db: Db, services: Services, intervalMs: number): () => void {
  if (intervalMs <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await releaseExpiredReservations(db, services);
      await completeDueEffects(db, services);
    } catch (error) {
      services.log.error({ err: error }, "release job failed");
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
