import { eq } from "drizzle-orm";
import Stripe from "stripe";
import type { Executor } from "../db/client.js";
import type { ClubRow, MemberRow } from "../db/rows.js";
import { members } from "../db/schema/index.js";
import { HttpError, paymentFailed, unprocessable } from "../http/errors.js";
import type { CardFacts, ChargeResult, PaymentProcessor } from "../services.js";

export interface StripeOptions {
  secretKey: string;
  /** Where the Stripe API answers; tests point these at a local fake server. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

/** STRIPE_API_BASE (`http(s)://host[:port]`, no path) as the Stripe client's host, port and protocol. */
export function stripeApiLocation(
  base: string | undefined,
): Pick<StripeOptions, "host" | "port" | "protocol"> {
  if (!base) return {};
  const url = new URL(base);
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.pathname !== "/" || url.search)
    throw new Error(`STRIPE_API_BASE must be http(s)://host[:port] with no path, got ${base}`);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: Number(url.port || (protocol === "http" ? 80 : 443)), protocol };
}

// Decline codes that mean the bank wants the card typed again (wrong number, expiry or CVC), not a refusal.
const REENTER = new Set([
  "incorrect_number",
  "invalid_number",
  "incorrect_cvc",
  "invalid_cvc",
  "invalid_expiry_month",
  "invalid_expiry_year",
  "incorrect_zip",
  "authentication_required",
]);
const FAILED = new Set([
  "processing_error",
  "try_again_later",
  "issuer_not_available",
  "reenter_transaction",
]);

/** Stripe's card errors as our codes: PAYMENT_REENTER_CARD, PAYMENT_FAILED, else PAYMENT_DECLINED. */
export function mapStripeError(error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError) {
    const code = error.decline_code ?? error.code ?? "";
    if (REENTER.has(code) || REENTER.has(error.code ?? "")) throw paymentFailed("PAYMENT_REENTER_CARD");
    if (FAILED.has(code) || FAILED.has(error.code ?? "")) throw paymentFailed("PAYMENT_FAILED");
    throw paymentFailed("PAYMENT_DECLINED");
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing")
    throw unprocessable("PAYMENT_METHOD_REQUIRED");
  if (error instanceof Stripe.errors.StripeIdempotencyError)
    throw new HttpError(409, "IDEMPOTENCY_KEY_REUSED");
  if (error instanceof HttpError) throw error;
  // Network trouble or Stripe's own outage: nothing we can tell the shopper beyond "it failed, retry".
  if (error instanceof Stripe.errors.StripeError) throw paymentFailed("PAYMENT_FAILED");
  throw error;
}

/** Direct charges: every call acts on the club's connected account (Stripe-Account header). */
function onAccount(club: ClubRow): Stripe.RequestOptions {
  const account = club.settings.payments.accountId;
  if (!account) throw new Error(`club ${club.id} pays with Stripe but has no connected account id`);
  return { stripeAccount: account };
}

function cardFacts(method: Stripe.PaymentMethod): CardFacts {
  const card = method.card;
  if (!card) throw unprocessable("PAYMENT_METHOD_REQUIRED");
  return {
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    cardName: method.billing_details?.name ?? null,
  };
}

/**
 * Stripe as the club's processor: PaymentIntents confirmed server-side with the card's payment method (our
 * idempotency key passed through, so a retried checkout never charges twice), SetupIntents and customers for saved
 * cards, refunds and detach.
 */
export function createStripeProcessor(options: StripeOptions): PaymentProcessor {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
  });

  /** A PaymentIntent's state as ours: succeeded (or processing, which Stripe completes), waiting for the shopper, else failed. */
  async function outcome(club: ClubRow, intent: Stripe.PaymentIntent): Promise<ChargeResult> {
    if (intent.status === "requires_action") {
      if (!intent.client_secret) throw paymentFailed("PAYMENT_FAILED");
      return {
        status: "requires_action",
        providerRef: intent.id,
        action: { type: "stripe", clientSecret: intent.client_secret, paymentIntentId: intent.id },
      };
    }
    // A failed authentication puts the intent back to requires_payment_method: the card must be typed again.
    if (intent.status === "requires_payment_method") throw paymentFailed("PAYMENT_FAILED");
    if (intent.status !== "succeeded" && intent.status !== "processing")
      throw paymentFailed("PAYMENT_FAILED");
    const method =
      typeof intent.payment_method === "string"
        ? await stripe.paymentMethods.retrieve(intent.payment_method, {}, onAccount(club))
        : intent.payment_method;
    if (!method) throw paymentFailed("PAYMENT_FAILED");
    return { status: "succeeded", providerRef: intent.id, card: cardFacts(method) };
  }

  async function customerFor(db: Executor, club: ClubRow, member: MemberRow): Promise<string> {
    if (member.providerCustomerId) return member.providerCustomerId;
    const customer = await stripe.customers.create(
      {
        email: member.email,
        name: `${member.firstName} ${member.lastName}`.trim(),
        metadata: { memberId: member.id, clubId: member.clubId },
      },
      // Two concurrent first saves of the same member create one customer.
      { idempotencyKey: `customer-${member.id}`, ...onAccount(club) },
    );
    await db.update(members).set({ providerCustomerId: customer.id }).where(eq(members.id, member.id));
    member.providerCustomerId = customer.id;
    return customer.id;
  }

  return {
    provider: "stripe",

    async describe(_db, club, ref) {
      try {
        return cardFacts(await stripe.paymentMethods.retrieve(ref, {}, onAccount(club)));
      } catch (error) {
        return mapStripeError(error);
      }
    },

    async charge(_db, club, input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            payment_method: input.paymentMethodRef,
            ...(input.customerRef ? { customer: input.customerRef } : {}),
            confirm: true,
            description: input.description,
            metadata: input.metadata,
            // 3-D Secure is completed in the page by Stripe.js (handleNextAction); no redirect-only methods.
            automatic_payment_methods: { enabled: true, allow_redirects: "never" },
            expand: ["payment_method"],
          },
          { idempotencyKey: input.idempotencyKey, ...onAccount(club) },
        );
        return await outcome(club, intent);
      } catch (error) {
        return mapStripeError(error);
      }
    },

    async resume(_db, club, { providerRef }) {
      // Stripe's PaymentIntents cannot be found by idempotency key: a payment whose id was lost reaches the order
      // through its webhook (metadata.expenseId) instead.
      if (!providerRef) return null;
      try {
        const intent = await stripe.paymentIntents.retrieve(
          providerRef,
          { expand: ["payment_method"] },
          onAccount(club),
        );
        return await outcome(club, intent);
      } catch (error) {
        return mapStripeError(error);
      }
    },

    async cancel(_db, club, providerRef) {
      try {
        await stripe.paymentIntents.cancel(providerRef, {}, onAccount(club));
      } catch (error) {
        // Already succeeded or canceled: the caller reads the state again (a late success is refunded).
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        mapStripeError(error);
      }
    },

    async refund(_db, club, providerRef) {
      try {
        await stripe.refunds.create(
          { payment_intent: providerRef },
          { idempotencyKey: `refund-${providerRef}`, ...onAccount(club) },
        );
      } catch (error) {
        mapStripeError(error);
      }
    },

    async attach(db, club, member, ref) {
      try {
        const customer = await customerFor(db, club, member);
        const method = await stripe.paymentMethods.attach(ref, { customer }, onAccount(club));
        return { providerRef: method.id, card: cardFacts(method) };
      } catch (error) {
        return mapStripeError(error);
      }
    },

    async createSetupIntent(db, club, member) {
      try {
        const customer = await customerFor(db, club, member);
        const intent = await stripe.setupIntents.create(
          {
            customer,
            usage: "off_session",
            // The Payment Element in setup mode: cards and the wallets the club enables; 3-D Secure in the page.
            automatic_payment_methods: { enabled: true, allow_redirects: "never" },
            metadata: { memberId: member.id, clubId: club.id },
          },
          onAccount(club),
        );
        if (!intent.client_secret) throw new HttpError(500, "INTERNAL");
        const publishableKey = club.settings.payments.publishableKey;
        return {
          id: intent.id,
          clientSecret: intent.client_secret,
          ...(publishableKey ? { publishableKey } : {}),
        };
      } catch (error) {
        return mapStripeError(error);
      }
    },

    async detach(_db, club, providerRef) {
      try {
        await stripe.paymentMethods.detach(providerRef, {}, onAccount(club));
      } catch (error) {
        // Already gone at Stripe: the member's wish is fulfilled.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        mapStripeError(error);
      }
    },
  };
}
