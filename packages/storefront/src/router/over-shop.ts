import type { Location } from "react-router";

/**
 * The history state of an entry opened from a grid of products: the product opens as a dialog over its shop, and
 * the router keeps the grid's scroll where it was when such an entry is opened or left.
 */
export const OVER_SHOP = { overShop: true } as const;

/** Whether this entry was opened from a grid of products (it keeps that through back and forward). */
export const openedOverShop = (location: Pick<Location, "state">) =>
  (location.state as { overShop?: unknown } | null)?.overShop === true;
