import type { Address, AddressInput, Billing, BillingInput, Cart, Profile } from "@club/api-client";
import { birthDateProblem } from "../age/age-rules";
import type { CartContext } from "../api/queries";
import type { CheckoutState, StepId } from "./checkout-state";
import { type FieldErrors, hasErrors, isEmail, validateAddress, validateBilling } from "./fiscal";

/** The longest gift message (the contract's `GiftInput.message` maxLength), in characters. */
export const GIFT_MESSAGE_MAX = 300;

/** Characters as the platform counts them (code points): an emoji is one, as the shopper sees it. */
export const messageLength = (text: string) => [...text.trim()].length;

/**
 * The checkout's rules that do not need React: the pricing context of its cart reads, each step's validation,
 * the member's saved choices and the identity of a checkout attempt. The screen and `useCheckout` only wire them.
 */

/**
 * Architecture §6: the checkout parameters the cart is read and changed with (cart/data and the cart PATCH): a saved
 * address or invoicing record by id, the shipping option only when shipping, the coupon when there is one.
 */
export function cartContextOf(
  state: Pick<
    CheckoutState,
    "shippingMode" | "listingId" | "shippingId" | "billingMode" | "billingId" | "couponCode"
  >,
): CartContext {
  const shipping = state.shippingMode === "shipping";
  return {
    shippingMode: state.shippingMode,
    ...(shipping && state.listingId ? { listingId: state.listingId } : {}),
    ...(shipping && state.shippingId ? { shippingId: state.shippingId } : {}),
    ...(state.billingMode === "invoice" && state.billingId ? { billingId: state.billingId } : {}),
    ...(state.couponCode.trim() ? { couponCode: state.couponCode.trim() } : {}),
  };
}

/**
 * Architecture §6: the shipping options' query (billingId, couponCode, shippingId, shippingMode); an address entered here
 * (no id) names its destination by country.
 */
export function listingsContextOf(
  state: Pick<CheckoutState, "shippingId" | "shippingAddress" | "billingMode" | "billingId" | "couponCode">,
): CartContext & { country?: string } {
  return {
    shippingMode: "shipping",
    ...(state.shippingId
      ? { shippingId: state.shippingId }
      : state.shippingAddress?.country
        ? { country: state.shippingAddress.country }
        : {}),
    ...(state.billingMode === "invoice" && state.billingId ? { billingId: state.billingId } : {}),
    ...(state.couponCode.trim() ? { couponCode: state.couponCode.trim() } : {}),
  };
}

/** What stops a step: field errors, and the one sentence the step shows about them. */
export interface StepProblems {
  fields: FieldErrors;
  problem?:
    | "INVOICE_DATA_REQUIRED"
    | "INVOICE_DATA_INVALID"
    | "ADDRESS_REQUIRED"
    | "LISTING_REQUIRED"
    | "GIFT_MESSAGE_TOO_LONG"
    | "SAVED_CARD_REQUIRED";
}

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

/** The member's default address (or the first saved one), the one checkout starts with. */
export function defaultAddress(profile: Pick<Profile, "addresses"> | null | undefined): Address | null {
  const addresses = profile?.addresses ?? [];
  return addresses.find((address) => address.isDefault) ?? addresses[0] ?? null;
}

/** The member's first invoicing record (profiles keep the preferred one first). */
export function defaultBilling(profile: Pick<Profile, "billings"> | null | undefined): Billing | null {
  return profile?.billings[0] ?? null;
}

/** A saved address as the fields checkout sends and shows (without its id and default flag). */
export function addressFields({ id: _id, isDefault: _default, ...fields }: Address): AddressInput {
  return fields as AddressInput;
}

export function billingFields({ id: _id, ...fields }: Billing): BillingInput {
  return fields as BillingInput;
}

/**
 * What makes two checkout submissions the same attempt: the cart's lines and total and every choice the order is
 * placed with. The bot-check token and a freshly tokenised card are not choices: they change on every try.
 */
export function attemptFingerprint(state: CheckoutState, cart: Pick<Cart, "lines" | "total"> | null): string {
  const { step: _step, ...choices } = state;
  return JSON.stringify({
    choices,
    lines: (cart?.lines ?? []).map((line) => [line.shopItemId, line.quantity]),
    total: cart?.total ?? null,
  });
}

/** One checkout attempt: its Idempotency-Key and, once tokenised, the card it pays with. */
export interface CheckoutAttempt {
  fingerprint: string;
  key: string;
  /** The new card's payment-method id, kept so a retry sends the very same request. */
  paymentMethodId?: string;
}

/**
 * The attempt a submission belongs to: the previous one while nothing changed (a retry after a lost or timed-out
 * answer replays the same order), a new key when the cart or the choices changed.
 */
export function attemptFor(
  previous: CheckoutAttempt | null,
  fingerprint: string,
  newKey: () => string,
): CheckoutAttempt {
  return previous && previous.fingerprint === fingerprint ? previous : { fingerprint, key: newKey() };
}
