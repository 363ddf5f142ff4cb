import { and, eq, inArray, sql } from "drizzle-orm";
import { awardPoints, pointsFor } from "../checkout/points.js";
import { clubLanguage } from "../club/language.js";
import { storefrontUrlOf } from "../club/storefront-url.js";
import type { Db, Executor } from "../db/client.js";
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
import { bundleById, type ExpenseRow } from "../expenses/view.js";
import { newId } from "../ids.js";
import { renderNewOrderNotification, renderOrderConfirmation } from "../mail/order-emails.js";
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

/**
 * What an order does once it is placed for good (paid, or to be paid at pickup): the member's points, the ordered
 * lines leave the cart, the emails. Runs in the transaction that made the move, so it happens exactly once.
 */
export async function completePlacedOrder(
  tx: Executor,
  services: Services,
  club: ClubRow,
  expense: ExpenseRow,
) {
  if (expense.memberId) {
    const awards = await pointsFor(tx, club.id, expense.total, expense.currency, expense.createdAt);
    await awardPoints(tx, expense.memberId, expense.id, awards, services.clock());
  }
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
  await sendOrderEmails(tx, services, club, expense.id);
}

export interface Settled {
  /** Whether this call made the move (another one may have made it first). */
  moved: boolean;
  status: ExpenseRow["status"];
  savedPaymentMethod: SavedPaymentMethod | null;
}

/**
 * pending_payment → paid, once, whoever reports the payment first (the checkout, a retry, the webhook, the release
 * job): the charge is recorded, the card saved if asked, points, cart and emails.
 */
export async function markPaid(
  db: Db,
  services: Services,
  club: ClubRow,
  expenseId: string,
  payment: { provider: string; providerRef: string; card: CardFacts | null },
): Promise<Settled> {
  return db.transaction(async (tx) => {
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
      return { moved: false, status: now?.status ?? "cancelled", savedPaymentMethod: null };
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
    let savedPaymentMethod: SavedPaymentMethod | null = null;
    if (expense.checkout?.saveCard && expense.memberId && expense.paymentMethodRef && payment.card) {
      const [member] = await tx.select().from(members).where(eq(members.id, expense.memberId));
      if (member) {
        const processor = services.payments.forClub(club);
        const row = await saveMethod(tx, club, member, processor, {
          providerRef: expense.paymentMethodRef,
          card: { ...payment.card, cardName: expense.checkout.cardName ?? payment.card.cardName ?? null },
        });
        savedPaymentMethod = publicPaymentMethod(row);
      }
    }
    await completePlacedOrder(tx, services, club, expense);
    return { moved: true, status: expense.status, savedPaymentMethod };
  });
}

/**
 * pending_payment → cancelled, once: the reserved stock and the coupon's use go back; the cart was never emptied.
 * Answers whether this call released it.
 */
export async function releaseOrder(db: Db, expenseId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
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
    for (const line of lines)
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
