import type { Config } from "../config.js";
import type { ClubRow } from "../db/rows.js";
import type { PaymentProcessor, Payments } from "../services.js";
import { createSandboxProcessor } from "./sandbox.js";
import { createStripeProcessor, type StripeOptions, stripeApiLocation } from "./stripe.js";

/** The processor each club's settings.payments.provider chooses: the sandbox, or Stripe with STRIPE_SECRET_KEY. */
export function createPayments(
  config: Config,
  options: { clock?: () => Date; stripe?: Omit<StripeOptions, "secretKey"> } = {},
): Payments {
  const sandbox = createSandboxProcessor(options.clock, config.sandboxPaymentLatencyMs);
  let stripe: PaymentProcessor | undefined;
  return {
    forClub(club: ClubRow) {
      if (club.settings.payments.provider !== "stripe") return sandbox;
      // Direct charges land in the club's own Stripe account: without it the club's money would go nowhere.
      if (!club.settings.payments.accountId)
        throw new Error(
          `club ${club.id} pays with Stripe but has no connected account id (settings.payments.accountId)`,
        );
      if (!config.stripeSecretKey)
        throw new Error(`club ${club.id} pays with Stripe but STRIPE_SECRET_KEY is not set`);
      stripe ??= createStripeProcessor({
        secretKey: config.stripeSecretKey,
        ...stripeApiLocation(config.stripeApiBase),
        ...options.stripe,
      });
      return stripe;
    },
  };
}

/** Refuses to start when a Stripe club could not be charged (no secret key, or no connected account). */
export function checkPaymentSettings(config: Config, clubs: ClubRow[]) {
  for (const club of clubs) {
    if (club.settings.payments.provider !== "stripe") continue;
    if (!club.settings.payments.accountId)
      throw new Error(
        `club ${club.id} pays with Stripe but has no connected account id (settings.payments.accountId)`,
      );
    if (!config.stripeSecretKey)
      throw new Error(`club ${club.id} pays with Stripe but STRIPE_SECRET_KEY is not set`);
  }
}
