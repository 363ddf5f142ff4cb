import { useLingui } from "@lingui/react/macro";
import type {
  Stripe,
  StripeElements,
  StripeElementsOptionsMode,
  StripePaymentElement,
} from "@stripe/stripe-js";
import { useEffect, useImperativeHandle, useRef, useState } from "react";
import { clubStripe } from "./stripe-instance";
import { CardFieldError, type CardFieldIntent, type CardFieldProps, StripeSetupError } from "./types";

/** The Elements group's options for what the card is collected for (deferred intent: no client secret yet). */
export function elementsOptions(intent: CardFieldIntent | undefined): StripeElementsOptionsMode {
  const currency = (intent?.currency ?? "EUR").toLowerCase();
  if (intent?.mode === "setup") return { mode: "setup", currency, paymentMethodCreation: "manual" };
  return {
    mode: "payment",
    // Stripe refuses a zero amount in payment mode; the total is known before the payment step shows.
    amount: Math.max(intent?.amount ?? 0, 1),
    currency,
    // The platform creates the PaymentIntent from a payment method made here (createPaymentMethod).
    paymentMethodCreation: "manual",
    ...(intent?.saveCard ? { setupFutureUsage: "off_session" as const } : {}),
  };
}

/**
 * Stripe's Payment Element (architecture §8) in deferred-intent mode: cards, the card brands' own flows and the wallets
 * (Apple Pay, Google Pay) the club enables in its Stripe account. Loaded only for clubs whose provider is Stripe.
 */
export function StripePaymentField({ ref, payments, language, intent, onCardChange }: CardFieldProps) {
  const { t } = useLingui();
  const mount = useRef<HTMLDivElement>(null);
  const stripe = useRef<Stripe | null>(null);
  const elements = useRef<StripeElements | null>(null);
  const element = useRef<StripePaymentElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const failed = useRef(false);
  const changed = useRef(onCardChange);
  changed.current = onCardChange;
  const options = elementsOptions(intent);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const optionsKey = JSON.stringify(options);
  const { publishableKey, accountId } = payments;

  useEffect(() => {
    let cancelled = false;
    if (!publishableKey) {
      setError(t`Card payments are not configured for this shop`);
      return;
    }
    clubStripe({ provider: "stripe", publishableKey, ...(accountId ? { accountId } : {}) }, language)
      .then((instance) => {
        if (cancelled || !mount.current) return;
        if (!instance) throw new Error("Stripe.js is not available");
        stripe.current = instance;
        const group = instance.elements(optionsRef.current);
        const payment = group.create("payment", { layout: "tabs" });
        payment.mount(mount.current);
        payment.on("change", () => {
          setError(null);
          changed.current?.();
        });
        elements.current = group;
        element.current = payment;
      })
      .catch(() => {
        // Blocked or offline: say so, rather than an empty box and "still loading" forever.
        if (!cancelled) {
          failed.current = true;
          setError(t`The card field could not be loaded. Reload the page to try again.`);
        }
      });
    return () => {
      cancelled = true;
      element.current?.destroy();
      element.current = null;
      elements.current = null;
    };
  }, [publishableKey, accountId, language, t]);

  // A new total (a coupon, another courier) or "save this card" changes the group, keeping what was typed.
  useEffect(() => {
    elements.current?.update(JSON.parse(optionsKey));
  }, [optionsKey]);

  useImperativeHandle(ref, () => {
    /** The group once Stripe.js is ready, after Stripe has checked what the shopper typed. */
    const submitted = async (): Promise<{ stripe: Stripe; elements: StripeElements }> => {
      if (failed.current)
        throw new CardFieldError({
          card: t`The card field could not be loaded. Reload the page to try again.`,
        });
      if (!stripe.current || !elements.current)
        throw new CardFieldError({ card: t`The card field is still loading` });
      const { error: invalid } = await elements.current.submit();
      // The Payment Element shows its own validation messages, under the input concerned.
      if (invalid)
        throw new CardFieldError({ card: invalid.message ?? t`The card could not be checked, please retry` });
      return { stripe: stripe.current, elements: elements.current };
    };
    const fail = (message: string | undefined) => {
      const text = message ?? t`The card could not be checked, please retry`;
      setError(text);
      return new CardFieldError({ card: text });
    };
    const billing = (cardName: string) =>
      cardName.trim() ? { billing_details: { name: cardName.trim() } } : undefined;
    return {
      async tokenize(cardName) {
        const ready = await submitted();
        const details = billing(cardName);
        const result = await ready.stripe.createPaymentMethod({
          elements: ready.elements,
          ...(details ? { params: details } : {}),
        });
        if (result.error || !result.paymentMethod) throw fail(result.error?.message);
        return result.paymentMethod.id;
      },
      async saveCard(cardName, clientSecret) {
        const ready = await submitted();
        const details = billing(cardName);
        const result = await ready.stripe.confirmSetup({
          elements: ready.elements,
          clientSecret: await clientSecret(),
          // Cards authenticate in place; a method that must leave the page comes back here.
          confirmParams: {
            return_url: globalThis.location.href,
            ...(details ? { payment_method_data: details } : {}),
          },
          redirect: "if_required",
        });
        // The dialog says why, in the shop's words (declined, or the details to fix).
        if (result.error) throw new StripeSetupError(result.error.code);
      },
    };
  }, [t]);

  return (
    <div className="flex flex-col gap-2" data-card-field="stripe">
      <div ref={mount} className="min-h-12" />
      {error && (
        <p role="alert" className="text-error-ink text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
