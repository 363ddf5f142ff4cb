import { and, asc, count, eq, inArray, isNull, ne, notInArray, or, sql } from "drizzle-orm";
import { type ItemWithProduct, itemsOnPage, pricedItem } from "../catalog/items.js";
import type { ShopPageRow } from "../catalog/shop-pages.js";
import type { Executor } from "../db/client.js";
import type { MemberRow } from "../db/rows.js";
import { type CartState, cartLines, carts, coupons, expenses, shippingListings } from "../db/schema/index.js";
import { badRequest } from "../http/errors.js";
import { newId } from "../ids.js";
import { addressInput, billingInput, savedAddress } from "./addresses.js";
import { type CouponTerms, type Pricing, priceCart, type QuantityRule } from "./pricing.js";

export type CartRow = typeof carts.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type ListingRow = typeof shippingListings.$inferSelect;

/** Whose cart: the member's, else the anonymous visitor's by X-Cart-Id (never both). */
export type CartOwner = { memberId: string; anonKey?: undefined } | { anonKey: string; memberId?: undefined };

export function cartOwner(member: MemberRow | null, cartKey: string | undefined): CartOwner | null {
  if (member) return { memberId: member.id };
  if (cartKey) return { anonKey: cartKey };
  return null;
}

function ownerCondition(owner: CartOwner) {
  return owner.memberId
    ? eq(carts.memberId, owner.memberId)
    : and(eq(carts.anonKey, owner.anonKey!), isNull(carts.memberId));
}

export async function findCart(
  db: Executor,
  clubId: string,
  shopPageId: string,
  owner: CartOwner | null,
  lock = false,
): Promise<CartRow | null> {
  if (!owner) return null;
  const query = db
    .select()
    .from(carts)
    .where(and(eq(carts.clubId, clubId), eq(carts.shopPageId, shopPageId), ownerCondition(owner)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The owner's cart on the page, created empty when there is none (two racing creators end with the same row). */
export async function ensureCart(db: Executor, clubId: string, shopPageId: string, owner: CartOwner) {
  const existing = await findCart(db, clubId, shopPageId, owner, true);
  if (existing) return existing;
  await db
    .insert(carts)
    .values({
      id: newId("cart"),
      clubId,
      shopPageId,
      memberId: owner.memberId ?? null,
      anonKey: owner.anonKey ?? null,
      state: {},
    })
    .onConflictDoNothing();
  const created = await findCart(db, clubId, shopPageId, owner, true);
  if (!created) throw new Error("cart could not be created");
  return created;
}

export interface CartLineEntry extends ItemWithProduct {
  quantity: number;
  position: number;
}

/** The cart's lines with their items as they are now; lines whose item left the page are dropped. */
export async function cartEntries(db: Executor, clubId: string, shopPageId: string, cart: CartRow | null) {
  if (!cart) return [];
  const lines = await db
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, cart.id))
    .orderBy(asc(cartLines.position), asc(cartLines.shopItemId));
  const items = await itemsOnPage(
    db,
    clubId,
    shopPageId,
    lines.map((line) => line.shopItemId),
  );
  const entries: CartLineEntry[] = [];
  for (const line of lines) {
    const entry = items.find(({ item }) => item.id === line.shopItemId);
    if (entry) entries.push({ ...entry, quantity: line.quantity, position: line.position });
  }
  return entries;
}

/** The club's coupon with this code (any case). With `lock`, its row is held for the caller's transaction. */
export async function findCoupon(
  db: Executor,
  clubId: string,
  code: string,
  lock = false,
): Promise<CouponRow | null> {
  const query = db
    .select()
    .from(coupons)
    .where(and(eq(coupons.clubId, clubId), sql`upper(${coupons.code}) = ${code.trim().toUpperCase()}`))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/**
 * How many orders this customer placed with the coupon: as the member, or under any of the emails (a guest is known
 * by the email of the order; a member also by the orders placed as a guest with their address).
 */
export async function customerCouponUses(
  db: Executor,
  coupon: CouponRow,
  customer: { memberId: string | null; emails: string[] },
  /** The order being placed, which does not count against itself. */
  exceptExpenseId?: string,
): Promise<number> {
  const emails = [...new Set(customer.emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  if (!customer.memberId && !emails.length) return 0;
  const who = [
    ...(customer.memberId ? [eq(expenses.memberId, customer.memberId)] : []),
    ...(emails.length ? [inArray(sql`lower(${expenses.email})`, emails)] : []),
  ];
  const [row] = await db
    .select({ n: count() })
    .from(expenses)
    .where(
      and(
        eq(expenses.clubId, coupon.clubId),
        eq(expenses.couponCode, coupon.code),
        notInArray(expenses.status, ["cancelled", "refunded"]),
        exceptExpenseId ? ne(expenses.id, exceptExpenseId) : undefined,
        or(...who),
      ),
    );
  return Number(row?.n ?? 0);
}

export function couponTerms(row: CouponRow | null, customerUses = 0): CouponTerms | null {
  if (!row) return null;
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    minSubtotal: row.minSubtotal,
    startsAt: row.startsAt,
    expiresAt: row.expiresAt,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    perCustomerLimit: row.perCustomerLimit,
    customerUses,
  };
}

export async function listingsOf(db: Executor, shopPageId: string): Promise<ListingRow[]> {
  return db
    .select()
    .from(shippingListings)
    .where(eq(shippingListings.shopPageId, shopPageId))
    .orderBy(asc(shippingListings.position), asc(shippingListings.id));
}

/** The checkout choices a cart is priced with: the query's (or checkout body's) over the cart's saved state. */
export interface CartChoices {
  couponCode?: string | null;
  shippingMode?: "shipping" | "pickup";
  billingMode?: "receipt" | "invoice";
  listingId?: string | null;
  shippingId?: string;
  billingId?: string;
  shippingAddress?: Record<string, unknown> | null;
  billing?: Record<string, unknown> | null;
  country?: string;
  /** The order's email (checkout), else the cart's: a guest's coupon uses are counted by it. */
  email?: string;
}

export interface ResolvedChoices {
  couponCode: string | null;
  coupon: CouponRow | null;
  /** The customer's orders with the coupon so far (only counted when the coupon limits uses per customer). */
  couponUses: number;
  shippingMode: "shipping" | "pickup";
  billingMode: "receipt" | "invoice";
  listing: ListingRow | null;
  listings: ListingRow[];
  shippingAddress: ReturnType<typeof addressInput>;
  billing: ReturnType<typeof billingInput>;
  country: string | null;
}

export function defaultShippingMode(page: ShopPageRow): "shipping" | "pickup" {
  return !page.settings.shipping.enabled && page.settings.shipping.pickupEnabled ? "pickup" : "shipping";
}

export async function resolveChoices(
  db: Executor,
  page: ShopPageRow,
  member: MemberRow | null,
  state: CartState,
  choices: CartChoices,
): Promise<ResolvedChoices> {
  const couponCode = (choices.couponCode !== undefined ? choices.couponCode : state.couponCode) || null;
  const shippingMode = choices.shippingMode ?? state.shippingMode ?? defaultShippingMode(page);
  const billingMode = choices.billingMode ?? state.billingMode ?? "receipt";
  const listingId = choices.listingId !== undefined ? choices.listingId : (state.listingId ?? null);

  let shippingAddress = addressInput(choices.shippingAddress ?? state.shippingAddress);
  if (choices.shippingId) {
    const saved = await savedAddress(db, member?.id, "shipping", choices.shippingId);
    if (!saved) throw badRequest("VALIDATION", { shippingId: "NOT_FOUND" });
    shippingAddress = addressInput(saved);
  }
  let billing = billingInput(choices.billing ?? state.billing);
  if (choices.billingId) {
    const saved = await savedAddress(db, member?.id, "billing", choices.billingId);
    if (!saved) throw badRequest("VALIDATION", { billingId: "NOT_FOUND" });
    billing = billingInput(saved);
  }

  // Sequential: `db` may be a transaction, whose one connection runs one query at a time. The coupon is read, not
  // locked: the checkout locks it after the stock (db/lock-order.ts) and checks its uses again there.
  const coupon = couponCode ? await findCoupon(db, page.clubId, couponCode) : null;
  const couponUses =
    coupon && coupon.perCustomerLimit !== null
      ? await customerCouponUses(db, coupon, {
          memberId: member?.id ?? null,
          emails: [member?.email, choices.email ?? state.email].filter((email): email is string => !!email),
        })
      : 0;
  const listings = await listingsOf(db, page.id);
  const listing = listings.find((candidate) => candidate.id === listingId) ?? null;
  // A listing chosen now must exist; one remembered in the cart may have been withdrawn since, and is dropped.
  if (choices.listingId && !listing) throw badRequest("VALIDATION", { listingId: "NOT_FOUND" });
  return {
    couponCode,
    coupon,
    couponUses,
    shippingMode,
    billingMode,
    listing,
    listings,
    shippingAddress,
    billing,
    country: choices.country ?? shippingAddress?.country ?? null,
  };
}

/**
 * Prices the cart's lines with the choices. `member`: a signed-in member of the club is buying (member prices, members-
 * only items); it comes from the bearer token, never from the request's body.
 */
export function priceEntries(
  entries: CartLineEntry[],
  rules: QuantityRule[],
  choices: ResolvedChoices,
  now: Date,
  member: MemberRow | null,
): Pricing {
  return priceCart({
    items: entries.map((entry) => pricedItem(entry, entry.quantity)),
    member: member !== null,
    rules,
    coupon: choices.couponCode
      ? { code: choices.couponCode, terms: couponTerms(choices.coupon, choices.couponUses) }
      : null,
    shippingMode: choices.shippingMode,
    listing: choices.listing,
    country: choices.country,
    now,
  });
}
