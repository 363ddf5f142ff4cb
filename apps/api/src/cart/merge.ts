import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import { cartLines, carts } from "../db/schema/index.js";

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

  for (const cart of anonymous) {
    const target = owned.find((candidate) => candidate.shopPageId === cart.shopPageId);
    if (!target) {
      await tx
        .update(carts)
        .set({ memberId, anonKey: null, updatedAt: new Date() })
        .where(eq(carts.id, cart.id));
      continue;
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
