import type { BillingInput, CountryList } from "@club/api-client";
import { RadioGroup, TextField } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { AddressFields } from "../AddressFields";
import { useFieldMessage } from "../field-messages";
import type { FieldErrors } from "../fiscal";

/** Invoicing data (Italian fiscal fields): a private person's codice fiscale, or a company's VAT number with PEC or SDI. */
export function InvoicingStep({
  billing,
  errors,
  countries,
  onChange,
}: {
  billing: Partial<BillingInput>;
  errors: FieldErrors;
  countries: CountryList | undefined;
  onChange: (patch: Partial<BillingInput>) => void;
}) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const person = billing.person !== false;
  const italy = billing.country === "IT";
  const required = { labels: { required: t`required` } };
  return (
    <div className="flex flex-col gap-5">
      <RadioGroup
        label={t`Invoice to`}
        variant="cards"
        orientation="horizontal"
        value={person ? "private" : "company"}
        onValueChange={(kind) => onChange({ person: kind === "private" })}
        options={[
          { value: "private", label: t`Private person` },
          { value: "company", label: t`Company` },
        ]}
      />
      {person ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            {...required}
            id="billing-firstName"
            label={t`First name`}
            required
            value={billing.firstName ?? ""}
            onChange={(e) => onChange({ firstName: e.currentTarget.value })}
            error={message(errors, "firstName")}
          />
          <TextField
            {...required}
            id="billing-lastName"
            label={t`Last name`}
            required
            value={billing.lastName ?? ""}
            onChange={(e) => onChange({ lastName: e.currentTarget.value })}
            error={message(errors, "lastName")}
          />
          <TextField
            {...required}
            className="sm:col-span-2"
            id="billing-cf"
            label={t`Tax code (codice fiscale)`}
            required={italy}
            autoCapitalize="characters"
            maxLength={16}
            value={billing.cf ?? ""}
            onChange={(e) => onChange({ cf: e.currentTarget.value.toUpperCase() })}
            error={message(errors, "cf")}
          />
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            {...required}
            className="sm:col-span-2"
            id="billing-fiscalCompany"
            label={t`Company name`}
            required
            autoComplete="organization"
            value={billing.fiscalCompany ?? ""}
            onChange={(e) => onChange({ fiscalCompany: e.currentTarget.value })}
            error={message(errors, "fiscalCompany")}
          />
          <TextField
            {...required}
            className="sm:col-span-2"
            id="billing-code"
            label={t`VAT number (partita IVA)`}
            required
            value={billing.code ?? ""}
            onChange={(e) => onChange({ code: e.currentTarget.value.toUpperCase() })}
            error={message(errors, "code")}
          />
          <TextField
            id="billing-pec"
            label={t`PEC (certified email)`}
            type="email"
            value={billing.pec ?? ""}
            onChange={(e) => onChange({ pec: e.currentTarget.value })}
            error={message(errors, "pec")}
            {...(italy ? { hint: t`In Italy, a PEC address or an SDI code is required.` } : {})}
          />
          <TextField
            id="billing-sdi"
            label={t`SDI recipient code`}
            maxLength={7}
            value={billing.sdi ?? ""}
            onChange={(e) => onChange({ sdi: e.currentTarget.value.toUpperCase() })}
            error={message(errors, "sdi")}
          />
        </div>
      )}
      <AddressFields
        idPrefix="billing"
        value={billing}
        onChange={onChange}
        errors={errors}
        countries={countries}
      />
    </div>
  );
}
