import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { StoredImage } from "./catalog.js";
import type { Localized } from "./localized.js";

export const fidelityPrograms = pgTable("fidelity_programs", {
  id: text("id").primaryKey(),
  clubId: text("club_id").notNull(),
  title: jsonb("title").$type<Localized>().notNull(),
  description: jsonb("description").$type<Localized>().notNull(),
  // `points` earned per `perAmount` minor units spent.
  points: integer("points").notNull(),
  perAmount: integer("per_amount").notNull(),
  currency: text("currency").notNull().default("EUR"),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  /** When its content last changed (the sitemap's `lastmod`); set by the commands that change it. */
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const fidelityPrizes = pgTable("fidelity_prizes", {
  id: text("id").primaryKey(),
  programId: text("program_id")
    .notNull()
    .references(() => fidelityPrograms.id, { onDelete: "cascade" }),
  title: jsonb("title").$type<Localized>().notNull(),
  description: jsonb("description").$type<Localized>().notNull(),
  image: jsonb("image").$type<StoredImage | null>(),
  cost: integer("cost").notNull(),
  // null: unlimited.
  stock: integer("stock"),
  position: integer("position").notNull().default(0),
});

/** A member's points in a program; the row is locked while points are spent, so redeems never double-spend. */
export const fidelityBalances = pgTable(
  "fidelity_balances",
  {
    programId: text("program_id").notNull(),
    memberId: text("member_id").notNull(),
    points: integer("points").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.programId, t.memberId] })],
);

/** Every change of a balance, with its reason (an order or a redemption). */
export const fidelityLedger = pgTable(
  "fidelity_ledger",
  {
    id: text("id").primaryKey(),
    programId: text("program_id").notNull(),
    memberId: text("member_id").notNull(),
    delta: integer("delta").notNull(),
    expenseId: text("expense_id"),
    redemptionId: text("redemption_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("fidelity_ledger_member").on(t.memberId)],
);

export const redemptions = pgTable("redemptions", {
  id: text("id").primaryKey(),
  programId: text("program_id").notNull(),
  prizeId: text("prize_id").notNull(),
  memberId: text("member_id").notNull(),
  quantity: integer("quantity").notNull(),
  pointsSpent: integer("points_spent").notNull(),
  code: text("code").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
