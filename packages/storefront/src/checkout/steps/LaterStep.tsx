import type { CountryList } from "@club/api-client";
import { useLingui } from "@lingui/react/macro";
import type { Ref } from "react";
import type { CardFieldHandle } from "../../adapters/payments/types";
import { GIFT_MESSAGE_MAX, messageLength } from "../checkout-model";
import type { CheckoutState } from "../checkout-state";
import { problemText } from "../problem-text";
import type { useCheckout } from "../useCheckout";
import { InvoicingStep } from "./InvoicingStep";
import { PaymentStep } from "./PaymentStep";
import { ShippingStep } from "./ShippingStep";

/**
 * The step after the first one that checkout shows, wired to its state.
 */
export function LaterStep({
  step,
  checkout,
  shopPageId,
  countries,
  authenticated,
  appToken,
  cardField,
  error,
  onChange,
}: {
  step: "invoicing" | "shipping" | "payment";
  checkout: ReturnType<typeof useCheckout>;
  shopPageId: string;
  countries: CountryList | undefined;
  authenticated: boolean;
  appToken: string;
  cardField: Ref<CardFieldHandle>;
  /** The sentence about what stops this step. */
  error: string | undefined;
  onChange: (patch: Partial<CheckoutState>) => void;
}) {
  const { i18n } = useLingui();
  const { state, dispatch, problems, profile, config } = checkout;
  if (step === "invoicing") {
    const billing = state.billing ?? { person: true, country: "IT" };
    return (
      <InvoicingStep
        billing={billing}
        billingId={state.billingId}
        savedBillings={profile?.billings ?? []}
        saveBilling={authenticated ? state.saveBilling : undefined}
        errors={problems.fields}
        countries={countries}
        onChange={(patch) => onChange({ billing: { ...billing, ...patch } as CheckoutState["billing"] })}
        onChoose={(billingId, saved) => dispatch({ type: "billTo", billingId, billing: saved })}
        onSaveBilling={(saveBilling) => onChange({ saveBilling })}
      />
    );
  }
  if (step === "shipping")
    return (
      <ShippingStep
        shopPageId={shopPageId}
        state={state}
        savedAddresses={profile?.addresses ?? []}
        canSave={authenticated}
        countries={countries}
        error={error}
        onShipTo={(shippingId, address) => dispatch({ type: "shipTo", shippingId, address })}
        onListing={(listingId) => onChange({ listingId })}
        onSaveAddress={(saveAddress) => onChange({ saveAddress })}
        onGift={(gift) => onChange({ gift })}
        onGiftMessage={(giftMessage) => onChange({ giftMessage })}
        giftMessageError={
          // Said while typing past the limit, not only when continuing.
          problems.fields.giftMessage || messageLength(state.giftMessage) > GIFT_MESSAGE_MAX
            ? problemText(i18n, "GIFT_MESSAGE_TOO_LONG", state.gift)
            : undefined
        }
      />
    );
  return config ? (
    <PaymentStep
      state={state}
      payments={config.payments}
      appToken={appToken}
      savedMethods={profile?.paymentMethods ?? []}
      authenticated={authenticated}
      cardField={cardField}
      error={error}
      onHowToPay={(value) => dispatch({ type: "howToPay", value })}
      onChange={onChange}
      onCardChange={checkout.cardChanged}
      total={checkout.cart.data?.total}
    />
  ) : null;
}
