import type { Address, AddressInput, Billing, BillingInput, Profile } from "@club/api-client";
import type { CartContext } from "../api/queries";
import type { CheckoutState } from "./checkout-state";
import type { FieldErrors } from "./field-errors";

/** The longest gift message (the contract's `GiftInput.message` maxLength), in characters. */
export const GIFT_MESSAGE_MAX = 300;

/** Characters as the platform counts them (code points): an emoji is one, as the shopper sees it. */
export const messageLength = (text: string) => [...text.trim()].length;

/**
 * The checkout's model that does not need React and that its first step uses: the pricing context of its cart
 * reads, what a step's problems look like and the member's saved choices. Each step's rules (`step-rules.ts`) and
 * the attempt an order belongs to (`checkout-attempt.ts`) load after the first step paints. The screen and
 * `useCheckout` only wire them.
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
