import { useLingui } from "@lingui/react/macro";
import type { FieldError, FieldErrors } from "./field-errors";

/**
 * Turns field error codes into messages for the form (client rules and the platform's `fields`). A form whose
 * fields have codes of their own (the invoicing step's codice fiscale) passes their messages: they stay in its
 * code and catalog, not in every form's.
 */
export function useFieldMessage(
  own: Partial<Record<FieldError, string>> = {},
): (errors: FieldErrors, field: string) => string | undefined {
  const { t } = useLingui();
  const messages: Partial<Record<FieldError, string>> & Record<"INVALID", string> = {
    REQUIRED: t`This field is required`,
    INVALID: t`This value is not valid`,
    TOO_LONG: t`This text is too long`,
    ...own,
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
