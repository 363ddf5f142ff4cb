import { isApiError, type MessageCode, NetworkError } from "@club/api-client";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ACCOUNT_ERROR_MESSAGES } from "../account/account-errors";

/** Codes the storefront words on its own: the platform was unreachable, or the failure had no code. */
type ClientCode = "NETWORK" | "GENERIC";

const GENERIC = msg({ id: "error.GENERIC", message: "Something went wrong, please retry" });

// One text for every code of the contract (MessageCode: errors, notices, cart problems): a code the contract adds
// fails to compile here until it has its text, and `pnpm i18n` then lists it for translation.
const TEXTS = {
  UNAUTHORIZED: msg({ id: "error.UNAUTHORIZED", message: "Invalid email or password" }),
  INVITATION_REQUIRED: msg({ id: "error.INVITATION_REQUIRED", message: "An invite is required to register" }),
  ALREADY_INVITED: msg({
    id: "error.ALREADY_INVITED",
    message: "An invite has already been sent to this email",
  }),
  ALREADY_REGISTERED: msg({ id: "error.ALREADY_REGISTERED", message: "This email is already registered" }),
  INVITATION_SENT: msg({
    id: "error.INVITATION_SENT",
    message: "A confirmation email was sent with instructions to complete registration",
  }),
  PASSWORD_TOO_SHORT: msg({
    id: "error.PASSWORD_TOO_SHORT",
    message: "The password must be at least 8 characters long",
  }),
  EMAIL_CHANGE_CHOOSE_SUCCESS: msg({
    id: "error.EMAIL_CHANGE_CHOOSE_SUCCESS",
    message: "A confirmation email was sent to the specified address",
  }),
  EMAIL_CHANGE_CHOOSE_ERROR: msg({
    id: "error.EMAIL_CHANGE_CHOOSE_ERROR",
    message: "The token for this change is no longer valid",
  }),
  INVITATION_TOKEN_INVALID: msg({
    id: "error.INVITATION_TOKEN_INVALID",
    message: "This invitation link is invalid or expired, use the latest invitation link received",
  }),
  EMAIL_CHANGE_TOKEN_INVALID: msg({ id: "changeEmail.error", message: "Invalid email change token" }),
  NO_SHIPPING_AVAILABLE: msg({
    id: "checkout.listings.noShippingAvailable",
    message: "No shipping option serves the selected country",
  }),
  AUTHENTICATION_REQUIRED: msg({
    id: "error.AUTHENTICATION_REQUIRED",
    message: "Please sign in to continue",
  }),
  NOT_FOUND: msg({ id: "error.NOT_FOUND", message: "We could not find what you were looking for" }),
  RATE_LIMITED: msg({
    id: "error.RATE_LIMITED",
    message: "Too many attempts, please wait a moment and retry",
  }),
  BOT_CHECK_FAILED: msg({
    id: "error.BOT_CHECK_FAILED",
    message: "We could not verify this request, please retry",
  }),
  VALIDATION: msg({ id: "error.VALIDATION", message: "Some fields are missing or not valid" }),
  OUT_OF_STOCK: msg({ id: "error.OUT_OF_STOCK", message: "Not enough stock for this quantity" }),
  QUANTITY_RULE: msg({
    id: "error.QUANTITY_RULE",
    message: "Some products must be bought in multiples: complete the boxes to continue",
  }),
  CART_EMPTY: msg({ id: "error.CART_EMPTY", message: "Your cart is empty" }),
  AGE_REQUIREMENT_NOT_MET: msg({
    id: "error.AGE_REQUIREMENT_NOT_MET",
    message: "You must be of legal drinking age in the destination country to buy these products",
  }),
  MEMBERS_ONLY: msg({
    id: "error.MEMBERS_ONLY",
    message: "Some items are for club members only: log in to buy them",
  }),
  COUPON_INVALID: msg({ id: "error.COUPON_INVALID", message: "This coupon code is not valid" }),
  COUPON_EXPIRED: msg({ id: "error.COUPON_EXPIRED", message: "This coupon has expired" }),
  COUPON_ALREADY_USED: msg({ id: "error.COUPON_ALREADY_USED", message: "You have already used this coupon" }),
  LISTING_REQUIRED: msg({ id: "error.LISTING_REQUIRED", message: "Choose a shipping option" }),
  ADDRESS_REQUIRED: msg({ id: "error.ADDRESS_REQUIRED", message: "Add a shipping address" }),
  INVOICE_DATA_REQUIRED: msg({
    id: "error.INVOICE_DATA_REQUIRED",
    message: "Invoicing data is mandatory when an invoice is requested",
  }),
  PICKUP_UNAVAILABLE: msg({
    id: "error.PICKUP_UNAVAILABLE",
    message: "Pickup is not available for this shop",
  }),
  PAYMENT_METHOD_REQUIRED: msg({ id: "error.PAYMENT_METHOD_REQUIRED", message: "Choose how to pay" }),
  PAYMENT_DECLINED: msg({
    id: "error.PAYMENT_DECLINED",
    message: "The card was declined. Nothing was charged: try another card.",
  }),
  PAYMENT_FAILED: msg({
    id: "error.PAYMENT_FAILED",
    message: "The payment could not be completed. Nothing was charged: please retry.",
  }),
  PAYMENT_REENTER_CARD: msg({
    id: "error.PAYMENT_REENTER_CARD",
    message: "Please enter the card details again",
  }),
  PRICE_CHANGED: msg({
    id: "error.PRICE_CHANGED",
    message: "Prices changed since you opened checkout: check the new total and confirm again",
  }),
  IDEMPOTENCY_IN_PROGRESS: msg({
    id: "error.IDEMPOTENCY_IN_PROGRESS",
    message: "Your order is already being processed",
  }),
  NETWORK: msg({
    id: "error.NETWORK",
    message: "The shop cannot be reached. Check your connection and retry.",
  }),
  GENERIC,
  ...ACCOUNT_ERROR_MESSAGES,
  PASSWORD_RESET_SENT: msg`If this email belongs to a member, a link to choose a new password is on its way.`,
  COUPON_MIN_SUBTOTAL: msg({
    id: "error.COUPON_MIN_SUBTOTAL",
    message: "Add more to your cart to use this coupon",
  }),
  MAX_PER_ORDER: msg({
    id: "error.MAX_PER_ORDER",
    message: "Some products can be ordered only up to a maximum quantity",
  }),
  // Nothing the visitor can do about these but retry.
  FORBIDDEN: GENERIC,
  CLUB_NOT_FOUND: GENERIC,
  METHOD_NOT_ALLOWED: GENERIC,
  PAYLOAD_TOO_LARGE: GENERIC,
  INVALID_JSON: GENERIC,
  IDEMPOTENCY_KEY_REUSED: GENERIC,
  CONFLICT: GENERIC,
  INTERNAL: GENERIC,
} satisfies { readonly [Code in MessageCode | ClientCode]: MessageDescriptor };

/** Messages shown to the visitor for the platform's codes (architecture §7 first, then the platform's own). */
export const ERROR_MESSAGES: Readonly<Record<string, MessageDescriptor>> & typeof TEXTS = TEXTS;

/** The error's code: the platform's, NETWORK when the platform was unreachable, GENERIC otherwise. */
export function errorCode(error: unknown): string {
  if (isApiError(error) && error.code) return error.code;
  if (error instanceof NetworkError) return "NETWORK";
  return "GENERIC";
}

/** The visitor-facing message for an error, in the active language. */
export function errorMessage(i18n: I18n, error: unknown): string {
  const descriptor = ERROR_MESSAGES[errorCode(error)] ?? ERROR_MESSAGES.GENERIC!;
  return i18n._(descriptor);
}
