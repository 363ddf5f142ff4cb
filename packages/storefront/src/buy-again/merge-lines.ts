import type { BuyAgainLine, CartItemInput, CartLine } from "@club/api-client";

/** What "Buy again" did to one line of the order, for the summary shown afterwards. */
export interface BuyAgainOutcome {
  line: BuyAgainLine;
  /** Units put in the cart now (0 for an unavailable line, or when the cart already held the most it may). */
  added: number;
}

export interface BuyAgainPlan {
  /** The cart's final list of lines: what it held, with the order's lines added within each item's limit. */
  items: CartItemInput[];
  outcomes: BuyAgainOutcome[];
}

/**
 * Merges an order's lines, as the platform says they can be bought now, into the cart: quantities add up, each item
 * kept within the most the cart may hold of it (stock and limit per order, from the platform, never guessed here).
 */
export function planBuyAgain(
  cart: readonly Pick<CartLine, "shopItemId" | "quantity">[],
  lines: BuyAgainLine[],
) {
  const quantities = new Map(cart.map((line) => [line.shopItemId, line.quantity]));
  const outcomes: BuyAgainOutcome[] = [];
  for (const line of lines) {
    const id = line.shopItemId;
    if (!id || line.status === "unavailable" || line.addQuantity <= 0) {
      outcomes.push({ line, added: 0 });
      continue;
    }
    const held = quantities.get(id) ?? 0;
    const next = Math.max(held, Math.min(held + line.addQuantity, line.maxQuantity));
    quantities.set(id, next);
    outcomes.push({ line, added: next - held });
  }
  const items = [...quantities].map(([shopItemId, quantity]) => ({ shopItemId, quantity }));
  return { items, outcomes } satisfies BuyAgainPlan;
}

/** The summary's groups: added as ordered, added at a new price, added in part, not added. */
export function summarise(outcomes: BuyAgainOutcome[]) {
  const priceChanged = (line: BuyAgainLine) =>
    line.currentUnitPrice !== null && line.currentUnitPrice.amount !== line.orderedUnitPrice.amount;
  return {
    added: outcomes.filter(
      ({ line, added }) => added > 0 && added === line.orderedQuantity && !priceChanged(line),
    ),
    repriced: outcomes.filter(({ line, added }) => added > 0 && priceChanged(line)),
    reduced: outcomes.filter(({ line, added }) => added > 0 && added < line.orderedQuantity),
    missing: outcomes.filter(({ added }) => added === 0),
  };
}
