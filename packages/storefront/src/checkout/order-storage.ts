import type { Expense } from "@club/api-client";
import { browserStore, type KeyValueStore } from "../session/storage";

const key = (shopPageId: string) => `club.order.${shopPageId}`;

/** The order just placed, kept for the checkout-complete page (which survives a reload). */
export function rememberOrder(
  shopPageId: string,
  expense: Expense,
  store: KeyValueStore = browserStore("session"),
) {
  store.set(key(shopPageId), JSON.stringify(expense));
}

export function lastOrder(
  shopPageId: string,
  store: KeyValueStore = browserStore("session"),
): Expense | null {
  try {
    const text = store.get(key(shopPageId));
    return text ? (JSON.parse(text) as Expense) : null;
  } catch {
    return null;
  }
}
