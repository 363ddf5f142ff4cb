import type { Cart, CheckoutRequest } from "@club/api-client";
import { type CheckoutState, paymentHidden } from "./checkout-state";

/** The one checkout request (architecture §6 parameters) for the state and the steps the visitor went through. */
export function buildCheckoutRequest(
  state: CheckoutState,
  options: {
    cart: Cart | null;
    pickupPayment: "enable" | "disable";
    paymentMethodId: string | null;
    botToken: string;
  },
): CheckoutRequest {
  const shipping = state.shippingMode === "shipping";
  const pay = !paymentHidden(state, { settings: { payment: { pickup: options.pickupPayment } } } as never);
  const trimmed = (value: string) => value.trim() || undefined;
  const request: CheckoutRequest = {
    shippingMode: state.shippingMode,
    billingMode: state.billingMode,
    howToPay: state.howToPay,
    email: state.email.trim(),
    botToken: options.botToken,
  };
  const optional: Partial<CheckoutRequest> = {
    firstName: trimmed(state.firstName),
    lastName: trimmed(state.lastName),
    phone: trimmed(state.phone),
    phoneCountry: state.phone.trim() ? trimmed(state.phoneCountry) : undefined,
    birthDate: trimmed(state.birthDate),
    couponCode: trimmed(state.couponCode),
    notes: trimmed(state.notes),
  };
  // Architecture §6: a saved address or invoicing record goes by its id, one entered here by its fields.
  // A gift (only with shipping) names the same address as its recipient, and the platform ships there.
  if (shipping && state.gift) {
    const message = trimmed(state.giftMessage);
    optional.gift = {
      ...(state.shippingId
        ? { recipientId: state.shippingId }
        : state.shippingAddress
          ? { recipient: state.shippingAddress }
          : {}),
      ...(message ? { message } : {}),
    };
  } else if (shipping) {
    if (state.shippingId) optional.shippingId = state.shippingId;
    else if (state.shippingAddress) optional.shippingAddress = state.shippingAddress;
  }
  if (shipping && state.listingId) optional.listingId = state.listingId;
  if (state.billingMode === "invoice") {
    if (state.billingId) optional.billingId = state.billingId;
    else if (state.billing) optional.billing = state.billing;
  }
  if (pay) {
    if (options.paymentMethodId) optional.paymentMethodId = options.paymentMethodId;
    if (state.howToPay === "new") {
      if (state.cardName.trim()) optional.cardName = state.cardName.trim();
      if (state.savePaymentMethod) optional.savePaymentMethod = true;
    }
  }
  if (options.cart) optional.expectedTotal = options.cart.total;
  for (const [name, value] of Object.entries(optional))
    if (value !== undefined) (request as unknown as Record<string, unknown>)[name] = value;
  return request;
}
