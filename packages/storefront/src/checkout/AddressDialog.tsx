import type { AddressInput, CountryList } from "@club/api-client";
import { Button, Dialog, TextField } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useQueries } from "../app/context";
import { useLanguage } from "../router/useLanguage";
import { AddressFields } from "./AddressFields";
import { type FieldErrors, hasErrors } from "./field-errors";
import { useFieldMessage } from "./field-messages";
import { validateAddress } from "./fiscal";
import { callingCodeFor, PhoneFields } from "./PhoneFields";

/** The shipping address dialog: fields marked * are mandatory (architecture §6). */
export function AddressDialog({
  open,
  onOpenChange,
  initial,
  countries,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: Partial<AddressInput>;
  countries: CountryList | undefined;
  onSave: (address: AddressInput) => void;
}) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const [value, setValue] = useState<Partial<AddressInput>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const queryClient = useQueryClient();
  const queries = useQueries();
  const language = useLanguage();
  const change = (patch: Partial<AddressInput>) => setValue((current) => ({ ...current, ...patch }));

  const save = () => {
    const states = value.country
      ? queryClient.getQueryData(queries.states(language, value.country).queryKey)
      : undefined;
    const found = validateAddress(value, { statesListed: Boolean(states?.items.length) });
    setErrors(found);
    if (hasErrors(found)) return;
    const phoneCountry = callingCodeFor(value.phoneCountry, value.country, countries);
    const clean = Object.fromEntries(
      Object.entries({ ...value, ...(phoneCountry ? { phoneCountry } : {}) }).filter(
        ([, v]) => typeof v !== "string" || v.trim() !== "",
      ),
    ) as unknown as AddressInput;
    onSave(clean);
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t`Shipping address`}
      description={t`Fields marked * are mandatory.`}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t`Cancel`}
          </Button>
          <Button onClick={save}>{t`Save address`}</Button>
        </>
      }
    >
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            id="address-firstName"
            label={t`First name`}
            required
            autoComplete="given-name"
            value={value.firstName ?? ""}
            onChange={(e) => change({ firstName: e.currentTarget.value })}
            error={message(errors, "firstName")}
          />
          <TextField
            id="address-lastName"
            label={t`Last name`}
            required
            autoComplete="family-name"
            value={value.lastName ?? ""}
            onChange={(e) => change({ lastName: e.currentTarget.value })}
            error={message(errors, "lastName")}
          />
          <TextField
            className="sm:col-span-2"
            id="address-company"
            label={t`Company`}
            autoComplete="organization"
            value={value.company ?? ""}
            onChange={(e) => change({ company: e.currentTarget.value })}
          />
        </div>
        <AddressFields
          idPrefix="address"
          value={value}
          onChange={change}
          errors={errors}
          countries={countries}
          shippingOnly
          emailLabel={t`Email for delivery updates`}
        />
        <PhoneFields
          idPrefix="address"
          phone={value.phone ?? ""}
          phoneCountry={value.phoneCountry}
          country={value.country}
          countries={countries}
          required
          errors={errors}
          onChange={change}
        />
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      </form>
    </Dialog>
  );
}
