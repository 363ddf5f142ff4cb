import { and, eq, inArray, sql } from "drizzle-orm";
import { addressInput, billingInput } from "../cart/addresses.js";
import { listingCost, priceCart } from "../cart/pricing.js";
import { pricedItem } from "../catalog/items.js";
import { rulesOf } from "../catalog/shop-pages.js";
import { expenseLineRows, nextNumber } from "../checkout/place-order.js";
import { awardPoints, pointsFor } from "../checkout/points.js";
import type { Executor } from "../db/client.js";
import {
  addresses,
  coupons,
  expenseLines,
  expenses,
  members,
  products,
  shippingListings,
  shopItems,
} from "../db/schema/index.js";
import { newSecret } from "../ids.js";
import { CATALOG } from "./catalog.js";
import { DEMO } from "./clubs.js";

const DAY = 24 * 60 * 60 * 1000;

interface PastOrder {
  email: string;
  daysAgo: number;
  shopPageId: string;
  lines: Array<[string, number]>;
  status: "delivered" | "ready_for_pickup" | "collected";
  listingId?: string;
  couponCode?: string;
  card?: { brand: string; last4: string };
  /** An invoice was requested, to the member's saved invoicing data. */
  invoice?: boolean;
}

/**
 * A few past orders of the demo members (the members seed's accounts, looked up by email), priced by the same rules
 * as checkout, numbered in the club's sequence and credited with the points they earned. Without the members seed it
 * does nothing.
 */
export async function seedOrders(db: Executor, now: Date) {
  const orders: PastOrder[] = [
    {
      email: "giulia.rossi@example.com",
      daysAgo: 74,
      shopPageId: CATALOG.cantina,
      lines: [
        [CATALOG.items.chianti2021, 6],
        [CATALOG.items.riserva2019, 6],
      ],
      status: "delivered",
      listingId: `cantina-${CATALOG.listings.italyStandard}`,
      couponCode: "BENVENUTO10",
      card: { brand: "visa", last4: "4242" },
    },
    {
      email: "marco.bianchi@example.com",
      daysAgo: 38,
      shopPageId: CATALOG.cantina,
      lines: [[CATALOG.items.magnumChianti2020, 2]],
      status: "collected",
      invoice: true,
    },
    {
      email: "giulia.rossi@example.com",
      daysAgo: 9,
      shopPageId: CATALOG.dispensa,
      lines: [
        [CATALOG.items.pecorino500, 2],
        [CATALOG.items.miele, 1],
        [CATALOG.items.olio750, 1],
      ],
      status: "ready_for_pickup",
      card: { brand: "mastercard", last4: "4444" },
    },
  ];
  for (const order of orders) await placePastOrder(db, order, now);
}

async function placePastOrder(db: Executor, order: PastOrder, now: Date) {
  const clubId = DEMO.estate.id;
  const [member] = await db
    .select()
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(sql`lower(${members.email})`, order.email)))
    .limit(1);
  if (!member) return;
  const at = new Date(now.getTime() - order.daysAgo * DAY);
  const ids = order.lines.map(([id]) => id);
  // The seed runs in one transaction (one connection), so its queries go one after another.
  const rows = await db
    .select({ item: shopItems, product: products })
    .from(shopItems)
    .innerJoin(products, eq(products.id, shopItems.productId))
    .where(inArray(shopItems.id, ids));
  const rules = await rulesOf(db, order.shopPageId);
  const [listing] = order.listingId
    ? await db.select().from(shippingListings).where(eq(shippingListings.id, order.listingId))
    : [];
  const [coupon] = order.couponCode
    ? await db
        .select()
        .from(coupons)
        .where(and(eq(coupons.clubId, clubId), eq(coupons.code, order.couponCode)))
    : [];
  const [home] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.memberId, member.id), eq(addresses.kind, "shipping")))
    .orderBy(addresses.position)
    .limit(1);
  const [billing] = order.invoice
    ? await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.memberId, member.id), eq(addresses.kind, "billing")))
        .orderBy(addresses.position)
        .limit(1)
    : [];
  if (order.invoice && !billing)
    throw new Error(`seed order for ${order.email} asks an invoice without billing data`);

  const lines = order.lines.map(([id, quantity]) => {
    const row = rows.find(({ item }) => item.id === id);
    if (!row) throw new Error(`seed order names an unknown item ${id}`);
    return { ...row, quantity };
  });
  const shipping = Boolean(listing);
  const pricing = priceCart({
    // Past orders were in stock when placed, and placed by members.
    items: lines.map((line) => ({
      ...pricedItem(line, line.quantity),
      stock: line.quantity,
      available: true,
      maxPerOrder: null,
    })),
    member: true,
    rules,
    coupon: coupon
      ? {
          code: coupon.code,
          // Past orders were each the customer's first with the coupon.
          terms: { ...coupon, startsAt: null, expiresAt: null, customerUses: 0 },
        }
      : null,
    shippingMode: shipping ? "shipping" : "pickup",
    listing: listing ?? null,
    country: shipping ? "IT" : null,
    now: at,
  });
  if (!pricing.canCheckout) throw new Error(`seed order for ${order.email} breaks the shop's rules`);
  if (listing && pricing.shippingCost !== listingCost(listing, pricing.subtotal - pricing.discount))
    throw new Error("seed order shipping mismatch");

  const expenseId = `exp_demo_${member.id.replace(/^mem_demo_/, "")}_${order.daysAgo}`;
  const awards = await pointsFor(db, clubId, pricing.total, "EUR", at);
  const address = shipping ? addressInput(home?.data) : null;
  await db.insert(expenses).values({
    id: expenseId,
    publicId: newSecret(18),
    clubId,
    shopPageId: order.shopPageId,
    memberId: member.id,
    number: await nextNumber(db, clubId, at.getUTCFullYear()),
    // Delivered and collected orders are done; one ready for pickup is paid and waiting.
    status: order.status === "ready_for_pickup" ? "paid" : "fulfilled",
    fulfilment: order.status,
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    phone: member.phone,
    currency: "EUR",
    subtotal: pricing.subtotal,
    discount: pricing.discount,
    shippingCost: pricing.shippingCost,
    total: pricing.total,
    couponCode: pricing.coupon?.valid ? pricing.coupon.code : null,
    shippingMode: shipping ? "shipping" : "pickup",
    billingMode: order.invoice ? "invoice" : "receipt",
    listingId: listing?.id ?? null,
    listingName: listing?.name ?? null,
    shippingAddress: address,
    billing: order.invoice ? billingInput(billing?.data) : null,
    payment: order.card ? { method: "card", ...order.card } : { method: "in_person" },
    pointsEarned: awards.reduce((sum, award) => sum + award.points, 0),
    createdAt: at,
    // A past order, its points and history seeded with it: nothing of it is still due.
    placedEffectsDoneAt: at,
  });
  await db.insert(expenseLines).values(expenseLineRows(expenseId, lines, pricing.lines));
  if (coupon)
    await db
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(eq(coupons.id, coupon.id));
  await awardPoints(db, member.id, expenseId, awards, at);
}
