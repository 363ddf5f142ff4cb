import type { Config } from "@club/api-client";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";

type Payments = Config["payments"];

/** The club's connected Stripe account (direct charges are made on it, so Stripe.js must act on it too). */
export function stripeAccountOf(payments: Payments): string | undefined {
  return payments.accountId || undefined;
}

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for the club, in the page's language and on the club's connected account. One instance per key, account
 * and language: the checkout's card field and the authentication step share it. A failed load is forgotten so a
 * later try can load it again.
 */
export function clubStripe(payments: Payments, language: string): Promise<Stripe | null> {
  const key = payments.publishableKey;
  if (!key) return Promise.resolve(null);
  const stripeAccount = stripeAccountOf(payments);
  const locale = language === "it" ? "it" : "en";
  const id = `${key}|${stripeAccount ?? ""}|${locale}`;
  let instance = loaded.get(id);
  if (!instance) {
    instance = loadStripe(key, { locale, ...(stripeAccount ? { stripeAccount } : {}) });
    instance.catch(() => loaded.delete(id));
    loaded.set(id, instance);
  }
  return instance;
}

/** Forgets the loaded instances (tests load a fresh fake each time). */
export function resetClubStripe() {
  loaded.clear();
}
