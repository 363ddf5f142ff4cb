/**
 * The one order in which every transaction that touches money takes its row locks. Two transactions that lock rows
 * in the same order queue behind each other; two that lock them in opposite orders deadlock. So a transaction locks
 * only rows further down this list than those it already holds:
 *
 *   1. carts: the shopper's cart (`select … for update`), before anything else; a sign-in merging carts takes the
 *      visitor's carts, then the member's;
 *   2. members: the member's row, when the transaction changes the member (a saved card, the birth date);
 *   3. expenses: the order's row (with the idempotency key of the attempt that writes it);
 *   4. shop_items: the stock of the order's items, in item id order;
 *   5. coupons: the coupon's row;
 *   6. expense_counters, fidelity_balances: the club's order counter, then the member's point balances (in program
 *      id order), last, so the rows every order shares are held for the fewest statements.
 *
 * Who takes which: reserve (checkout/place-order.ts: cart, member, order, stock, coupon, counter), settling a payment
 * (orders/payment.ts recordPayment: the order alone), an order's placed effects (placeOrderEffects: cart, member,
 * order, balances), the release (releaseOrder: order, stock, coupon), the Stripe webhook and the release job (both
 * through those), the cart's PATCH (the cart, then its lines). Each runs through db/transaction.ts, which reruns one
 * PostgreSQL still aborts for a deadlock.
 */
import { eq } from "drizzle-orm";
import type { Executor } from "./client.js";
import { carts, expenses } from "./schema/index.js";

/** Step 1: the cart's row, held until the commit. Answers whether it still exists. */
export async function lockCart(tx: Executor, cartId: string): Promise<boolean> {
  const [row] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for("update");
  return !!row;
}

/** Step 3: the order's row, held until the commit. */
export async function lockOrder(tx: Executor, expenseId: string) {
  const [row] = await tx.select().from(expenses).where(eq(expenses.id, expenseId)).for("update");
  return row ?? null;
}

/** Step 4's order: lines sorted by their item's id, so two orders sharing items take them the same way round. */
export function inItemOrder<T>(lines: T[], itemId: (line: T) => string | null): T[] {
  return [...lines].sort((a, b) => {
    const x = itemId(a) ?? "";
    const y = itemId(b) ?? "";
    return x < y ? -1 : x > y ? 1 : 0;
  });
}
