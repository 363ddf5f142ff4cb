import type { Logger } from "pino";
import type { Config } from "./config.js";
import type { Executor } from "./db/client.js";
import type { ClubRow, MemberRow } from "./db/rows.js";

/** An email to a member or visitor; kept in the outbox (dev mailbox) and sent by SMTP when configured. */
export interface OutgoingEmail {
  clubId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  /** The link the email is about (sign-up, reset, email change), shown in the dev mailbox. */
  link?: string;
}

export interface Mailer {
  /** Writes the email to the outbox on `db` (inside the caller's transaction) and schedules delivery. */
  send(db: Executor, email: OutgoingEmail): Promise<void>;
}

/** A card as the processor knows it. */
export interface CardFacts {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  cardName?: string | null;
}

export interface ChargeInput {
  amount: number;
  currency: string;
  /** A freshly tokenised card (howToPay new) or a saved method's provider reference. */
  paymentMethodRef: string;
  /** The processor's customer for saved methods (Stripe), if any. */
  customerRef?: string | null;
  /**
   * The member paying, null for a guest. A card attached to a member is chargeable for that member only (the sandbox
   * checks it here; Stripe through the customer the method is attached to).
   */
  memberId?: string | null;
  /** The same key never charges twice at the processor. */
  idempotencyKey: string;
  description: string;
  /** Tells the processor's events (webhooks) which order a payment is for. */
  metadata?: { expenseId: string; clubId: string };
}

/** What the shopper's browser must do before the payment can finish (3-D Secure). */
export type PaymentAction =
  | { type: "stripe"; clientSecret: string; paymentIntentId: string }
  | { type: "sandbox"; challengeUrl: string };

/** A payment that went through, or one waiting for the shopper's authentication. Failures throw 402. */
export type ChargeResult =
  | { status: "succeeded"; providerRef: string; card: CardFacts }
  | { status: "requires_action"; providerRef: string; action: PaymentAction };

/**
 * A payment processor (sandbox or Stripe). Failures throw HttpError 402 with PAYMENT_DECLINED, PAYMENT_FAILED or
 * PAYMENT_REENTER_CARD.
 */
export interface PaymentProcessor {
  readonly provider: "sandbox" | "stripe";
  /** Card facts of a tokenised card or saved method reference; throws 422 PAYMENT_METHOD_REQUIRED when unknown. */
  describe(db: Executor, club: ClubRow, paymentMethodRef: string): Promise<CardFacts>;
  charge(db: Executor, club: ClubRow, input: ChargeInput): Promise<ChargeResult>;
  /**
   * The payment's state now (after the shopper's authentication, or to reconcile an order whose answer was lost):
   * by its reference, else by the charge's idempotency key where the processor can look it up. Null when no payment
   * was made; throws 402 when it failed.
   */
  resume(
    db: Executor,
    club: ClubRow,
    payment: { providerRef: string | null; idempotencyKey: string },
  ): Promise<ChargeResult | null>;
  /** Abandons a payment still waiting for authentication, so it can no longer succeed. */
  cancel(db: Executor, club: ClubRow, providerRef: string): Promise<void>;
  /** Gives back a charge (used when the order could not be committed after charging). */
  refund(db: Executor, club: ClubRow, providerRef: string): Promise<void>;
  /** Makes a tokenised card reusable for the member (saved card); answers the reference to store. */
  attach(
    db: Executor,
    club: ClubRow,
    member: MemberRow,
    paymentMethodRef: string,
  ): Promise<{ providerRef: string; card: CardFacts }>;
  /** Starts saving a card outside checkout. */
  createSetupIntent(
    db: Executor,
    club: ClubRow,
    member: MemberRow,
  ): Promise<{ id: string; clientSecret: string; publishableKey?: string }>;
  /** Forgets a saved method at the processor. */
  detach(db: Executor, club: ClubRow, providerRef: string): Promise<void>;
}

export interface Payments {
  /** The processor the club's settings choose. */
  forClub(club: ClubRow): PaymentProcessor;
}

export interface BotCheck {
  /** True when the invisible bot check's token is good for this club (the `none` provider accepts any token). */
  verify(club: ClubRow, token: string | undefined, ip: string): Promise<boolean>;
}

/** Points where a test stops or slows the platform, given by the test (or the startup wiring); none in production. */
export interface Hooks {
  /** Right after the processor charged an order and before its payment is recorded (the crash test dies here). */
  afterCharge?: (expenseId: string) => Promise<void> | void;
}

export interface Services {
  config: Config;
  log: Logger;
  /** Now, injectable so tests can move time (program dates, token expiry). */
  clock: () => Date;
  mailer: Mailer;
  payments: Payments;
  botCheck: BotCheck;
  hooks: Hooks;
}
