import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Localized } from "./localized.js";

export const coupons = pgTable(
  "coupons",
  {
    id: text("id").primaryKey(),
    clubId: text("club_id").notNull(),
    code: text("code").notNull(),
    kind: text("kind").$type<"percent" | "fixed" | "free_shipping">().notNull(),
    value: integer("value").notNull(),
    currency: text("currency").notNull().default("EUR"),
    description: jsonb("description").$type<Localized>().notNull(),
    minSubtotal: integer("min_subtotal"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    usageLimit: integer("usage_limit"),
    usedCount: integer("used_count").notNull().default(0),
    // Uses per customer (a member, or a guest's email); null: no per-customer limit. 1 is "first order only".
    perCustomerLimit: integer("per_customer_limit"),
  },
  (t) => [uniqueIndex("coupons_club_code").on(t.clubId, t.code)],
);

export interface CartState {
  couponCode?: string | null;
  shippingMode?: "shipping" | "pickup";
  billingMode?: "receipt" | "invoice";
  listingId?: string | null;
  shippingAddress?: Record<string, unknown> | null;
  billing?: Record<string, unknown> | null;
  email?: string | null;
  notes?: string;
}

/** One cart per shop page and visitor: a member's (member_id) or an anonymous visitor's (anon_key = X-Cart-Id). */
export const carts = pgTable(
  "carts",
  {
    id: text("id").primaryKey(),
    clubId: text("club_id").notNull(),
    shopPageId: text("shop_page_id").notNull(),
    memberId: text("member_id"),
    anonKey: text("anon_key"),
    state: jsonb("state").$type<CartState>().notNull().default({}),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("carts_member").on(t.shopPageId, t.memberId),
    uniqueIndex("carts_anon").on(t.shopPageId, t.anonKey),
  ],
);

export const cartLines = pgTable(
  "cart_lines",
  {
    cartId: text("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    shopItemId: text("shop_item_id").notNull(),
    quantity: integer("quantity").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.shopItemId] })],
);

export interface AgeDeclaration {
  birthDate: string;
  minimumAge: number;
  /** The destination country whose minimum applied; null for pickup, where the club's default applies. */
  country: string | null;
  declaredAt: string;
}

/** A gift order's recipient (the order ships to them) and the message printed on the packing slip. */
export interface GiftRecord {
  recipient: Record<string, string>;
  /** Already sanitised (control characters removed, at most 300 characters); null when the buyer wrote none. */
  message: string | null;
}

export const expenses = pgTable(
  "expenses",
  {
    id: text("id").primaryKey(),
    publicId: text("public_id").notNull().unique(),
    clubId: text("club_id").notNull(),
    shopPageId: text("shop_page_id").notNull(),
    memberId: text("member_id"),
    number: text("number").notNull(),
    status: text("status")
      .$type<
        "pending_payment" | "paid" | "awaiting_pickup_payment" | "fulfilled" | "cancelled" | "refunded"
      >()
      .notNull(),
    fulfilment: text("fulfilment").$type<"shipped" | "delivered" | "ready_for_pickup" | "collected" | null>(),
    /** A pending_payment order's stock is held until then; the release job cancels it after. */
    reservedUntil: timestamp("reserved_until", { withTimezone: true }),
    /** The processor's payment (PaymentIntent or sandbox charge) once created. */
    paymentRef: text("payment_ref"),
    /** The card the order is charged with (for continuing or reconciling the same charge). */
    paymentMethodRef: text("payment_method_ref"),
    /** The language the order was placed in: its emails are written in it. */
    lang: text("lang").$type<"it" | "en">().notNull().default("it"),
    /** Choices that take effect once paid (save the card as the member's). */
    checkout: jsonb("checkout").$type<{
      saveCard?: boolean;
      cardName?: string | null;
      cartId?: string;
    } | null>(),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    phone: text("phone"),
    currency: text("currency").notNull(),
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull(),
    shippingCost: integer("shipping_cost").notNull(),
    total: integer("total").notNull(),
    couponCode: text("coupon_code"),
    shippingMode: text("shipping_mode").$type<"shipping" | "pickup">().notNull(),
    billingMode: text("billing_mode").$type<"receipt" | "invoice">().notNull(),
    listingId: text("listing_id"),
    listingName: jsonb("listing_name").$type<Localized | null>(),
    shippingAddress: jsonb("shipping_address").$type<Record<string, unknown> | null>(),
    billing: jsonb("billing").$type<Record<string, unknown> | null>(),
    payment: jsonb("payment")
      .$type<{ method: "card" | "in_person"; brand?: string; last4?: string }>()
      .notNull(),
    pointsEarned: integer("points_earned").notNull().default(0),
    notes: text("notes"),
    /** The buyer's age declaration checked at checkout (architecture §6): kept as the order's legal record. */
    ageDeclaration: jsonb("age_declaration").$type<AgeDeclaration | null>(),
    /** Set when the buyer marked the order as a gift: its shipping address is the recipient's. */
    gift: jsonb("gift").$type<GiftRecord | null>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the placed order's effects (its lines out of the cart, the points, the emails) were done, once; null while
     * they are due (the release job redoes them when the step after the payment failed).
     */
    placedEffectsDoneAt: timestamp("placed_effects_done_at", { withTimezone: true }),
  },
  (t) => [
    index("expenses_member").on(t.clubId, t.memberId),
    // The release job's scan for expired reservations.
    index("expenses_reserved").on(t.status, t.reservedUntil),
    // Counting a customer's uses of a coupon.
    index("expenses_coupon").on(t.clubId, t.couponCode),
    uniqueIndex("expenses_number").on(t.clubId, t.number),
    // The release job's scan for placed orders whose effects are still due.
    index("expenses_effects_due")
      .on(t.createdAt)
      .where(sql`${t.placedEffectsDoneAt} is null and ${t.status} in ('paid', 'awaiting_pickup_payment')`),
  ],
);

export const expenseLines = pgTable(
  "expense_lines",
  {
    expenseId: text("expense_id").notNull(),
    position: integer("position").notNull(),
    shopItemId: text("shop_item_id"),
    title: jsonb("title").$type<Localized>().notNull(),
    productType: text("product_type").notNull(),
    format: jsonb("format").$type<number | null>(),
    weight: integer("weight"),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    lineTotal: integer("line_total").notNull(),
  },
  (t) => [primaryKey({ columns: [t.expenseId, t.position] })],
);

/** Per-club order number sequence (2026-000042). */
export const expenseCounters = pgTable(
  "expense_counters",
  {
    clubId: text("club_id").notNull(),
    year: integer("year").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.year] })],
);
