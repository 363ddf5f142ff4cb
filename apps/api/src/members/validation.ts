import codiceFiscaleModule from "codice-fiscale-js";
import { checkVAT, countries as vatCountries } from "jsvat";
import { italianProvinces } from "../geo/italy.js";

/** Offending fields (dotted paths) mapped to codes, as in the contract's Error.fields. */
export type FieldErrors = Record<string, string>;

// The package's CommonJS build exports { CodiceFiscale } while its types declare the class as the default export.
const CodiceFiscale =
  (codiceFiscaleModule as unknown as { CodiceFiscale?: typeof codiceFiscaleModule }).CodiceFiscale ??
  codiceFiscaleModule;

const PROVINCES = new Set(italianProvinces.map((p) => p.code));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SDI = /^[A-Z0-9]{7}$/;

const blank = (value: unknown) => typeof value !== "string" || value.trim() === "";

/** A phone number: digits with the usual separators, 6 to 15 digits (E.164 allows at most 15). */
/** A `YYYY-MM-DD` birth date that exists, is not in the future and not before 1900. */
export function validBirthDate(text: string, now: Date): boolean {
  const born = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(born.getTime()) && born <= now && born.getUTCFullYear() >= 1900;
}

export function validPhone(phone: string): boolean {
  if (!/^\+?[0-9 ()./-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, "").length;
  return digits >= 6 && digits <= 15;
}

/** Codice fiscale of a person (16 characters, check character and dates verified). */
export function validCodiceFiscale(cf: string): boolean {
  const value = cf.trim().toUpperCase();
  return /^[A-Z0-9]{16}$/.test(value) && CodiceFiscale.check(value);
}

/** VAT number for a country (partita IVA for IT: 11 digits with its check digit), with or without the prefix. */
export function validVatNumber(code: string, country: string): boolean {
  const value = code.replace(/[\s.-]/g, "").toUpperCase();
  const known = vatCountries.find((c) => c.codes[0] === country);
  // Countries outside jsvat's list (outside the EU) are only checked for a plausible shape.
  if (!known) return /^[A-Z0-9]{4,20}$/.test(value);
  // Greek VAT numbers carry EL, not the ISO code.
  const prefix = country === "GR" ? "EL" : country;
  const prefixed = value.startsWith(prefix) ? value : `${prefix}${value}`;
  return checkVAT(prefixed, [known]).isValid;
}

function checkPlace(data: Record<string, unknown>, at: string, errors: FieldErrors) {
  const country = String(data.country ?? "");
  for (const field of ["street", "city", "zip"]) if (blank(data[field])) errors[`${at}${field}`] = "REQUIRED";
  if (country === "IT") {
    if (blank(data.province)) errors[`${at}province`] = "REQUIRED";
    else if (!PROVINCES.has(String(data.province).toUpperCase())) errors[`${at}province`] = "INVALID";
    if (!blank(data.zip) && !/^\d{5}$/.test(String(data.zip).trim())) errors[`${at}zip`] = "INVALID";
  }
}

/** A shipping address (AddressFields): mandatory fields, Italian province and CAP, phone and email shapes. */
export function validateAddress(data: Record<string, unknown>, at = ""): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ["firstName", "lastName", "phone"])
    if (blank(data[field])) errors[`${at}${field}`] = "REQUIRED";
  checkPlace(data, at, errors);
  if (!blank(data.phone) && !validPhone(String(data.phone))) errors[`${at}phone`] = "INVALID";
  if (!blank(data.email) && !EMAIL.test(String(data.email))) errors[`${at}email`] = "INVALID";
  return errors;
}

/**
 * Invoicing data (BillingFields). A private person gives a name and, in Italy, a valid codice fiscale; a company
 * gives its name and a valid VAT number and, in Italy, a PEC address or a 7-character SDI code for e-invoicing.
 */
export function validateBilling(data: Record<string, unknown>, at = ""): FieldErrors {
  const errors: FieldErrors = {};
  const country = String(data.country ?? "");
  checkPlace(data, at, errors);
  if (data.person) {
    for (const field of ["firstName", "lastName"])
      if (blank(data[field])) errors[`${at}${field}`] = "REQUIRED";
    if (country === "IT" && blank(data.cf)) errors[`${at}cf`] = "REQUIRED";
    if (!blank(data.cf) && country === "IT" && !validCodiceFiscale(String(data.cf)))
      errors[`${at}cf`] = "INVALID";
  } else {
    if (blank(data.fiscalCompany)) errors[`${at}fiscalCompany`] = "REQUIRED";
    if (blank(data.code)) errors[`${at}code`] = "REQUIRED";
    else if (!validVatNumber(String(data.code), country)) errors[`${at}code`] = "INVALID";
    // A company's codice fiscale is usually its partita IVA (11 digits); a sole trader's is personal (16).
    if (!blank(data.cf) && country === "IT") {
      const cf = String(data.cf).trim();
      if (!(validCodiceFiscale(cf) || validVatNumber(cf, "IT"))) errors[`${at}cf`] = "INVALID";
    }
    if (country === "IT" && blank(data.pec) && blank(data.sdi)) errors[`${at}sdi`] = "PEC_OR_SDI_REQUIRED";
  }
  if (!blank(data.pec) && !EMAIL.test(String(data.pec))) errors[`${at}pec`] = "INVALID";
  if (!blank(data.sdi) && !SDI.test(String(data.sdi).trim().toUpperCase())) errors[`${at}sdi`] = "INVALID";
  if (!blank(data.email) && !EMAIL.test(String(data.email))) errors[`${at}email`] = "INVALID";
  if (!blank(data.phone) && !validPhone(String(data.phone))) errors[`${at}phone`] = "INVALID";
  return errors;
}
