import { eq } from "drizzle-orm";
import Stripe from "stripe";
import type { Executor } from "../db/client.js";
import type { MemberRow } from "../db/rows.js";
import { members } from "../db/schema/index.js";
import { HttpError, paymentFailed, unprocessable } from "../http/errors.js";
import type { CardFacts, PaymentProcessor } from "../services.js";

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

  async function customerFor(db: Executor, member: MemberRow): Promise<string> {
    if (member.providerCustomerId) return member.providerCustomerId;
    const customer = await stripe.customers.create(
      {
        email: member.email,
        name: `${member.firstName} ${member.lastName}`.trim(),
        metadata: { memberId: member.id, clubId: member.clubId },
      },
      // Two concurrent first saves of the same member create one customer.
      { idempotencyKey: `customer-${member.id}` },
    );
    await db.update(members).set({ providerCustomerId: customer.id }).where(eq(members.id, member.id));
    member.providerCustomerId = customer.id;
    return customer.id;
  }

  return {
    provider: "stripe",

    async describe(_db, _club, ref) {
      try {
        return cardFacts(await stripe.paymentMethods.retrieve(ref));
      } catch (error) {
        return mapStripeError(error);
      }
    },

    async charge(_db, _club, input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            payment_method: input.paymentMethodRef,
            ...(input.customerRef ? { customer: input.customerRef } : {}),
            confirm: true,
            description: input.description,
            // Checkout has no redirect step: cards needing one (3-D Secure) fail instead of hanging.
            automatic_payment_methods: { enabled: true, allow_redirects: "never" },
            expand: ["payment_method"],
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (intent.status === "requires_action" || intent.status === "requires_payment_method")
          throw paymentFailed("PAYMENT_REENTER_CARD");
        if (intent.status !== "succeeded" && intent.status !== "processing")
          throw paymentFailed("PAYMENT_FAILED");
        const method =
          typeof intent.payment_method === "string"
            ? await stripe.paymentMethods.retrieve(intent.payment_method)
            : intent.payment_method;
        if (!method) throw paymentFailed("PAYMENT_FAILED");
        return { providerRef: intent.id, card: cardFacts(method) };
      } catch (error) {
        return mapStripeError(error);
      }
    },

    async refund(_db, _club, providerRef) {
      try {
        await stripe.refunds.create(
          { payment_intent: providerRef },
          { idempotencyKey: `refund-${providerRef}` },
        );
      } catch (error) {
        mapStripeError(error);
      }
    },

    async attach(db, _club, member, ref) {
      try {
        const customer = await customerFor(db, member);
        const method = await stripe.paymentMethods.attach(ref, { customer });
        return { providerRef: method.id, card: cardFacts(method) };
      } catch (error) {
        return mapStripeError(error);
      }
    },

    async createSetupIntent(db, club, member) {
      try {
        const customer = await customerFor(db, member);
        const intent = await stripe.setupIntents.create({
          customer,
          usage: "off_session",
          allowed_payment_method_types: ["card"],
          metadata: { memberId: member.id, clubId: club.id },
        });
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

    async detach(_db, _club, providerRef) {
      try {
        await stripe.paymentMethods.detach(providerRef);
      } catch (error) {
        // Already gone at Stripe: the member's wish is fulfilled.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        mapStripeError(error);
      }
    },
  };
}
