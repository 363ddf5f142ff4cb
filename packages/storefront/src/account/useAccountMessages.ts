import { isApiError } from "@club/api-client";
import { useLingui } from "@lingui/react/macro";
import { ERROR_MESSAGES, errorCode, errorMessage } from "../i18n/errors";
import { ACCOUNT_ERROR_MESSAGES } from "./account-errors";
import type { AccountErrors, AccountFieldError } from "./form-rules";

/** Field error codes as text, and a platform answer (error or notice code) as the architecture §7 message. */
export function useAccountMessages() {
  const { t, i18n } = useLingui();
  const fieldTexts: Record<AccountFieldError, string> = {
    REQUIRED: t`This field is required`,
    INVALID: t`This value is not valid`,
    PASSWORD_TOO_SHORT: i18n._(ERROR_MESSAGES.PASSWORD_TOO_SHORT!),
  };
  return {
    field: (errors: AccountErrors, name: string): string | undefined => {
      const code = errors[name];
      return code ? fieldTexts[code] : undefined;
    },
    /** The message for a code of architecture §7 (e.g. INVITATION_SENT), or the generic one. */
    code: (code: string): string =>
      i18n._(ACCOUNT_ERROR_MESSAGES[code] ?? ERROR_MESSAGES[code] ?? ERROR_MESSAGES.GENERIC!),
    error: (error: unknown): string => {
      const own = ACCOUNT_ERROR_MESSAGES[errorCode(error)];
      return own ? i18n._(own) : errorMessage(i18n, error);
    },
  };
}

/** The platform's VALIDATION `fields` as form errors (PASSWORD_TOO_SHORT kept, the rest REQUIRED or INVALID). */
export function serverFieldErrors(error: unknown): AccountErrors {
  if (!isApiError(error)) return {};
  const fields = error.fields ?? {};
  const errors: AccountErrors = {};
  for (const [name, code] of Object.entries(fields))
    errors[name] = code === "REQUIRED" || code === "PASSWORD_TOO_SHORT" ? code : "INVALID";
  return errors;
}
