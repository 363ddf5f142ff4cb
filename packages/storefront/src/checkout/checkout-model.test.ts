import type { Cart, Profile } from "@club/api-client";
import { describe, expect, it } from "vitest";
import { FLORENCE as florence } from "../test/giulia";
import { attemptFingerprint, attemptFor } from "./checkout-attempt";
import { cartContextOf, defaultAddress, listingsContextOf } from "./checkout-model";
import { buildCheckoutRequest } from "./checkout-request";
import { type CheckoutState, checkoutReducer, initialCheckoutState } from "./checkout-state";
import { firstInvalidStep, validateStep } from "./step-rules";

const state = (patch: Partial<CheckoutState> = {}): CheckoutState => ({
  ...initialCheckoutState(),
  email: "giulia@example.com",
  firstName: "Giulia",
  lastName: "Rossi",
  ...patch,
});

const cart = (total: number, lines: Array<[string, number]> = [["chianti", 6]]) =>
  ({
    total: { amount: total, currency: "EUR" },
    lines: lines.map(([shopItemId, quantity]) => ({ shopItemId, quantity })),
  }) as unknown as Cart;

describe("the cart's pricing context (architecture §6)", () => {
  it("sends a saved address and invoicing record by id, the listing only when shipping, the coupon when set", () => {
    expect(
      cartContextOf(
        state({
          shippingId: "adr_1",
          listingId: "l1",
          billingMode: "invoice",
          billingId: "bil_1",
          couponCode: " X10 ",
        }),
      ),
    ).toEqual({
      shippingMode: "shipping",
      shippingId: "adr_1",
      listingId: "l1",
      billingId: "bil_1",
      couponCode: "X10",
    });
    expect(
      cartContextOf(
        state({ shippingMode: "pickup", shippingId: "adr_1", listingId: "l1", billingId: "bil_1" }),
      ),
    ).toEqual({
      shippingMode: "pickup",
    });
  });

  it("asks the shipping options for a saved address by id, for an address entered here by its country", () => {
    expect(listingsContextOf(state({ shippingId: "adr_1", shippingAddress: florence }))).toEqual({
      shippingMode: "shipping",
      shippingId: "adr_1",
    });
    expect(listingsContextOf(state({ shippingAddress: { ...florence, country: "FR" } }))).toEqual({
      shippingMode: "shipping",
      country: "FR",
    });
  });

  it("asks the shipping options with the coupon and the saved invoicing record too (spec §7)", () => {
    const invoiced = state({
      shippingId: "adr_1",
      shippingAddress: florence,
      billingMode: "invoice",
      billingId: "bil_1",
      couponCode: " SPEDIZIONEGRATIS ",
    });
    expect(listingsContextOf(invoiced)).toEqual({
      shippingMode: "shipping",
      shippingId: "adr_1",
      billingId: "bil_1",
      couponCode: "SPEDIZIONEGRATIS",
    });
    // A receipt names no invoicing record, whatever was chosen before.
    expect(listingsContextOf({ ...invoiced, billingMode: "receipt" })).not.toHaveProperty("billingId");
  });
});

describe("the checkout request", () => {
  const options = {
    cart: cart(9000),
    pickupPayment: "enable" as const,
    paymentMethodId: "pm_1",
    botToken: "b",
  };

  it("names a saved address and invoicing record by id, and sends fields only for data entered here", () => {
    const saved = buildCheckoutRequest(
      state({
        shippingId: "adr_1",
        shippingAddress: florence,
        listingId: "l1",
        billingMode: "invoice",
        billingId: "bil_1",
        billing: { person: true, street: "S", city: "C", zip: "1", country: "IT" },
      }),
      options,
    );
    expect(saved).toMatchObject({ shippingId: "adr_1", billingId: "bil_1", listingId: "l1" });
    expect(saved).not.toHaveProperty("shippingAddress");
    expect(saved).not.toHaveProperty("billing");
    const entered = buildCheckoutRequest(state({ shippingAddress: florence, listingId: "l1" }), options);
    expect(entered).toMatchObject({ shippingAddress: florence });
    expect(entered).not.toHaveProperty("shippingId");
  });

  it("sends the phone with its country code", () => {
    expect(buildCheckoutRequest(state({ phone: "333 1234567", phoneCountry: "+41" }), options)).toMatchObject(
      {
        phone: "333 1234567",
        phoneCountry: "+41",
      },
    );
    expect(buildCheckoutRequest(state(), options)).not.toHaveProperty("phoneCountry");
  });

  it("has no payment method when the order is paid in person at pickup", () => {
    const request = buildCheckoutRequest(state({ shippingMode: "pickup" }), {
      ...options,
      pickupPayment: "disable",
    });
    expect(request).not.toHaveProperty("paymentMethodId");
  });
});

describe("the member's saved choices", () => {
  it("starts from the default address (else the first) and a saved address replaces the listing when the country changes", () => {
    const profile = {
      addresses: [
        { id: "a", ...florence },
        { id: "b", ...florence, city: "Torino", isDefault: true },
      ],
    } as unknown as Profile;
    expect(defaultAddress(profile)?.id).toBe("b");
    expect(defaultAddress({ addresses: [profile.addresses[0]!] })?.id).toBe("a");
    expect(defaultAddress(null)).toBeNull();

    let current = checkoutReducer(state(), { type: "shipTo", shippingId: "a", address: florence });
    current = checkoutReducer(current, { type: "set", patch: { listingId: "it-courier" } });
    current = checkoutReducer(current, {
      type: "shipTo",
      shippingId: "b",
      address: { ...florence, city: "Torino" },
    });
    expect(current.listingId).toBe("it-courier");
    current = checkoutReducer(current, {
      type: "shipTo",
      shippingId: null,
      address: { ...florence, country: "FR" },
    });
    expect(current).toMatchObject({ shippingId: null, listingId: null });
  });
});

describe("step rules", () => {
  it("says invoicing data is missing only when some is missing, and invalid when it is wrong", () => {
    const billing = {
      person: true,
      firstName: "M",
      lastName: "R",
      street: "Via Roma 1",
      city: "Siena",
      zip: "53100",
      province: "SI",
      country: "IT",
    };
    expect(
      validateStep(state({ billingMode: "invoice", billing: { ...billing, cf: "" } }), "invoicing"),
    ).toEqual({
      fields: { cf: "REQUIRED" },
      problem: "INVOICE_DATA_REQUIRED",
    });
    expect(
      validateStep(
        state({ billingMode: "invoice", billing: { ...billing, cf: "RSSMRA85T10A562X" } }),
        "invoicing",
      ),
    ).toEqual({ fields: { cf: "CF_CHECK" }, problem: "INVOICE_DATA_INVALID" });
    expect(validateStep(state({ billingMode: "invoice", billingId: "bil_1" }), "invoicing")).toEqual({
      fields: {},
    });
  });

  it("needs an address, then a shipping option; a saved address is not checked again", () => {
    expect(validateStep(state(), "shipping").problem).toBe("ADDRESS_REQUIRED");
    expect(validateStep(state({ shippingAddress: florence }), "shipping").problem).toBe("LISTING_REQUIRED");
    expect(validateStep(state({ shippingAddress: { ...florence, phone: "" } }), "shipping").fields).toEqual({
      phone: "REQUIRED",
    });
    expect(
      validateStep(state({ shippingId: "a", shippingAddress: florence, listingId: "l" }), "shipping"),
    ).toEqual({
      fields: {},
    });
  });

  it("asks for a state where the platform lists them", () => {
    const us = { ...florence, country: "US", province: "", zip: "10001" };
    const rules = { statesListed: (country: string | undefined) => country === "US" };
    expect(validateStep(state({ shippingAddress: us, listingId: "l" }), "shipping", rules).fields).toEqual({
      state: "REQUIRED",
    });
  });

  it("finds the first step that does not pass", () => {
    expect(firstInvalidStep(state({ email: "" }), ["information", "shipping", "payment"])?.step).toBe(
      "information",
    );
    expect(firstInvalidStep(state(), ["information", "shipping", "payment"])?.step).toBe("shipping");
    expect(firstInvalidStep(state({ shippingMode: "pickup" }), ["information", "payment"])).toBeNull();
  });
});

describe("the checkout attempt and its Idempotency-Key", () => {
  let n = 0;
  const newKey = () => `key-${++n}`;

  it("keeps the key while the cart and the choices are the same, so a retry replays the same order", () => {
    const first = attemptFor(null, attemptFingerprint(state({ listingId: "l1" }), cart(9000)), newKey);
    first.paymentMethodId = "pm_card";
    const retry = attemptFor(first, attemptFingerprint(state({ listingId: "l1" }), cart(9000)), newKey);
    expect(retry).toBe(first);
    expect(retry.key).toBe(first.key);
    expect(retry.paymentMethodId).toBe("pm_card");
  });

  it("is a new attempt with a new key when the cart or a choice changes", () => {
    const first = attemptFor(null, attemptFingerprint(state({ listingId: "l1" }), cart(9000)), newKey);
    const otherChoice = attemptFor(first, attemptFingerprint(state({ listingId: "l2" }), cart(9000)), newKey);
    const otherCart = attemptFor(
      first,
      attemptFingerprint(state({ listingId: "l1" }), cart(9000, [["chianti", 12]])),
      newKey,
    );
    const otherTotal = attemptFor(first, attemptFingerprint(state({ listingId: "l1" }), cart(9900)), newKey);
    for (const attempt of [otherChoice, otherCart, otherTotal]) {
      expect(attempt.key).not.toBe(first.key);
      expect(attempt.paymentMethodId).toBeUndefined();
    }
  });

  it("does not count the step the visitor is on as a choice", () => {
    const first = attemptFingerprint(state({ step: "payment" }), cart(9000));
    expect(attemptFingerprint(state({ step: "information" }), cart(9000))).toBe(first);
  });
});

describe("the birth date at checkout (issue 17)", () => {
  const contact = { email: "giulia@example.com", firstName: "Giulia", lastName: "Rossi" };
  it("is asked of guests and members without one: missing or impossible dates stop the first step", () => {
    const asked = { birthDateAsked: true };
    expect(validateStep(state(contact), "information", asked).fields).toEqual({ birthDate: "REQUIRED" });
    expect(validateStep(state({ ...contact, birthDate: "2999-01-01" }), "information", asked).fields).toEqual(
      {
        birthDate: "INVALID",
      },
    );
    expect(validateStep(state({ ...contact, birthDate: "1990-04-02" }), "information", asked).fields).toEqual(
      {},
    );
    expect(validateStep(state(contact), "information").fields).toEqual({});
  });

  it("goes with the order", () => {
    const request = buildCheckoutRequest(state({ ...contact, birthDate: "1990-04-02" }), {
      cart: null,
      pickupPayment: "enable",
      paymentMethodId: null,
      botToken: "t",
    });
    expect(request.birthDate).toBe("1990-04-02");
  });
});
