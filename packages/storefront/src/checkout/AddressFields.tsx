import type { CountryList } from "@club/api-client";
import { Select, TextField } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useQueries, useRuntime } from "../app/context";
import { useLanguage } from "../router/useLanguage";
import { useFieldMessage } from "./field-messages";
import type { FieldErrors } from "./fiscal";

export interface AddressValues {
  street?: string;
  number?: string;
  city?: string;
  zip?: string;
  province?: string;
  country?: string;
}

/** Street, number, city, ZIP, country and (in Italy) province; mandatory fields carry a *. */
export function AddressFields({
  idPrefix,
  value,
  onChange,
  errors,
  countries,
  shippingOnly = false,
}: {
  idPrefix: string;
  value: AddressValues;
  onChange: (patch: AddressValues) => void;
  errors: FieldErrors;
  countries: CountryList | undefined;
  /** List only the countries the club ships to first and mark the others. */
  shippingOnly?: boolean;
}) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const queries = useQueries();
  const language = useLanguage();
  // Radix's list adds a <style>: it carries the page's CSP nonce.
  const { nonce } = useRuntime().bootstrap;
  const provinces = useQuery({ ...queries.provinces(language, "IT"), enabled: value.country === "IT" });
  const countryOptions = (countries?.items ?? [])
    .slice()
    .sort((a, b) => (shippingOnly ? Number(b.shipping) - Number(a.shipping) : 0))
    .map((country) => ({ value: country.code, label: country.name }));
  const required = { labels: { required: t`required` } };

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-6">
      <TextField
        {...required}
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
        {...required}
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
        {...required}
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
        {...required}
        {...(nonce ? { nonce } : {})}
        className="sm:col-span-3"
        id={`${idPrefix}-country`}
        label={t`Country`}
        required
        placeholder={t`Choose a country`}
        options={countryOptions}
        value={value.country}
        onValueChange={(country) => onChange({ country, province: "" })}
        error={message(errors, "country")}
      />
      {value.country === "IT" && (
        <Select
          {...required}
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
          onValueChange={(province) => onChange({ province })}
          error={message(errors, "province")}
        />
      )}
    </div>
  );
}
