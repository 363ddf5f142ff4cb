import type { Config, Money, ShopItem } from "@club/api-client";
import { showSignUp } from "../account/sign-up-offered";

/** The product's own address, for a returnUrl that brings the shopper back to it after joining or logging in. */
export function productPath(
  language: string,
  shopPageId: string,
  item: Pick<ShopItem, "id" | "shopId">,
): string {
  return `/${language}/shop-pages/${shopPageId}/shops/${item.shopId}/products/${item.id}`;
}

/**
 * Where a visitor goes to become a member: sign-up on a club open to all, else (a club by invitation, or its
 * configuration unknown) the login; both with a returnUrl back to `returnTo`.
 */
export function joinPath(config: Config | null, returnTo: string): string {
  const query = `?returnUrl=${encodeURIComponent(returnTo)}`;
  return showSignUp(config) ? `/signup${query}` : `/login${query}`;
}

/** The login with a returnUrl back to `returnTo`: a members-only item's way to buy it. */
export function loginPath(returnTo: string): string {
  return `/login?returnUrl=${encodeURIComponent(returnTo)}`;
}

/** Whether this shopper pays the item's member price: a signed-in member, when the item has one below its price. */
export function paysMemberPrice(item: Pick<ShopItem, "price" | "memberPrice">, signedIn: boolean): boolean {
  return signedIn && item.memberPrice !== undefined && item.memberPrice.amount < item.price.amount;
}

/**
 * The unit price a cart line shows before the platform answers (the optimistic cart): the member price for a member.
 * The platform's answer replaces it; it alone decides what is charged.
 */
export function expectedUnitPrice(item: Pick<ShopItem, "price" | "memberPrice">, signedIn: boolean): Money {
  return paysMemberPrice(item, signedIn) ? item.memberPrice! : item.price;
}

/** A visitor can't buy a members-only item. */
export function lockedForVisitor(item: Pick<ShopItem, "membersOnly">, signedIn: boolean): boolean {
  return Boolean(item.membersOnly) && !signedIn;
}
