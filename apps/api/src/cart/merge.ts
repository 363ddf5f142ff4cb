import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import { cartLines, carts } from "../db/schema/index.js";
import { violatedUniqueIndex } from "../http/conflicts.js";
import { lockMember } from "../members/lookup.js";
import { findCart } from "./cart.js";

/**
 * Makes the visitor's cart the member's. In a savepoint: when the member's cart on that page was created at the same
 * moment (carts_member), the caller merges into it rather than failing the sign-in.
 */
async function adopt(tx: Executor, cartId: string, memberId: string): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint
        .update(carts)
        .set({ memberId, anonKey: null, updatedAt: new Date() })
        .where(eq(carts.id, cartId));
    });
    return true;
  } catch (error) {
    if (violatedUniqueIndex(error) === "carts_member") return false;
    throw error;
  }
}

/**
 * Moves an anonymous visitor's carts (X-Cart-Id) to the member who just signed in or up, per shop page: the cart
 * becomes the member's when they have none there, else its quantities are added to the member's cart and it is
 * deleted. Runs inside the caller's transaction; a missing cart key does nothing.
 */
export async function mergeAnonymousCart(
  tx: Executor,
  clubId: string,
  memberId: string,
  cartKey: string | undefined | null,
): Promise<void> {
  if (!cartKey) return;
  const anonymous = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.clubId, clubId), eq(carts.anonKey, cartKey), isNull(carts.memberId)))
    .orderBy(asc(carts.id))
    .for("update");
  if (!anonymous.length) return;

  // The visitor's carts, then the member's, then the member (db/lock-order.ts): two sign-ins of the same member at
  // once merge one after the other.
  const owned = await tx
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.clubId, clubId),
        eq(carts.memberId, memberId),
        inArray(
          carts.shopPageId,
          anonymous.map((cart) => cart.shopPageId),
        ),
      ),
    )
    .orderBy(asc(carts.id))
    .for("update");
  await lockMember(tx, memberId);

  for (const cart of anonymous) {
    let target = owned.find((candidate) => candidate.shopPageId === cart.shopPageId);
    if (!target) {
      if (await adopt(tx, cart.id, memberId)) continue;
      // The member's own cart on this page appeared meanwhile (their other tab): merge into it instead.
      target = (await findCart(tx, clubId, cart.shopPageId, { memberId }, true)) ?? undefined;
      if (!target) continue;
    }
    const incoming = await tx.select().from(cartLines).where(eq(cartLines.cartId, cart.id));
    const existing = await tx.select().from(cartLines).where(eq(cartLines.cartId, target.id));
    let nextPosition = existing.reduce((max, line) => Math.max(max, line.position + 1), 0);
    for (const line of incoming) {
      const match = existing.find((candidate) => candidate.shopItemId === line.shopItemId);
      if (match) {
        await tx
          .update(cartLines)
          .set({ quantity: match.quantity + line.quantity })
          .where(and(eq(cartLines.cartId, target.id), eq(cartLines.shopItemId, line.shopItemId)));
      } else {
        await tx.insert(cartLines).values({
          cartId: target.id,
          shopItemId: line.shopItemId,
          quantity: line.quantity,
          position: nextPosition++,
        });
      }
    }
    // The visitor's coupon and choices fill in what the member's cart has not chosen yet.
    await tx
      .update(carts)
      .set({ state: { ...cart.state, ...target.state }, updatedAt: new Date() })
      .where(eq(carts.id, target.id));
    await tx.delete(carts).where(eq(carts.id, cart.id));
  }
}
