import type { AddressInput, BillingInput, ShopPage } from "@club/api-client";
import { initialShippingMode } from "./shipping-mode";

export type StepId = "information" | "invoicing" | "shipping" | "payment";
export const STEP_ORDER: StepId[] = ["information", "invoicing", "shipping", "payment"];

/** The checkout parameters (architecture §6) and the visitor's contact details. */
export interface CheckoutState {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  phoneCountry: string;
  /** `YYYY-MM-DD`; asked of guests and of members whose profile has none (the age check, issue 17). */
  birthDate: string;
  shippingMode: "shipping" | "pickup";
  billingMode: "receipt" | "invoice";
  /** A saved address of the member's profile chosen for shipping; null for one entered here. */
  shippingId: string | null;
  /** The address shipped to: the saved one's copy (for display and its country) or the one entered here. */
  shippingAddress: AddressInput | null;
  /** A saved invoicing record of the member's profile; null for data entered here. */
  billingId: string | null;
  billing: BillingInput | null;
  /** Members: add the address / invoicing data entered here to the profile when the order is placed. */
  saveAddress: boolean;
  saveBilling: boolean;
  listingId: string | null;
  couponCode: string;
  howToPay: "new" | "saved";
  paymentMethodId: string | null;
  cardName: string;
  savePaymentMethod: boolean;
  notes: string;
  /**
   * The order is a gift (issue 17): it ships to the recipient, who is the shipping address chosen above (a saved
   * one by `shippingId` or one entered here), and carries `giftMessage`. Only with shipping.
   */
  gift: boolean;
  giftMessage: string;
  step: StepId;
}

export const initialCheckoutState = (shopPage?: ShopPage | null): CheckoutState => ({
  email: "",
  firstName: "",
  lastName: "",
  phone: "",
  phoneCountry: "+39",
  birthDate: "",
  shippingMode: initialShippingMode(shopPage),
  billingMode: "receipt",
  shippingId: null,
  shippingAddress: null,
  billingId: null,
  billing: null,
  saveAddress: false,
  saveBilling: false,
  listingId: null,
  couponCode: "",
  howToPay: "new",
  paymentMethodId: null,
  cardName: "",
  savePaymentMethod: false,
  notes: "",
  gift: false,
  giftMessage: "",
  step: "information",
});

/** Architecture §6: payment is hidden when pickup is chosen and the shop page's pickup payment setting is `disable`. */
export function paymentHidden(
  state: Pick<CheckoutState, "shippingMode">,
  shopPage: Pick<ShopPage, "settings"> | null | undefined,
): boolean {
  return state.shippingMode === "pickup" && shopPage?.settings.payment.pickup === "disable";
}

/** Architecture §6: invoicing only for an invoice, shipping only for shipping, payment unless paid in person at pickup. */
export function visibleSteps(
  state: Pick<CheckoutState, "billingMode" | "shippingMode">,
  shopPage: Pick<ShopPage, "settings"> | null | undefined,
): StepId[] {
  return STEP_ORDER.filter((step) => {
    if (step === "invoicing") return state.billingMode === "invoice";
    if (step === "shipping") return state.shippingMode === "shipping";
    if (step === "payment") return !paymentHidden(state, shopPage);
    return true;
  });
}

export type CheckoutAction =
  | { type: "set"; patch: Partial<Omit<CheckoutState, "howToPay" | "step">> }
  | { type: "howToPay"; value: "new" | "saved" }
  /** Ship to a saved address (its id and a copy) or to one entered here (id null). */
  | { type: "shipTo"; shippingId: string | null; address: AddressInput | null }
  /** Invoice to a saved record (its id and a copy) or to data entered here (id null). */
  | { type: "billTo"; billingId: string | null; billing: BillingInput | null }
  | { type: "goTo"; step: StepId }
  | { type: "reset"; state: CheckoutState };

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case "set": {
      const next = { ...state, ...action.patch };
      // A new country may not be served by the chosen listing: choose again.
      if (
        action.patch.shippingAddress !== undefined &&
        action.patch.shippingAddress?.country !== state.shippingAddress?.country
      )
        next.listingId = action.patch.listingId ?? null;
      return next;
    }
    case "shipTo": {
      const sameCountry = action.address?.country === state.shippingAddress?.country;
      return {
        ...state,
        shippingId: action.shippingId,
        shippingAddress: action.address,
        listingId: sameCountry ? state.listingId : null,
        saveAddress: action.shippingId ? false : state.saveAddress,
      };
    }
    case "billTo":
      return {
        ...state,
        billingId: action.billingId,
        billing: action.billing,
        saveBilling: action.billingId ? false : state.saveBilling,
      };
    case "howToPay":
      // Architecture §6: choosing howToPay new clears the selected payment method id.
      return action.value === "new"
        ? { ...state, howToPay: "new", paymentMethodId: null }
        : { ...state, howToPay: "saved", savePaymentMethod: false };
    case "goTo":
      return { ...state, step: action.step };
    case "reset":
      return action.state;
  }
}

/** The step after `step` among the visible ones, or null when it is the last. */
export function nextStep(steps: StepId[], step: StepId): StepId | null {
  const index = steps.indexOf(step);
  return index >= 0 && index < steps.length - 1 ? steps[index + 1]! : null;
}
