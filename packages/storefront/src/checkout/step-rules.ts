import { birthDateProblem } from "../age/age-rules";
import { GIFT_MESSAGE_MAX, messageLength, type StepProblems } from "./checkout-model";
import type { CheckoutState, StepId } from "./checkout-state";
import { type FieldErrors, hasErrors } from "./field-errors";
import { isEmail, validateAddress, validateBilling } from "./fiscal";

/**
 * Each step's rules. Their module (with the fiscal rules: codice fiscale, partita IVA) loads after checkout's first
 * step has painted, on idle, or at the first "Continue" if that comes sooner.
 */

/** What the rules need to know of the platform: whether it lists states for a country. */
export interface RuleContext {
  statesListed?: (country: string | undefined) => boolean;
  /** The buyer must give a birth date: a guest, or a member whose profile has none. */
  birthDateAsked?: boolean;
}

/** The rules of one step (architecture §6): contact details, invoicing data for an invoice, where and how to ship. */
export function validateStep(state: CheckoutState, step: StepId, rules: RuleContext = {}): StepProblems {
  const listed = (country: string | undefined) => ({ statesListed: rules.statesListed?.(country) ?? false });
  if (step === "information") {
    const fields: FieldErrors = {};
    if (!state.email.trim()) fields.email = "REQUIRED";
    else if (!isEmail(state.email)) fields.email = "INVALID";
    if (!state.firstName.trim()) fields.firstName = "REQUIRED";
    if (!state.lastName.trim()) fields.lastName = "REQUIRED";
    if (state.phone.trim() && state.phone.replace(/\D/g, "").length < 4) fields.phone = "INVALID";
    if (rules.birthDateAsked) {
      // The destination is not known yet: the platform checks the minimum age when the order is placed.
      const problem = birthDateProblem(state.birthDate, 0, new Date());
      if (problem) fields.birthDate = problem === "REQUIRED" ? "REQUIRED" : "INVALID";
    }
    return { fields };
  }
  if (step === "invoicing") {
    // A saved record was checked when it was saved; the platform checks it again at checkout.
    if (state.billingId) return { fields: {} };
    const fields = validateBilling(state.billing ?? { person: true }, listed(state.billing?.country));
    if (!hasErrors(fields)) return { fields };
    // Say "missing" only when something is missing: a wrong codice fiscale is not missing data.
    const missing = Object.values(fields).includes("REQUIRED");
    return { fields, problem: missing ? "INVOICE_DATA_REQUIRED" : "INVOICE_DATA_INVALID" };
  }
  if (step === "shipping") {
    // A gift's recipient is the shipping address: the same rules, then a message within its limit.
    if (!state.shippingAddress) return { fields: { address: "REQUIRED" }, problem: "ADDRESS_REQUIRED" };
    if (!state.shippingId) {
      const fields = validateAddress(state.shippingAddress, listed(state.shippingAddress.country));
      if (hasErrors(fields)) return { fields, problem: "ADDRESS_REQUIRED" };
    }
    if (!state.listingId) return { fields: { listingId: "REQUIRED" }, problem: "LISTING_REQUIRED" };
    if (state.gift && messageLength(state.giftMessage) > GIFT_MESSAGE_MAX)
      return { fields: { giftMessage: "TOO_LONG" }, problem: "GIFT_MESSAGE_TOO_LONG" };
    return { fields: {} };
  }
  if (state.howToPay === "saved" && !state.paymentMethodId)
    return { fields: { paymentMethodId: "REQUIRED" }, problem: "SAVED_CARD_REQUIRED" };
  return { fields: {} };
}

/** The first step among `steps` that does not pass, with its problems; null when every step passes. */
export function firstInvalidStep(
  state: CheckoutState,
  steps: StepId[],
  rules: RuleContext = {},
): { step: StepId; problems: StepProblems } | null {
  for (const step of steps) {
    const problems = validateStep(state, step, rules);
    if (hasErrors(problems.fields)) return { step, problems };
  }
  return null;
}
