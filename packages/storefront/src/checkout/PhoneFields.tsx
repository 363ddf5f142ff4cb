import type { CountryList } from "@club/api-client";
import { NativeSelect, TextField } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { usePainted } from "../app/after-paint";
import type { FieldErrors } from "./field-errors";
import { useFieldMessage } from "./field-messages";

/**
 * A phone number with its country calling code (`phoneCountry`, e.g. "+39"). The code is chosen by country,
 * "Italia (+39)", because several countries share one code; it follows `country` until the visitor picks one
 * (see `callingCodeFor` for the value to save then).
 */
export function PhoneFields({
  idPrefix,
  phone,
  phoneCountry,
  country,
  countries,
  required = false,
  errors,
  onChange,
}: {
  idPrefix: string;
  phone: string;
  phoneCountry: string | undefined;
  /** The address's country: its calling code is the default. */
  country?: string | undefined;
  countries: CountryList | undefined;
  required?: boolean;
  errors: FieldErrors;
  onChange: (patch: { phone?: string; phoneCountry?: string }) => void;
}) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const [picked, setPicked] = useState<string | undefined>();
  const items = countries?.items.filter((item) => item.phoneCode) ?? [];
  const callingCodeOf = (code: string | undefined) => items.find((item) => item.code === code)?.phoneCode;
  const code = phoneCountry || callingCodeOf(country);
  // The country shown for the code: the one picked, the address's, or the first that uses it.
  const shown =
    [picked, country].find((candidate) => candidate && callingCodeOf(candidate) === code) ??
    items.find((item) => item.phoneCode === code)?.code;
  // The ~250 countries are a third of the style and layout of the frame that first shows the form (checkout's first
  // step: ~30 ms of ~100 at 4× CPU); that frame lists the chosen one, the rest follow in a render of their own.
  const painted = usePainted();
  const listed = painted ? items : items.filter((item) => item.code === shown);
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-6">
      {/* The browser's own select: the prefix sits on checkout's first step, and Radix Select with its popper
          (~20 KiB gzip) would be most of that step's script; a native list of ~250 countries is also the
          quicker one to search on a phone. */}
      <NativeSelect
        className="sm:col-span-2"
        id={`${idPrefix}-phoneCountry`}
        label={t`Country code`}
        options={listed.map((item) => ({ value: item.code, label: `${item.name} (${item.phoneCode})` }))}
        value={shown}
        onValueChange={(value) => {
          setPicked(value);
          const next = callingCodeOf(value);
          if (next) onChange({ phoneCountry: next });
        }}
        error={message(errors, "phoneCountry")}
      />
      <TextField
        className="sm:col-span-4"
        id={`${idPrefix}-phone`}
        label={t`Phone`}
        required={required}
        type="tel"
        autoComplete="tel-national"
        value={phone}
        onChange={(e) => onChange({ phone: e.currentTarget.value })}
        error={message(errors, "phone")}
      />
    </div>
  );
}

/** The calling code to save with a phone: the one chosen, else the country's. */
export function callingCodeFor(
  phoneCountry: string | undefined,
  country: string | undefined,
  countries: CountryList | undefined,
): string | undefined {
  return phoneCountry || countries?.items.find((item) => item.code === country)?.phoneCode || undefined;
}
