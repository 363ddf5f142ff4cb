import { useLingui } from "@lingui/react/macro";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useEffect, useImperativeHandle, useRef, useState } from "react";
import { CardFieldError, type CardFieldProps } from "./types";

/** Stripe Elements' card field (DESIGN §5). Loaded only for clubs whose provider is Stripe. */
export function StripeCardField({ ref, payments, language, onCardChange }: CardFieldProps) {
  const { t } = useLingui();
  const mount = useRef<HTMLDivElement>(null);
  const stripe = useRef<Stripe | null>(null);
  const card = useRef<StripeCardElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const failed = useRef(false);
  const changed = useRef(onCardChange);
  changed.current = onCardChange;

  useEffect(() => {
    let cancelled = false;
    const key = payments.publishableKey;
    if (!key) {
      setError(t`Card payments are not configured for this shop`);
      return;
    }
    loadStripe(key, { locale: language === "it" ? "it" : "en" })
      .then((instance) => {
        if (cancelled || !mount.current) return;
        if (!instance) throw new Error("Stripe.js is not available");
        stripe.current = instance;
        const element = instance.elements().create("card", { hidePostalCode: true });
        element.mount(mount.current);
        element.on("change", (event) => {
          setError(event.error?.message ?? null);
          changed.current?.();
        });
        card.current = element;
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
      card.current?.destroy();
      card.current = null;
    };
  }, [payments.publishableKey, language, t]);

  useImperativeHandle(
    ref,
    () => ({
      async tokenize(cardName) {
        if (failed.current)
          throw new CardFieldError({
            card: t`The card field could not be loaded. Reload the page to try again.`,
          });
        if (!stripe.current || !card.current)
          throw new CardFieldError({ card: t`The card field is still loading` });
        const result = await stripe.current.createPaymentMethod({
          type: "card",
          card: card.current,
          ...(cardName.trim() ? { billing_details: { name: cardName.trim() } } : {}),
        });
        if (result.error || !result.paymentMethod) {
          const message = result.error?.message ?? t`The card could not be checked, please retry`;
          setError(message);
          throw new CardFieldError({ card: message });
        }
        return result.paymentMethod.id;
      },
    }),
    [t],
  );

  return (
    <div className="flex flex-col gap-2" data-card-field="stripe">
      <span className="font-semibold text-fg text-sm">{t`Card`}</span>
      <div ref={mount} className="rounded-control border border-border-strong bg-surface px-3 py-3" />
      {error && (
        <p role="alert" className="text-error-ink text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
