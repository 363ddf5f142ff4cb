import type { CountryList } from "@club/api-client";
import { Select, TextField } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useQueries, useRuntime } from "../app/context";
import { useLanguage } from "../router/useLanguage";
import type { FieldErrors } from "./field-errors";
import { useFieldMessage } from "./field-messages";

export interface AddressValues {
  street?: string;
  number?: string;
  city?: string;
  zip?: string;
  province?: string;
  state?: string;
  country?: string;
  email?: string;
}

/**
 * Street, number, city, ZIP, country, the state (a select when the platform lists states for the country, absent
 * otherwise), the province in Italy and, where the contract has one, the email; mandatory fields carry a *.
 */
export function AddressFields({
  idPrefix,
  value,
  onChange,
  errors,
  countries,
  shippingOnly = false,
  emailLabel,
}: {
  idPrefix: string;
  value: AddressValues;
  onChange: (patch: AddressValues) => void;
  errors: FieldErrors;
  countries: CountryList | undefined;
  /** List only the countries the club ships to first and mark the others. */
  shippingOnly?: boolean;
  /** Shows the address's optional email, with this label (e.g. where the invoice or delivery news go). */
  emailLabel?: string;
}) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const queries = useQueries();
  const language = useLanguage();
  // Radix's list adds a <style>: it carries the page's CSP nonce.
  const { nonce } = useRuntime().bootstrap;
  const provinces = useQuery({ ...queries.provinces(language, "IT"), enabled: value.country === "IT" });
  const states = useQuery({
    ...queries.states(language, value.country ?? ""),
    enabled: Boolean(value.country),
  });
  const stateOptions = (states.data?.items ?? []).map((item) => ({ value: item.code, label: item.name }));
  // In Italy the province names its region: the region follows the province instead of being asked twice.
  const italy = value.country === "IT";
  const countryOptions = (countries?.items ?? [])
    .slice()
    .sort((a, b) => (shippingOnly ? Number(b.shipping) - Number(a.shipping) : 0))
    .map((country) => ({ value: country.code, label: country.name }));

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-6">
      <TextField
        className="sm:col-span-4"
        id={`${idPrefix}-street`}
        label={t`Street`}
        required
        autoComplete="address-line1"
        value={value.street ?? ""}
        onChange={(e) => onChange({ street: e.currentTarget.value })}
        error={message(errors, "street")}
      />
      <TextField
        className="sm:col-span-2"
        id={`${idPrefix}-number`}
        label={t`Number`}
        value={value.number ?? ""}
        onChange={(e) => onChange({ number: e.currentTarget.value })}
        error={message(errors, "number")}
      />
      <TextField
        className="sm:col-span-4"
        id={`${idPrefix}-city`}
        label={t`City`}
        required
        autoComplete="address-level2"
        value={value.city ?? ""}
        onChange={(e) => onChange({ city: e.currentTarget.value })}
        error={message(errors, "city")}
      />
      <TextField
        className="sm:col-span-2"
        id={`${idPrefix}-zip`}
        label={t`ZIP code`}
        required
        autoComplete="postal-code"
        value={value.zip ?? ""}
        onChange={(e) => onChange({ zip: e.currentTarget.value })}
        error={message(errors, "zip")}
      />
      <Select
        {...(nonce ? { nonce } : {})}
        className="sm:col-span-3"
        id={`${idPrefix}-country`}
        label={t`Country`}
        required
        placeholder={t`Choose a country`}
        options={countryOptions}
        value={value.country}
        onValueChange={(country) => onChange({ country, province: "", state: "" })}
        error={message(errors, "country")}
      />
      {!italy && stateOptions.length > 0 && (
        <Select
          {...(nonce ? { nonce } : {})}
          className="sm:col-span-3"
          id={`${idPrefix}-state`}
          label={t`State / region`}
          required
          placeholder={t`Choose a state`}
          options={stateOptions}
          value={value.state || undefined}
          onValueChange={(state) => onChange({ state })}
          error={message(errors, "state")}
        />
      )}
      {italy && (
        <Select
          {...(nonce ? { nonce } : {})}
          className="sm:col-span-3"
          id={`${idPrefix}-province`}
          label={t`Province`}
          required
          placeholder={t`Choose a province`}
          options={(provinces.data?.items ?? []).map((p) => ({
            value: p.code,
            label: `${p.name} (${p.code})`,
          }))}
          value={value.province || undefined}
          onValueChange={(province) => {
            const region = provinces.data?.items.find((item) => item.code === province)?.state;
            onChange({ province, ...(region ? { state: region } : {}) });
          }}
          error={message(errors, "province")}
        />
      )}
      {emailLabel && (
        <TextField
          className="sm:col-span-6"
          id={`${idPrefix}-email`}
          label={emailLabel}
          type="email"
          autoComplete="email"
          value={value.email ?? ""}
          onChange={(e) => onChange({ email: e.currentTarget.value })}
          error={message(errors, "email")}
        />
      )}
    </div>
  );
}
