import { eq } from "drizzle-orm";
import { itemsOnPage, money } from "../catalog/items.js";
import type { ShopPageRow } from "../catalog/shop-pages.js";
import { findShopPage, rulesOf } from "../catalog/shop-pages.js";
import type { Executor } from "../db/client.js";
import type { MemberRow } from "../db/rows.js";
import { type CartState, cartLines, carts } from "../db/schema/index.js";
import { transaction } from "../db/transaction.js";
import { badRequest, unprocessable } from "../http/errors.js";
import { type Lang, localize } from "../http/lang.js";
import type { Handlers } from "../http/operation.js";
import {
  type CartChoices,
  type CartRow,
  cartEntries,
  cartOwner,
  ensureCart,
  findCart,
  priceEntries,
  resolveChoices,
} from "./cart.js";
import { freeShippingField } from "./free-shipping.js";
import { listingCost, listingServes } from "./pricing.js";
import { cartView } from "./view.js";

interface PricingQuery {
  billingId?: string;
  listingId?: string;
  shippingId?: string;
  shippingMode?: "shipping" | "pickup";
  couponCode?: string;
}

function queryChoices(query: PricingQuery): CartChoices {
  return {
    ...(query.couponCode !== undefined ? { couponCode: query.couponCode } : {}),
    ...(query.shippingMode ? { shippingMode: query.shippingMode } : {}),
    ...(query.listingId ? { listingId: query.listingId } : {}),
    ...(query.shippingId ? { shippingId: query.shippingId } : {}),
    ...(query.billingId ? { billingId: query.billingId } : {}),
  };
}

async function pricedCart(
  db: Executor,
  page: ShopPageRow,
  member: MemberRow | null,
  cart: CartRow | null,
  query: PricingQuery,
  lang: Lang,
  now: Date,
) {
  // `db` may be a transaction (one connection): its queries go one after another.
  const entries = await cartEntries(db, page.clubId, page.id, cart);
  const rules = await rulesOf(db, page.id);
  const choices = await resolveChoices(db, page, member, cart?.state ?? {}, queryChoices(query));
  const pricing = priceEntries(entries, rules, choices, now, member);
  return {
    ...cartView(page, cart, entries, choices, pricing, lang, now),
    ...freeShippingField(page, entries, rules, choices, pricing),
  };
}

/**
 * A visitor may not put a members-only item in the cart, nor add more of one: 422 MEMBERS_ONLY naming the lines.
 * Keeping or lowering what the cart already holds stays allowed (an item that became members-only afterwards), so
 * the visitor can always take it out; the cart then carries the MEMBERS_ONLY problem and cannot be checked out.
 */
async function refuseMembersOnly(
  tx: Executor,
  cartId: string,
  lines: Array<{ shopItemId: string; quantity: number }>,
  found: Array<{ item: { id: string; membersOnly: boolean } }>,
) {
  const membersOnly = new Set(found.filter(({ item }) => item.membersOnly).map(({ item }) => item.id));
  if (!membersOnly.size) return;
  const held = new Map(
    (await tx.select().from(cartLines).where(eq(cartLines.cartId, cartId))).map((line) => [
      line.shopItemId,
      line.quantity,
    ]),
  );
  const refused: Record<string, string> = {};
  lines.forEach((line, index) => {
    if (membersOnly.has(line.shopItemId) && line.quantity > (held.get(line.shopItemId) ?? 0))
      refused[`items.${index}.shopItemId`] = "MEMBERS_ONLY";
  });
  if (Object.keys(refused).length) throw unprocessable("MEMBERS_ONLY", refused);
}

export const cartHandlers = {
  async getCart({ club, db, lang, member, cartKey, params, services }) {
    const page = await findShopPage(db, club.id, params.path.shopPageId);
    const cart = await findCart(db, club.id, page.id, cartOwner(member, cartKey));
    return {
      status: 200,
      body: await pricedCart(db, page, member, cart, params.query, lang, services.clock()),
    };
  },

  async updateCart({ club, db, lang, member, cartKey, params, body, services }) {
    const page = await findShopPage(db, club.id, params.path.shopPageId);
    const owner = cartOwner(member, cartKey);
    if (!owner) throw badRequest("VALIDATION", { "header.x-cart-id": "REQUIRED" });
    const now = services.clock();
    const view = await transaction(db, async (tx) => {
      // The cart's row first, then its lines (db/lock-order.ts): a checkout of this cart waits, or is waited for.
      const cart = await ensureCart(tx, club.id, page.id, owner);
      if (body.items) {
        // The list is final: a repeated item keeps its last quantity, quantity 0 leaves it out.
        const wanted = new Map<string, number>();
        for (const line of body.items) wanted.set(line.shopItemId, line.quantity);
        const kept = [...wanted].filter(([, quantity]) => quantity > 0);
        const found = await itemsOnPage(
          tx,
          club.id,
          page.id,
          kept.map(([id]) => id),
        );
        const unknown: Record<string, string> = {};
        body.items.forEach((line, index) => {
          if (line.quantity > 0 && !found.some(({ item }) => item.id === line.shopItemId))
            unknown[`items.${index}.shopItemId`] = "NOT_FOUND";
        });
        if (Object.keys(unknown).length) throw badRequest("VALIDATION", unknown);
        if (!member) await refuseMembersOnly(tx, cart.id, body.items, found);
        await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
        if (kept.length)
          await tx.insert(cartLines).values(
            kept.map(([shopItemId, quantity], position) => ({
              cartId: cart.id,
              shopItemId,
              quantity,
              position,
            })),
          );
      }
      const state: CartState = { ...cart.state };
      if (body.couponCode !== undefined) state.couponCode = body.couponCode?.trim() || null;
      if (body.shippingMode) state.shippingMode = body.shippingMode;
      if (body.billingMode) state.billingMode = body.billingMode;
      if (body.listingId !== undefined) state.listingId = body.listingId;
      if (body.shippingAddress !== undefined) state.shippingAddress = body.shippingAddress;
      if (body.billing !== undefined) state.billing = body.billing as Record<string, unknown> | null;
      if (body.email !== undefined) state.email = body.email;
      if (body.notes !== undefined) state.notes = body.notes;
      const [updated] = await tx
        .update(carts)
        .set({ state, updatedAt: now })
        .where(eq(carts.id, cart.id))
        .returning();
      return pricedCart(tx, page, member, updated ?? cart, params.query, lang, now);
    });
    return { status: 200, body: view };
  },

  async getCartListings({ club, db, lang, member, cartKey, params, services }) {
    const page = await findShopPage(db, club.id, params.path.shopPageId);
    const cart = await findCart(db, club.id, page.id, cartOwner(member, cartKey));
    const [entries, rules, choices] = await Promise.all([
      cartEntries(db, club.id, page.id, cart),
      rulesOf(db, page.id),
      resolveChoices(db, page, member, cart?.state ?? {}, {
        ...queryChoices(params.query),
        ...(params.query.country ? { country: params.query.country } : {}),
      }),
    ]);
    const pricing = priceEntries(entries, rules, { ...choices, listing: null }, services.clock(), member);
    const goods = pricing.subtotal - pricing.discount;
    const freeShipping = pricing.coupon?.valid && choices.coupon?.kind === "free_shipping";
    const serving = page.settings.shipping.enabled
      ? choices.listings.filter((listing) => listingServes(listing, choices.country))
      : [];
    return {
      status: 200,
      body: {
        country: choices.country,
        listings: serving.map((listing) => ({
          id: listing.id,
          name: localize(listing.name, lang),
          ...(listing.carrier ? { carrier: listing.carrier } : {}),
          ...(listing.description ? { description: localize(listing.description, lang) } : {}),
          price: money(freeShipping ? 0 : listingCost(listing, goods), page.currency),
          freeAbove: listing.freeAbove === null ? null : money(listing.freeAbove, page.currency),
          ...(listing.minDays !== null ? { minDays: listing.minDays } : {}),
          ...(listing.maxDays !== null ? { maxDays: listing.maxDays } : {}),
        })),
      },
    };
  },
} satisfies Partial<Handlers>;
