import type { Cart } from "@club/api-client";

/**
 * A functional cookie per shop page, "1" while this browser's cart there has lines, and nothing else: the server never
 * has the cart (it is read with the token, which stays in the browser), and with the hint it renders checkout's first
 * step instead of a loading screen. Wrong only when the cart changed elsewhere; the next answer here corrects it.
 */
const PREFIX = "club_cart_";
/** Long enough for a visitor coming back to a kept cart, short enough that a cart gone with time takes it along. */
const MAX_AGE_S = 7 * 24 * 60 * 60;

export const cartHintName = (shopPageId: string) => `${PREFIX}${encodeURIComponent(shopPageId)}`;

/** The cookie that says what `cart` says: set while it has lines, cleared otherwise (null: no answer, shown empty). */
export function cartHintCookie(shopPageId: string, cart: Cart | null, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  // Never fails the read it follows: an answer without lines says the cart has none.
  return cart?.lines?.length
    ? `${cartHintName(shopPageId)}=1; Max-Age=${MAX_AGE_S}; ${attributes}`
    : `${cartHintName(shopPageId)}=; Max-Age=0; ${attributes}`;
}

/** Keeps the hint with the cart's latest answer. Browser only: the server never reads a cart. */
export function rememberCartLines(shopPageId: string, cart: Cart | null): void {
  if (typeof document === "undefined") return;
  document.cookie = cartHintCookie(shopPageId, cart, globalThis.location?.protocol === "https:");
}

/** Whether a Cookie header (the request's, or `document.cookie`) says the shop page's cart has lines. */
export function hasCartLines(cookie: string | null | undefined, shopPageId: string | undefined): boolean {
  if (!cookie || !shopPageId) return false;
  const hint = `${cartHintName(shopPageId)}=1`;
  return cookie.split(";").some((pair) => pair.trim() === hint);
}
