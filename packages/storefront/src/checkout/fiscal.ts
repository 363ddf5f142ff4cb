import type { AddressInput, BillingInput } from "@club/api-client";
import type { FieldErrors } from "./field-errors";

const ODD: Record<string, number> = {};
"1,0,5,7,9,13,15,17,19,21,2,4,18,20,11,3,6,8,12,14,16,10,22,25,24,23".split(",").forEach((value, index) => {
  ODD[String.fromCharCode(65 + index)] = Number(value);
  if (index < 10) ODD[String(index)] = Number(value);
});

/** What is wrong with a person's codice fiscale, or null when it is valid. Spaces are ignored. */
export function codiceFiscaleProblem(value: string): "CF_LENGTH" | "CF_CHARACTERS" | "CF_CHECK" | null {
  const cf = value.replace(/\s/g, "").toUpperCase();
  if (cf.length !== 16) return "CF_LENGTH";
  // Surname and name letters, year, month letter, day, birthplace, then the check letter (omocodia allowed).
  if (!/^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(cf))
    return "CF_CHARACTERS";
  return checkLetter(cf) === cf[15] ? null : "CF_CHECK";
}

/** Codice fiscale of a person: 16 characters (omocodia letters allowed) with its check letter. */
export function isCodiceFiscale(value: string): boolean {
  return codiceFiscaleProblem(value) === null;
}

function checkLetter(cf: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i += 1) {
    const char = cf[i]!;
    // 1-based odd positions use the odd table; even positions count 0-9 / A-Z as 0-25.
    sum += i % 2 === 0 ? ODD[char]! : /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** Partita IVA: 11 digits (an `IT` prefix is accepted) with its check digit. */
export function isPartitaIva(value: string): boolean {
  const digits = value.trim().toUpperCase().replace(/^IT/, "");
  if (!/^\d{11}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    let n = Number(digits[i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[10]);
}

/** Codice destinatario SDI: 7 letters or digits (6 for public administrations). */
export const isSdi = (value: string) => /^[A-Z0-9]{6,7}$/i.test(value.trim());
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

const blank = (value: string | undefined) => !value?.trim();

function requireAll(errors: FieldErrors, values: Record<string, string | undefined>, fields: string[]) {
  for (const field of fields) if (blank(values[field])) errors[field] = "REQUIRED";
}

export interface AddressRuleOptions {
  /** The platform lists states for the address's country: one must be chosen (outside Italy, where the province says it). */
  statesListed?: boolean;
}

function requireRegion(
  errors: FieldErrors,
  address: { country?: string; province?: string; state?: string },
  options: AddressRuleOptions,
) {
  if (address.country === "IT" && blank(address.province)) errors.province = "REQUIRED";
  else if (address.country !== "IT" && options.statesListed && blank(address.state))
    errors.state = "REQUIRED";
}

/** The address dialog's rules: the fields marked * are mandatory, plus the province in Italy and listed states. */
export function validateAddress(
  address: Partial<AddressInput>,
  options: AddressRuleOptions = {},
): FieldErrors {
  const errors: FieldErrors = {};
  const values = address as Record<string, string | undefined>;
  requireAll(errors, values, ["firstName", "lastName", "street", "city", "zip", "country", "phone"]);
  requireRegion(errors, address, options);
  if (!blank(address.email) && !isEmail(address.email!)) errors.email = "INVALID";
  if (!errors.phone && (address.phone ?? "").replace(/\D/g, "").length < 4) errors.phone = "INVALID";
  if (address.country === "IT" && !errors.zip && !/^\d{5}$/.test(address.zip ?? "")) errors.zip = "INVALID";
  return errors;
}

/**
 * Invoicing data (architecture §6: mandatory with an invoice). A private person gives a codice fiscale; a company its
 * name and VAT number and, in Italy, a PEC address or an SDI code.
 */
export function validateBilling(
  billing: Partial<BillingInput>,
  options: AddressRuleOptions = {},
): FieldErrors {
  const errors: FieldErrors = {};
  const values = billing as Record<string, string | undefined>;
  const italy = billing.country === "IT";
  requireAll(errors, values, ["street", "city", "zip", "country"]);
  requireRegion(errors, billing, options);
  if (!blank(billing.email) && !isEmail(billing.email!)) errors.email = "INVALID";
  if (billing.person !== false) {
    requireAll(errors, values, ["firstName", "lastName"]);
    if (italy) {
      if (blank(billing.cf)) errors.cf = "REQUIRED";
      else {
        const problem = codiceFiscaleProblem(billing.cf!);
        if (problem) errors.cf = problem;
      }
    }
  } else {
    requireAll(errors, values, ["fiscalCompany", "code"]);
    if (!errors.code && italy && !isPartitaIva(billing.code!)) errors.code = "INVALID";
    if (!blank(billing.pec) && !isEmail(billing.pec!)) errors.pec = "INVALID";
    if (!blank(billing.sdi) && !isSdi(billing.sdi!)) errors.sdi = "INVALID";
    if (italy && blank(billing.pec) && blank(billing.sdi)) errors.sdi = "REQUIRED";
  }
  return errors;
}
