import { integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Fixed-window counters shared by every API process (sign-in, sign-up, emailed requests). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/** Every email the platform sends; the dev mailbox lists them and the SMTP sender delivers them. */
export const outbox = pgTable("outbox", {
  id: text("id").primaryKey(),
  clubId: text("club_id").notNull(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  kind: text("kind").notNull(),
  link: text("link"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  error: text("error"),
});

/** Checkout answers by Idempotency-Key, so a retried checkout replays the first answer. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    clubId: text("club_id").notNull(),
    key: text("key").notNull(),
    scope: text("scope").notNull(),
    requestHash: text("request_hash").notNull(),
    status: text("status").$type<"in_progress" | "pending" | "done">().notNull(),
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // The request working on an `in_progress` key: a random token per claim, and how long its lease lasts. The owner
    // renews the lease while it works; a retry may take over a key whose lease ran out (its process died).
    owner: text("owner"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.scope, t.key] })],
);

/** The sandbox processor's tokenised cards and setup intents (card numbers are never stored, only the outcome they test). */
export const sandboxCards = pgTable("sandbox_cards", {
  id: text("id").primaryKey(),
  clubId: text("club_id").notNull(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expMonth: integer("exp_month").notNull(),
  expYear: integer("exp_year").notNull(),
  cardName: text("card_name"),
  outcome: text("outcome")
    .$type<"succeed" | "decline" | "insufficient_funds" | "processing_error" | "reenter" | "authenticate">()
    .notNull(),
  // Like a Stripe PaymentMethod attached to a Customer: once saved by a member, only that member can pay with it.
  memberId: text("member_id"),
  // A fresh token is single-use: the charge that used it (unattached) spends it.
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const setupIntents = pgTable("setup_intents", {
  id: text("id").primaryKey(),
  clubId: text("club_id").notNull(),
  memberId: text("member_id").notNull(),
  provider: text("provider").$type<"sandbox" | "stripe">().notNull(),
  clientSecretHash: text("client_secret_hash").notNull(),
  status: text("status")
    .$type<"requires_payment_method" | "requires_action" | "succeeded" | "canceled">()
    .notNull(),
  paymentMethodId: text("payment_method_id"),
  // The sandbox's card waiting for its 3-D Secure challenge (requires_action), and the language the member saw.
  cardRef: text("card_ref"),
  lang: text("lang").$type<"it" | "en">(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Charges made through the processor; one per order. */
export const charges = pgTable("charges", {
  id: text("id").primaryKey(),
  clubId: text("club_id").notNull(),
  expenseId: text("expense_id").notNull(),
  provider: text("provider").notNull(),
  providerRef: text("provider_ref").notNull(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  status: text("status").$type<"succeeded" | "refunded">().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox processor's own ledger: one charge per club and idempotency key, like a real processor keeps. */
export const sandboxCharges = pgTable(
  "sandbox_charges",
  {
    id: text("id").primaryKey(),
    clubId: text("club_id").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    paymentMethodRef: text("payment_method_ref").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<"requires_action" | "succeeded" | "failed" | "refunded">().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("sandbox_charges_key").on(t.clubId, t.idempotencyKey)],
);

/** Webhook events already handled (Stripe retries and replays them): each is processed once. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
