import { ageOn } from "../age/age-rules";
import { isEmail } from "../checkout/fiscal";
import { checkPassword, type PasswordError } from "./password-rules";

/** A form's field errors: REQUIRED, INVALID (e.g. an email) or PASSWORD_TOO_SHORT. */
export type AccountFieldError = "REQUIRED" | "INVALID" | PasswordError;
export type AccountErrors = Partial<Record<string, AccountFieldError>>;

export const hasAccountErrors = (errors: AccountErrors) => Object.keys(errors).length > 0;

function emailError(email: string): AccountFieldError | null {
  if (!email.trim()) return "REQUIRED";
  return isEmail(email) ? null : "INVALID";
}

function put(errors: AccountErrors, field: string, error: AccountFieldError | null) {
  if (error) errors[field] = error;
}

/** Login: an email and a password (its length is the server's business: old passwords may be shorter). */
export function validateLogin(values: { email: string; password: string }): AccountErrors {
  const errors: AccountErrors = {};
  put(errors, "email", emailError(values.email));
  if (!values.password) errors.password = "REQUIRED";
  return errors;
}

/** An email alone: sign-up request, password reset request, new email of an email change. */
export function validateEmailOnly(values: { email: string }): AccountErrors {
  const errors: AccountErrors = {};
  put(errors, "email", emailError(values.email));
  return errors;
}

/** Sign-up's second form: names, a password of at least 8 characters, terms accepted. */
export function validateSignupCompletion(values: {
  firstName: string;
  lastName: string;
  password: string;
  acceptTerms: boolean;
  /** Optional at sign-up (checkout asks when missing); when given, a real past date. */
  birthDate?: string;
}): AccountErrors {
  const errors: AccountErrors = {};
  if (!values.firstName.trim()) errors.firstName = "REQUIRED";
  if (!values.lastName.trim()) errors.lastName = "REQUIRED";
  if (values.birthDate && ageOn(values.birthDate, new Date()) === null) errors.birthDate = "INVALID";
  put(errors, "password", checkPassword(values.password));
  if (!values.acceptTerms) errors.acceptTerms = "REQUIRED";
  return errors;
}

/** A new password, typed twice. */
export function validateNewPassword(values: { password: string; repeat: string }): AccountErrors {
  const errors: AccountErrors = {};
  put(errors, "password", checkPassword(values.password));
  if (!errors.password && values.repeat !== values.password) errors.repeat = "INVALID";
  return errors;
}

/** The profile's personal data: names mandatory, phone digits with an optional +, spaces or dashes. */
export function validatePersonalData(values: {
  firstName: string;
  lastName: string;
  phone: string;
}): AccountErrors {
  const errors: AccountErrors = {};
  if (!values.firstName.trim()) errors.firstName = "REQUIRED";
  if (!values.lastName.trim()) errors.lastName = "REQUIRED";
  const phone = values.phone.trim();
  if (phone && !/^\+?[0-9][0-9 -]{4,30}$/.test(phone)) errors.phone = "INVALID";
  return errors;
}
