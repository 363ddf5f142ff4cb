import type { ShopPage } from "@club/api-client";
import { describe, expect, it } from "vitest";
import {
  checkoutReducer,
  initialCheckoutState,
  nextStep,
  paymentHidden,
  visibleSteps,
} from "./checkout-state";

const page = (pickup: "enable" | "disable") =>
  ({
    settings: {
      payment: { pickup },
      shipping: { enabled: true, pickupEnabled: true },
      invoice: { enabled: true },
    },
  }) as Pick<ShopPage, "settings">;

describe("checkout step visibility (architecture §6)", () => {
  it("shows invoicing only for an invoice and shipping only for shipping", () => {
    expect(visibleSteps({ billingMode: "receipt", shippingMode: "shipping" }, page("enable"))).toEqual([
      "information",
      "shipping",
      "payment",
    ]);
    expect(visibleSteps({ billingMode: "invoice", shippingMode: "shipping" }, page("enable"))).toEqual([
      "information",
      "invoicing",
      "shipping",
      "payment",
    ]);
    expect(visibleSteps({ billingMode: "invoice", shippingMode: "pickup" }, page("enable"))).toEqual([
      "information",
      "invoicing",
      "payment",
    ]);
  });

  it("hides payment for pickup when the shop page's pickup payment is disabled, and only then", () => {
    expect(visibleSteps({ billingMode: "receipt", shippingMode: "pickup" }, page("disable"))).toEqual([
      "information",
    ]);
    expect(paymentHidden({ shippingMode: "pickup" }, page("disable"))).toBe(true);
    expect(paymentHidden({ shippingMode: "shipping" }, page("disable"))).toBe(false);
    expect(paymentHidden({ shippingMode: "pickup" }, page("enable"))).toBe(false);
  });

  it("finds the next visible step", () => {
    expect(nextStep(["information", "shipping", "payment"], "information")).toBe("shipping");
    expect(nextStep(["information", "payment"], "payment")).toBeNull();
  });
});

describe("howToPay (architecture §6)", () => {
  it("choosing new clears the selected payment method", () => {
    let state = checkoutReducer(initialCheckoutState(), { type: "howToPay", value: "saved" });
    state = checkoutReducer(state, { type: "set", patch: { paymentMethodId: "pm_1" } });
    expect(state).toMatchObject({ howToPay: "saved", paymentMethodId: "pm_1" });
    state = checkoutReducer(state, { type: "howToPay", value: "new" });
    expect(state).toMatchObject({ howToPay: "new", paymentMethodId: null });
  });

  it("starts with new, receipt and shipping", () => {
    expect(initialCheckoutState()).toMatchObject({
      howToPay: "new",
      billingMode: "receipt",
      shippingMode: "shipping",
    });
  });

  it("a new destination country drops the chosen listing", () => {
    const address = {
      firstName: "A",
      lastName: "B",
      street: "Via",
      city: "Roma",
      zip: "00100",
      country: "IT",
      phone: "1234",
    };
    let state = checkoutReducer(initialCheckoutState(), {
      type: "set",
      patch: { shippingAddress: address, listingId: "l1" },
    });
    expect(state.listingId).toBe("l1");
    state = checkoutReducer(state, {
      type: "set",
      patch: { shippingAddress: { ...address, country: "FR" } },
    });
    expect(state.listingId).toBeNull();
  });
});
