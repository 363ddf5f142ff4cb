import type { Billing, BillingInput, CountryList } from "@club/api-client";
import { Checkbox, RadioGroup, TextField } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { AddressFields } from "../AddressFields";
import { billingFields } from "../checkout-model";
import type { FieldErrors } from "../field-errors";
import { useFieldMessage } from "../field-messages";

const NEW = "new";

/** How a saved invoicing record reads in the list: who, and their tax code. */
function billingLabel(billing: Billing) {
  return billing.person
    ? [billing.firstName, billing.lastName].filter(Boolean).join(" ")
    : (billing.fiscalCompany ?? "");
}

/**
 * Invoicing data: one of the member's saved records (sent as `billingId`), or data entered here (Italian fiscal
 * fields: a private person's codice fiscale, or a company's VAT number with PEC or SDI), which a member may save.
 */
export function InvoicingStep({
  billing,
  billingId = null,
  savedBillings = [],
  saveBilling,
  errors,
  countries,
  onChange,
  onChoose,
  onSaveBilling,
}: {
  billing: Partial<BillingInput>;
  billingId?: string | null;
  savedBillings?: Billing[];
  /** Whether to save the data entered here to the profile; undefined where there is nothing to save to. */
  saveBilling?: boolean | undefined;
  errors: FieldErrors;
  countries: CountryList | undefined;
  onChange: (patch: Partial<BillingInput>) => void;
  onChoose?: (billingId: string | null, billing: BillingInput | null) => void;
  onSaveBilling?: (save: boolean) => void;
}) {
  const { t } = useLingui();
  // The data entered here, kept while the member looks at a saved record.
  const [entered, setEntered] = useState<BillingInput | null>(billingId ? null : (billing as BillingInput));
  const chooser = savedBillings.length > 0 && (
    <RadioGroup
      label={t`Invoicing data`}
      variant="cards"
      value={billingId ?? NEW}
      onValueChange={(choice) => {
        if (choice === NEW) onChoose?.(null, entered ?? ({ person: true, country: "IT" } as BillingInput));
        else {
          const saved = savedBillings.find((item) => item.id === choice);
          if (!billingId) setEntered(billing as BillingInput);
          if (saved) onChoose?.(saved.id, billingFields(saved));
        }
      }}
      options={[
        ...savedBillings.map((saved) => ({
          value: saved.id,
          label: billingLabel(saved),
          description: [
            saved.person ? saved.cf : saved.code,
            [saved.street, saved.number].join(" "),
            saved.city,
          ]
            .filter(Boolean)
            .join(" · "),
        })),
        { value: NEW, label: t`New invoicing data` },
      ]}
    />
  );
  const message = useFieldMessage({
    CF_LENGTH: t`A codice fiscale has 16 characters: check that none is missing or extra`,
    CF_CHARACTERS: t`A codice fiscale has letters and digits in set places (e.g. RSSMRA85T10A562S): check for a letter typed as a digit or the other way round`,
    CF_CHECK: t`The last letter of this codice fiscale does not match the others: check it for typos`,
  });
  if (billingId) return <div className="flex flex-col gap-5">{chooser}</div>;
  const person = billing.person !== false;
  const italy = billing.country === "IT";
  return (
    <div className="flex flex-col gap-5">
      {chooser}
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
            id="billing-firstName"
            label={t`First name`}
            required
            value={billing.firstName ?? ""}
            onChange={(e) => onChange({ firstName: e.currentTarget.value })}
            error={message(errors, "firstName")}
          />
          <TextField
            id="billing-lastName"
            label={t`Last name`}
            required
            value={billing.lastName ?? ""}
            onChange={(e) => onChange({ lastName: e.currentTarget.value })}
            error={message(errors, "lastName")}
          />
          <TextField
            className="sm:col-span-2"
            id="billing-cf"
            label={t`Tax code (codice fiscale)`}
            required={italy}
            autoCapitalize="characters"
            value={billing.cf ?? ""}
            onChange={(e) => onChange({ cf: e.currentTarget.value.replace(/\s/g, "").toUpperCase() })}
            error={message(errors, "cf")}
          />
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
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
        emailLabel={t`Email for the invoice`}
      />
      {saveBilling !== undefined && onSaveBilling && (
        <Checkbox
          label={t`Save this invoicing data to my profile`}
          checked={saveBilling}
          onCheckedChange={onSaveBilling}
        />
      )}
    </div>
  );
}
