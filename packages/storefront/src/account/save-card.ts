import type { Config, SetupIntent } from "@club/api-client";
import { loadStripe } from "@stripe/stripe-js/pure";
import {
  type ActionOutcome,
  isActionRequired,
  type PaymentAction,
} from "../adapters/payments/payment-action";

/** The bank did not confirm the card (authentication failed or abandoned): nothing was saved. */
export const AUTHENTICATION_FAILED = "PAYMENT_AUTHENTICATION_FAILED";

/** A card the provider refused to save (e.g. the sandbox's declined card): the platform's code. */
export class SaveCardError extends Error {
  constructor(readonly code: string) {
    super("Save Card Error");
    this.name = "SaveCardError";
  }
}

export interface ConfirmSetupOptions {
  payments: Config["payments"];
  appToken: string;
  language: string;
  host: string;
  fetch?: typeof fetch;
  /** Runs the bank's authentication when the sandbox asks for it (the checkout's payment action). */
  authenticate: (action: PaymentAction) => Promise<ActionOutcome>;
}

/**
 * Confirms a setup intent with the card field's payment method, with the club's provider: the sandbox's own
 * confirm endpoint (the card is on the profile at once, or once its 3-D Secure challenge is completed), or Stripe's
 * confirmCardSetup (the platform learns of the card from Stripe's webhook, a moment later: see `untilSaved`).
 */
export async function confirmSetup(
  intent: SetupIntent,
  paymentMethodId: string,
  options: ConfirmSetupOptions,
): Promise<void> {
  if (intent.provider === "stripe") {
    const key = intent.publishableKey ?? options.payments.publishableKey;
    const stripe = key ? await loadStripe(key) : null;
    if (!stripe) throw new SaveCardError("PAYMENT_FAILED");
    const result = await stripe.confirmCardSetup(intent.clientSecret, { payment_method: paymentMethodId });
    if (result.error) throw new SaveCardError(stripeSaveCode(result.error.code));
    return;
  }
  const base = (options.payments.sandboxUrl ?? "/sandbox-pay/v1").replace(/\/$/, "");
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const response = await doFetch(`${base}/setup-intents/${encodeURIComponent(intent.id)}/confirm`, {
    method: "POST",
    headers: {
      Accept: "application/json",
      "Content-Type": "application/json",
      "Accept-Language": options.language,
      "X-App-Token": options.appToken,
      "X-Club-Origin": options.host,
    },
    body: JSON.stringify({ clientSecret: intent.clientSecret, paymentMethodId }),
  });
  const answer: unknown = await response.json().catch(() => ({}));
  if (response.ok) {
    // The bank asks the member to confirm the card: the challenge page saves it when they complete it.
    if (isActionRequired(answer) && (await options.authenticate(answer.action)) !== "completed")
      throw new SaveCardError(AUTHENTICATION_FAILED);
    return;
  }
  const body = answer as { code?: string };
  throw new SaveCardError(body.code ?? "PAYMENT_FAILED");
}

// Stripe's answers that mean "these card details are wrong": the member fixes them, rather than trying later.
const REENTER = new Set([
  "incorrect_cvc",
  "invalid_cvc",
  "incorrect_number",
  "invalid_number",
  "expired_card",
  "invalid_expiry_month",
  "invalid_expiry_year",
  "incomplete_number",
  "incomplete_cvc",
  "incomplete_expiry",
]);

/** Stripe's error code for a refused setup, as the platform's codes (the same the sandbox answers). */
export function stripeSaveCode(code: string | undefined): string {
  if (code === "card_declined") return "PAYMENT_DECLINED";
  if (code === "setup_intent_authentication_failure") return AUTHENTICATION_FAILED;
  if (code && REENTER.has(code)) return "PAYMENT_REENTER_CARD";
  return "PAYMENT_FAILED";
}

/**
 * Stripe tells the platform of a card confirmed through a setup intent by its webhook, asynchronously: usually
 * within seconds, never before Stripe.js has its answer. Asks `isListed` (the member's saved cards, read afresh)
 * until the card is there or `timeoutMs` has passed, and answers whether it showed up.
 */
export async function untilSaved(
  isListed: () => Promise<boolean>,
  { timeoutMs = 10_000, intervalMs = 500 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await isListed().catch(() => false)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
