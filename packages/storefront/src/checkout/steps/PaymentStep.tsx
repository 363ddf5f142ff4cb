import type { Config, Money, PaymentMethod } from "@club/api-client";
import { Checkbox, RadioGroup, TextField } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import type { Ref } from "react";
import { CardField } from "../../adapters/payments/CardField";
import type { CardFieldHandle } from "../../adapters/payments/types";
import { useLanguage } from "../../router/useLanguage";
import type { CheckoutState } from "../checkout-state";

/** How to pay: a new card (the club's card field), or one of the member's saved cards; new can be saved. */
export function PaymentStep({
  state,
  payments,
  appToken,
  savedMethods,
  authenticated,
  cardField,
  error,
  onHowToPay,
  onChange,
  onCardChange,
  total,
}: {
  state: CheckoutState;
  payments: Config["payments"];
  appToken: string;
  savedMethods: PaymentMethod[];
  authenticated: boolean;
  cardField: Ref<CardFieldHandle>;
  error?: string | undefined;
  onHowToPay: (value: "new" | "saved") => void;
  onChange: (patch: Partial<CheckoutState>) => void;
  onCardChange?: () => void;
  /** The amount the card will be charged (Stripe's Payment Element offers the wallets and methods that fit it). */
  total?: Money | undefined;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-5">
      {savedMethods.length > 0 && (
        <RadioGroup
          label={t`How to pay`}
          variant="cards"
          orientation="horizontal"
          value={state.howToPay}
          onValueChange={onHowToPay}
          options={[
            { value: "saved", label: t`A saved card` },
            { value: "new", label: t`A new card` },
          ]}
        />
      )}
      {state.howToPay === "saved" && savedMethods.length > 0 ? (
        <RadioGroup
          label={t`Saved cards`}
          required
          value={state.paymentMethodId}
          onValueChange={(paymentMethodId) => onChange({ paymentMethodId })}
          error={error && !state.paymentMethodId ? error : undefined}
          options={savedMethods.map((method) => ({
            value: method.id,
            label: `${method.brand.toUpperCase()} •••• ${method.last4}`,
            description: t`Expires ${String(method.expMonth).padStart(2, "0")}/${method.expYear}`,
          }))}
        />
      ) : (
        <div className="flex flex-col gap-3">
          <TextField
            id="checkout-cardName"
            label={t`Name on the card`}
            autoComplete="cc-name"
            value={state.cardName}
            onChange={(e) => onChange({ cardName: e.currentTarget.value })}
          />
          <CardField
            ref={cardField}
            payments={payments}
            appToken={appToken}
            language={language}
            intent={{
              mode: "payment",
              amount: total?.amount ?? 0,
              currency: total?.currency ?? "EUR",
              saveCard: authenticated && state.savePaymentMethod,
            }}
            {...(onCardChange ? { onCardChange } : {})}
          />
          {authenticated && (
            <Checkbox
              label={t`Save this card for my next orders`}
              checked={state.savePaymentMethod}
              onCheckedChange={(savePaymentMethod) => onChange({ savePaymentMethod })}
            />
          )}
        </div>
      )}
    </div>
  );
}
