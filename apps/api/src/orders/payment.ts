import { and, eq, inArray, sql } from "drizzle-orm";
import { awardPoints, pointsFor } from "../checkout/points.js";
import { clubLanguage } from "../club/language.js";
import { storefrontUrlOf } from "../club/storefront-url.js";
import type { Db, Executor } from "../db/client.js";
import { inItemOrder, lockCart, lockOrder } from "../db/lock-order.js";
import type { ClubRow } from "../db/rows.js";
import {
  cartLines,
  carts,
  charges,
  coupons,
  expenseLines,
  expenses,
  members,
  shopItems,
  shopPages,
} from "../db/schema/index.js";
import { transaction } from "../db/transaction.js";
import { bundleById, type ExpenseRow } from "../expenses/view.js";
import { newId } from "../ids.js";
import { renderNewOrderNotification, renderOrderConfirmation } from "../mail/order-emails.js";
import { lockMember } from "../members/lookup.js";
import { publicPaymentMethod, saveMethod } from "../payments/saved-methods.js";
import type { CardFacts, Services } from "../services.js";
import { movesInto } from "./order-states.js";

export type SavedPaymentMethod = ReturnType<typeof publicPaymentMethod>;

/** The buyer's confirmation and the club's notification, written to the outbox in the caller's transaction. */
export async function sendOrderEmails(tx: Executor, services: Services, club: ClubRow, expenseId: string) {
  const bundle = await bundleById(tx, expenseId);
  if (!bundle) return;
  const { expense } = bundle;
  const [page] = await tx
    .select({ settings: shopPages.settings })
    .from(shopPages)
    .where(eq(shopPages.id, expense.shopPageId));
  const lang = expense.lang;
  const context = {
    club,
    bundle,
    link: `${storefrontUrlOf(club, services.config)}/${lang}/public/expenses/${expense.publicId}`,
    pickupAddress: page?.settings.shipping.pickupAddress ?? null,
  };
  const buyer = renderOrderConfirmation(context, lang);
  await services.mailer.send(tx, {
    clubId: club.id,
    to: expense.email,
    kind: "order_confirmation",
    link: context.link,
    ...buyer,
  });
  if (club.company.email) {
    // The club's staff read the club's own language (its settings), whatever language the buyer ordered in.
    const notice = renderNewOrderNotification(context, clubLanguage(club));
    await services.mailer.send(tx, {
      clubId: club.id,
      to: club.company.email,
      kind: "order_notification",
      link: context.link,
      ...notice,
    });
  }
}

/** The states of an order placed for good, whose effects are due once. */
const PLACED: ExpenseRow["status"][] = ["paid", "awaiting_pickup_payment"];

/**
 * What an order does once it is placed for good (paid, or to be paid at pickup): the member's points, the ordered
 * lines leave the cart, the emails, and the order marks them done, so they happen exactly once. The caller's
 * transaction holds the cart's and the order's rows (lock-order.ts); the balances are locked here, last.
 */
export async function applyPlacedEffects(
  tx: Executor,
  services: Services,
  club: ClubRow,
  expense: ExpenseRow,
) {
  const cartId = expense.checkout?.cartId;
  if (cartId) {
    const lines = await tx
      .select({ shopItemId: expenseLines.shopItemId })
      .from(expenseLines)
      .where(eq(expenseLines.expenseId, expense.id));
    const ordered = lines.flatMap((line) => (line.shopItemId ? [line.shopItemId] : []));
    if (ordered.length)
      await tx
        .delete(cartLines)
        .where(and(eq(cartLines.cartId, cartId), inArray(cartLines.shopItemId, ordered)));
    // The one-order choices go with the order; the visitor's addresses stay for next time.
    const [cart] = await tx.select({ state: carts.state }).from(carts).where(eq(carts.id, cartId));
    if (cart) {
      const { couponCode: _coupon, notes: _notes, ...kept } = cart.state;
      await tx.update(carts).set({ state: kept, updatedAt: services.clock() }).where(eq(carts.id, cartId));
    }
  }
  if (expense.memberId) {
    const awards = await pointsFor(tx, club.id, expense.total, expense.currency, expense.createdAt);
    await awardPoints(tx, expense.memberId, expense.id, awards, services.clock());
  }
  await sendOrderEmails(tx, services, club, expense.id);
  await tx.update(expenses).set({ placedEffectsDoneAt: services.clock() }).where(eq(expenses.id, expense.id));
}

export interface PlacedEffects {
  savedPaymentMethod: SavedPaymentMethod | null;
}

/**
 * Runs a placed order's effects in their own transaction, once: after the payment's outcome is recorded, and again
 * by the release job for an order whose effects failed. The card the buyer asked to keep is saved here too (`card`:
 * what the processor answered, else asked again). Answers null when they were done already (or the order is not
 * placed); throws when they failed, leaving them due.
 */
export async function placeOrderEffects(
  db: Db,
  services: Services,
  club: ClubRow,
  expenseId: string,
  card: CardFacts | null = null,
): Promise<PlacedEffects | null> {
  const [due] = await db.select().from(expenses).where(eq(expenses.id, expenseId));
  if (!due || due.placedEffectsDoneAt || !PLACED.includes(due.status)) return null;
  const processor = services.payments.forClub(club);
  const keepCard = due.checkout?.saveCard && due.memberId && due.paymentMethodRef ? due.memberId : null;
  // Asked before the transaction: no lock is held while the processor answers.
  const facts = keepCard ? (card ?? (await processor.describe(db, club, due.paymentMethodRef!))) : null;
  return transaction(
    db,
    async (tx) => {
      if (due.checkout?.cartId) await lockCart(tx, due.checkout.cartId);
      if (keepCard) await lockMember(tx, keepCard);
      const expense = await lockOrder(tx, expenseId);
      if (!expense || expense.placedEffectsDoneAt || !PLACED.includes(expense.status)) return null;
      let savedPaymentMethod: SavedPaymentMethod | null = null;
      const [member] = keepCard ? await tx.select().from(members).where(eq(members.id, keepCard)) : [];
      if (member && facts) {
        const row = await saveMethod(tx, club, member, processor, {
          providerRef: expense.paymentMethodRef!,
          card: { ...facts, cardName: expense.checkout?.cardName ?? facts.cardName ?? null },
        });
        savedPaymentMethod = publicPaymentMethod(row);
      }
      await applyPlacedEffects(tx, services, club, expense);
      return { savedPaymentMethod };
    },
    { onRetry: (error) => services.log.info({ err: error, expenseId }, "placed effects retried") },
  );
}

export interface Settled {
  /** Whether this call made the move (another one may have made it first). */
  moved: boolean;
  status: ExpenseRow["status"];
  savedPaymentMethod: SavedPaymentMethod | null;
}

/**
 * pending_payment → paid, once, whoever reports the payment first (the checkout, a retry, the webhook, the release
 * job). The payment's outcome (the order paid, its charge row) is recorded first, in a transaction of its own that
 * locks the order's row alone; then the order's effects (card, points, cart, emails) run in the next one. Those may
 * fail and are redone by the release job: the payment stays recorded and the caller answers it whatever they did.
 */
export async function markPaid(
  db: Db,
  services: Services,
  club: ClubRow,
  expenseId: string,
  payment: { provider: string; providerRef: string; card: CardFacts | null },
): Promise<Settled> {
  const outcome = await recordPayment(db, services, club, expenseId, payment);
  if (!outcome.moved) return { ...outcome, savedPaymentMethod: null };
  let effects: PlacedEffects | null = null;
  try {
    effects = await placeOrderEffects(db, services, club, expenseId, payment.card);
  } catch (error) {
    services.log.warn({ err: error, expenseId }, "order paid; its effects are left for the release job");
  }
  return { ...outcome, savedPaymentMethod: effects?.savedPaymentMethod ?? null };
}

/** The payment's outcome alone: the order paid (if it still may be) and its one charge row. */
async function recordPayment(
  db: Db,
  services: Services,
  club: ClubRow,
  expenseId: string,
  payment: { provider: string; providerRef: string; card: CardFacts | null },
): Promise<{ moved: boolean; status: ExpenseRow["status"] }> {
  return transaction(db, async (tx) => {
    const [expense] = await tx
      .update(expenses)
      .set({
        status: "paid",
        reservedUntil: null,
        paymentRef: payment.providerRef,
        payment: payment.card
          ? { method: "card", brand: payment.card.brand, last4: payment.card.last4 }
          : { method: "card" },
      })
      .where(and(eq(expenses.id, expenseId), inArray(expenses.status, movesInto("paid"))))
      .returning();
    if (!expense) {
      const [now] = await tx
        .select({ status: expenses.status })
        .from(expenses)
        .where(eq(expenses.id, expenseId));
      return { moved: false, status: now?.status ?? "cancelled" };
    }
    await tx.insert(charges).values({
      id: newId("chg"),
      clubId: club.id,
      expenseId,
      provider: payment.provider,
      providerRef: payment.providerRef,
      amount: expense.total,
      currency: expense.currency,
      status: "succeeded",
      createdAt: services.clock(),
    });
    return { moved: true, status: expense.status };
  });
}

/**
 * pending_payment → cancelled, once: the reserved stock and the coupon's use go back; the cart was never emptied.
 * Locks the order, then its items in id order, then the coupon: the order reserve takes them in. Answers whether
 * this call released it.
 */
export async function releaseOrder(db: Db, expenseId: string): Promise<boolean> {
  return transaction(db, async (tx) => {
    const [expense] = await tx
      .update(expenses)
      .set({ status: "cancelled", reservedUntil: null })
      .where(and(eq(expenses.id, expenseId), eq(expenses.status, "pending_payment")))
      .returning();
    if (!expense) return false;
    const lines = await tx
      .select({ shopItemId: expenseLines.shopItemId, quantity: expenseLines.quantity })
      .from(expenseLines)
      .where(eq(expenseLines.expenseId, expenseId));
    for (const line of inItemOrder(lines, (l) => l.shopItemId))
      if (line.shopItemId)
        await tx
          .update(shopItems)
          .set({ stock: sql`${shopItems.stock} + ${line.quantity}` })
          .where(eq(shopItems.id, line.shopItemId));
    if (expense.couponCode)
      await tx
        .update(coupons)
        .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
        .where(and(eq(coupons.clubId, expense.clubId), eq(coupons.code, expense.couponCode)));
    return true;
  });
}
