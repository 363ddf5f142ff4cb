import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { clubs } from "./clubs.js";

export const members = pgTable(
  "members",
  {
    id: text("id").primaryKey(),
    clubId: text("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    phoneCountry: text("phone_country"),
    birthDate: date("birth_date"),
    language: text("language").notNull().default("en"),
    marketingConsent: boolean("marketing_consent").notNull().default(false),
    // Payment provider's customer id (Stripe), created on first saved card.
    providerCustomerId: text("provider_customer_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("members_club_email").on(t.clubId, sql`lower(${t.email})`)],
);

/** Opaque bearer tokens, stored as SHA-256 hashes only. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    clubId: text("club_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_member").on(t.memberId)],
);

/** Emails the club invited (clubs that require an invitation send sign-up links only to these). */
export const invitations = pgTable(
  "invitations",
  {
    clubId: text("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    invitedBy: text("invited_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.email] })],
);

export type RequestTokenKind = "signup" | "password_reset" | "email_change" | "email_confirm";

/** Tokens of emailed links (sign-up, password reset, email change), stored hashed; single use. */
export const requestTokens = pgTable(
  "request_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    clubId: text("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    kind: text("kind").$type<RequestTokenKind>().notNull(),
    email: text("email").notNull(),
    memberId: text("member_id").references(() => members.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    // A newer link of the same kind for the same email supersedes this one.
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
  },
  (t) => [index("request_tokens_email").on(t.clubId, t.kind, t.email)],
);

export const addresses = pgTable(
  "addresses",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"shipping" | "billing">().notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addresses_member").on(t.memberId, t.kind),
    // At most one default shipping address and one default billing per member, whatever races.
    uniqueIndex("addresses_one_default").on(t.memberId, t.kind).where(sql`${t.isDefault}`),
  ],
);

export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: text("id").primaryKey(),
    clubId: text("club_id").notNull(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    provider: text("provider").$type<"sandbox" | "stripe">().notNull(),
    // The processor's reference (sandbox token id or Stripe pm_...).
    providerRef: text("provider_ref").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    cardName: text("card_name"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("payment_methods_member").on(t.memberId),
    uniqueIndex("payment_methods_one_default")
      .on(t.memberId)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
  ],
);
