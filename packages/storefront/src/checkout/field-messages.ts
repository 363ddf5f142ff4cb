import { useLingui } from "@lingui/react/macro";
import type { FieldError, FieldErrors } from "./fiscal";

/** Turns field error codes into messages for the form (client rules and the platform's `fields`). */
export function useFieldMessage(): (errors: FieldErrors, field: string) => string | undefined {
  const { t } = useLingui();
  const messages: Record<FieldError, string> = {
    REQUIRED: t`This field is required`,
    INVALID: t`This value is not valid`,
    TOO_LONG: t`This text is too long`,
    CF_LENGTH: t`A codice fiscale has 16 characters: check that none is missing or extra`,
    CF_CHARACTERS: t`A codice fiscale has letters and digits in set places (e.g. RSSMRA85T10A562S): check for a letter typed as a digit or the other way round`,
    CF_CHECK: t`The last letter of this codice fiscale does not match the others: check it for typos`,
  };
  return (errors, field) => {
    const code = errors[field];
    return code ? (messages[code] ?? messages.INVALID) : undefined;
  };
}

/** The platform's VALIDATION `fields` (dotted paths) for one object, e.g. `billing.cf` → `cf`. */
export function fieldsUnder(fields: Record<string, string> | undefined, prefix: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, code] of Object.entries(fields ?? {})) {
    if (path.startsWith(`${prefix}.`))
      errors[path.slice(prefix.length + 1)] = code === "REQUIRED" || code === "TOO_LONG" ? code : "INVALID";
  }
  return errors;
}
