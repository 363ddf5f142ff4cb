import { describe, expect, it } from "vitest";
import { cartContextOf, GIFT_MESSAGE_MAX, listingsContextOf, messageLength } from "./checkout-model";
import { buildCheckoutRequest } from "./checkout-request";
import { type CheckoutState, initialCheckoutState } from "./checkout-state";
import { fieldsUnder } from "./field-messages";
import { validateStep } from "./step-rules";

const berlin = {
  firstName: "Lena",
  lastName: "Schmidt",
  street: "Torstraße",
  number: "1",
  city: "Berlin",
  zip: "10119",
  country: "DE",
  phone: "030 1234567",
};

const state = (patch: Partial<CheckoutState> = {}): CheckoutState => ({
  ...initialCheckoutState(),
  email: "paolo@example.com",
  firstName: "Paolo",
  lastName: "Verdi",
  listingId: "eu",
  ...patch,
});
const options = { cart: null, pickupPayment: "enable" as const, paymentMethodId: "pm_1", botToken: "bot" };

describe("a gift order's request (issue 17)", () => {
  it("names a new recipient by its fields, with the trimmed message, and no shipping address of its own", () => {
    const request = buildCheckoutRequest(
      state({ gift: true, shippingAddress: berlin, giftMessage: "  Alles Gute!\n" }),
      options,
    );
    expect(request.gift).toEqual({ recipient: berlin, message: "Alles Gute!" });
    expect(request).not.toHaveProperty("shippingAddress");
    expect(request).not.toHaveProperty("shippingId");
    expect(request.listingId).toBe("eu");
  });

  it("names a saved recipient by its id, and leaves out an empty message", () => {
    const request = buildCheckoutRequest(
      state({ gift: true, shippingId: "adr_office", shippingAddress: berlin, giftMessage: "   " }),
      options,
    );
    expect(request.gift).toEqual({ recipientId: "adr_office" });
    expect(request).not.toHaveProperty("shippingId");
  });

  it("sends no gift with pickup (a gift needs shipping), nor when the box is not ticked", () => {
    expect(
      buildCheckoutRequest(state({ gift: true, shippingMode: "pickup", shippingAddress: berlin }), options),
    ).not.toHaveProperty("gift");
    const plain = buildCheckoutRequest(state({ giftMessage: "ignored", shippingAddress: berlin }), options);
    expect(plain).not.toHaveProperty("gift");
    expect(plain.shippingAddress).toEqual(berlin);
  });

  it("prices the cart and the shipping options for the recipient: its saved id, or its country", () => {
    expect(cartContextOf(state({ gift: true, shippingId: "adr_office" }))).toMatchObject({
      shippingId: "adr_office",
    });
    expect(listingsContextOf(state({ gift: true, shippingAddress: berlin }))).toMatchObject({
      country: "DE",
    });
  });
});

describe("the gift message's limit", () => {
  it("counts characters as the platform does: an emoji is one", () => {
    expect(messageLength("🍷".repeat(GIFT_MESSAGE_MAX))).toBe(300);
    expect(messageLength("  ciao  ")).toBe(4);
  });

  it("stops the shipping step past 300 characters, after the address and the option", () => {
    const long = "a".repeat(GIFT_MESSAGE_MAX + 1);
    expect(
      validateStep(state({ gift: true, shippingAddress: berlin, giftMessage: long }), "shipping"),
    ).toEqual({
      fields: { giftMessage: "TOO_LONG" },
      problem: "GIFT_MESSAGE_TOO_LONG",
    });
    expect(
      validateStep(state({ gift: true, shippingAddress: berlin, giftMessage: "🍷".repeat(300) }), "shipping"),
    ).toEqual({ fields: {} });
    // The address comes first: a gift without a recipient asks for one.
    expect(validateStep(state({ gift: true, giftMessage: long }), "shipping").problem).toBe(
      "ADDRESS_REQUIRED",
    );
    // Without the gift box the message is not checked (nor sent).
    expect(validateStep(state({ shippingAddress: berlin, giftMessage: long }), "shipping")).toEqual({
      fields: {},
    });
  });

  it("reads the platform's field codes under gift (TOO_LONG kept, others INVALID)", () => {
    const fields = {
      "gift.message": "TOO_LONG",
      "gift.recipient.zip": "INVALID",
      "gift.recipient.city": "REQUIRED",
    };
    expect(fieldsUnder(fields, "gift").message).toBe("TOO_LONG");
    expect(fieldsUnder(fields, "gift.recipient")).toEqual({ zip: "INVALID", city: "REQUIRED" });
  });
});
