import { TextField } from "@club/ui";
import { useLingui } from "@lingui/react/macro";
import { useId, useImperativeHandle, useState } from "react";
import { createSandboxToken, parseExpiry } from "./sandbox-token";
import { CardFieldError, type CardFieldProps } from "./types";

/** The sandbox processor's card field (local, offline): number, expiry and CVC, tokenised by /sandbox-pay. */
export function SandboxCardField({ ref, payments, appToken, language, onCardChange }: CardFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [errors, setErrors] = useState<CardFieldError["fields"]>({});
  // Screen-reader text after the "*" of mandatory fields, in the page's language.
  const edit = (set: (value: string) => void) => (event: { currentTarget: { value: string } }) => {
    set(event.currentTarget.value);
    onCardChange?.();
  };

  useImperativeHandle(
    ref,
    () => ({
      async tokenize(cardName) {
        const { month, year } = parseExpiry(expiry);
        const local: CardFieldError["fields"] = {};
        if (!number.trim()) local.number = t`Enter the card number`;
        if (!expiry.trim()) local.expiry = t`Enter the expiry date`;
        else if (Number.isNaN(month)) local.expiry = t`Use the format MM/YY`;
        if (!cvc.trim()) local.cvc = t`Enter the security code`;
        if (Object.keys(local).length) {
          setErrors(local);
          throw new CardFieldError(local);
        }
        const result = await createSandboxToken(
          payments.sandboxUrl ?? "/sandbox-pay/v1",
          {
            number,
            expMonth: month,
            expYear: year,
            cvc,
            ...(cardName.trim() ? { name: cardName.trim() } : {}),
          },
          { appToken, language, host: globalThis.location.host },
        );
        if (result.ok && result.id) {
          setErrors({});
          return result.id;
        }
        const fields: CardFieldError["fields"] = {};
        if (result.fields?.number) fields.number = t`The card number is not valid`;
        if (result.fields?.expMonth || result.fields?.expYear || result.fields?.expiry)
          fields.expiry = t`The expiry date is not valid`;
        if (result.fields?.cvc) fields.cvc = t`The security code is not valid`;
        if (!Object.keys(fields).length) fields.card = t`The card could not be checked, please retry`;
        setErrors(fields);
        throw new CardFieldError(fields, result.code);
      },
    }),
    [number, expiry, cvc, payments.sandboxUrl, appToken, language, t],
  );

  return (
    <div className="grid grid-cols-2 gap-3" data-card-field="sandbox">
      <TextField
        className="col-span-2"
        id={`${id}-number`}
        label={t`Card number`}
        required
        inputMode="numeric"
        autoComplete="cc-number"
        value={number}
        onChange={edit(setNumber)}
        error={errors.number}
      />
      <TextField
        id={`${id}-expiry`}
        label={t`Expiry (MM/YY)`}
        required
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder={t({ id: "card.expiryPlaceholder", message: "MM/YY" })}
        value={expiry}
        onChange={edit(setExpiry)}
        error={errors.expiry}
      />
      <TextField
        id={`${id}-cvc`}
        label={t`Security code (CVC)`}
        required
        inputMode="numeric"
        autoComplete="cc-csc"
        value={cvc}
        onChange={edit(setCvc)}
        error={errors.cvc}
      />
      {errors.card && (
        <p role="alert" className="col-span-2 text-error-ink text-sm">
          {errors.card}
        </p>
      )}
    </div>
  );
}
