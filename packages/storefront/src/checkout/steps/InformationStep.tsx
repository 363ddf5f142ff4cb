import type { CountryList, ShopPage } from "@club/api-client";
import { DateInput, RadioGroup, TextField } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import type { CheckoutState } from "../checkout-state";
import type { FieldErrors } from "../field-errors";
import { useFieldMessage } from "../field-messages";
import { PhoneFields } from "../PhoneFields";

/** Contact details, delivery (shipping or pickup) and receipt or invoice. */
export function InformationStep({
  state,
  shopPage,
  errors,
  countries,
  askBirthDate,
  onChange,
}: {
  state: CheckoutState;
  shopPage: ShopPage;
  errors: FieldErrors;
  countries: CountryList | undefined;
  /** Guests, and members whose profile has no birth date: the age check needs it. */
  askBirthDate: boolean;
  onChange: (patch: Partial<CheckoutState>) => void;
}) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const { shipping, invoice, payment } = shopPage.settings;
  return (
    <div className="flex flex-col gap-5">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          id="checkout-email"
          label={t`Email`}
          type="email"
          required
          autoComplete="email"
          value={state.email}
          onChange={(e) => onChange({ email: e.currentTarget.value })}
          error={message(errors, "email")}
          hint={t`We send the order confirmation here.`}
        />
        <TextField
          id="checkout-firstName"
          label={t`First name`}
          required
          autoComplete="given-name"
          value={state.firstName}
          onChange={(e) => onChange({ firstName: e.currentTarget.value })}
          error={message(errors, "firstName")}
        />
        <TextField
          id="checkout-lastName"
          label={t`Last name`}
          required
          autoComplete="family-name"
          value={state.lastName}
          onChange={(e) => onChange({ lastName: e.currentTarget.value })}
          error={message(errors, "lastName")}
        />
        {askBirthDate && (
          <DateInput
            className="sm:col-span-2"
            id="checkout-birthDate"
            label={t`Date of birth`}
            required
            autoComplete="bday"
            value={state.birthDate}
            onValueChange={(birthDate) => onChange({ birthDate })}
            error={message(errors, "birthDate")}
            hint={t`Alcohol is sold only to adults: we check your age for the destination country.`}
          />
        )}
      </div>
      <PhoneFields
        idPrefix="checkout"
        phone={state.phone}
        phoneCountry={state.phoneCountry}
        country={state.shippingAddress?.country ?? "IT"}
        countries={countries}
        errors={errors}
        onChange={onChange}
      />
      {shipping.enabled && shipping.pickupEnabled && (
        <RadioGroup
          label={t`Delivery`}
          variant="cards"
          value={state.shippingMode}
          onValueChange={(shippingMode) => onChange({ shippingMode })}
          options={[
            {
              value: "shipping",
              label: t`Ship to an address`,
              description: t`Choose the courier in the next step.`,
            },
            {
              value: "pickup",
              label: t`Pick up at the estate`,
              description: [
                shipping.pickupAddress,
                shipping.pickupHours,
                payment.pickup === "disable" ? t`You pay when you collect the order.` : undefined,
              ]
                .filter(Boolean)
                .join(" · "),
            },
          ]}
        />
      )}
      {invoice.enabled && (
        <RadioGroup
          label={t`Document`}
          variant="cards"
          orientation="horizontal"
          value={state.billingMode}
          onValueChange={(billingMode) => onChange({ billingMode })}
          options={[
            { value: "receipt", label: t`Receipt` },
            {
              value: "invoice",
              label: t`Invoice`,
              description: t`For companies and professionals, or on request.`,
            },
          ]}
        />
      )}
    </div>
  );
}
