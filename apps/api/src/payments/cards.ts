import valid from "card-validator";

export type SandboxOutcome =
  | "succeed"
  | "decline"
  | "insufficient_funds"
  | "processing_error"
  | "reenter"
  | "authenticate";

/** The sandbox's test cards (Stripe's numbers, so the same cards test both processors); any other valid number succeeds. */
export const TEST_CARDS: Record<string, SandboxOutcome> = {
  "4242424242424242": "succeed",
  "4000000000000002": "decline",
  "4000000000009995": "insufficient_funds",
  "4000000000000119": "processing_error",
  "4000002500003155": "reenter",
  // Stripe's "always authenticate" card: every charge needs the shopper's 3-D Secure challenge.
  "4000002760003184": "authenticate",
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/**
 * Checks a card as a card field would: number (12-19 digits, Luhn), expiry (not past) and CVC length for the brand.
 * Answers the facts to keep (never the number) or the offending fields.
 */
export function checkCard(
  input: CardInput,
  now: Date,
):
  | { ok: true; brand: string; last4: string; expMonth: number; expYear: number; outcome: SandboxOutcome }
  | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const digits = input.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) fields.number = "INVALID";
  const card = valid.number(digits).card;
  const expYear = input.expYear < 100 ? 2000 + input.expYear : input.expYear;
  const month = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (!Number.isInteger(input.expMonth) || input.expMonth < 1 || input.expMonth > 12)
    fields.expMonth = "INVALID";
  else if (expYear * 12 + input.expMonth < month) fields.expYear = "EXPIRED";
  else if (expYear > now.getUTCFullYear() + 20) fields.expYear = "INVALID";
  const cvcSize = card?.code.size ?? 3;
  if (!new RegExp(`^\\d{${cvcSize}}$`).test(input.cvc.trim())) fields.cvc = "INVALID";
  if (Object.keys(fields).length) return { ok: false, fields };
  return {
    ok: true,
    brand: card?.type ?? "unknown",
    last4: digits.slice(-4),
    expMonth: input.expMonth,
    expYear,
    outcome: TEST_CARDS[digits] ?? "succeed",
  };
}
