import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkCard, luhnValid } from "./cards.js";

const now = new Date("2026-11-22T12:00:00Z");
const card = (number: string, extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2028,
  cvc: "123",
  ...extra,
});

describe("sandbox card checks", () => {
  it("computes the Luhn checksum", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("79927398713")).toBe(true);
  });

  it("finds exactly one check digit for any prefix", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{11,18}$/), (prefix) => {
        const valid = [..."0123456789"].filter((digit) => luhnValid(prefix + digit));
        expect(valid).toHaveLength(1);
      }),
    );
  });

  it("answers brand, last 4 and the test outcome, never the number", () => {
    const checked = checkCard(card("4000 0000 0000 0002"), now);
    expect(checked).toEqual({
      ok: true,
      brand: "visa",
      last4: "0002",
      expMonth: 12,
      expYear: 2028,
      outcome: "decline",
    });
    expect(checkCard(card("4000000000009995"), now)).toMatchObject({ outcome: "insufficient_funds" });
    expect(checkCard(card("4000000000000119"), now)).toMatchObject({ outcome: "processing_error" });
    expect(checkCard(card("4000002500003155"), now)).toMatchObject({ outcome: "reenter" });
    expect(checkCard(card("5555555555554444", { expYear: 28 }), now)).toMatchObject({
      brand: "mastercard",
      expYear: 2028,
      outcome: "succeed",
    });
    expect(checkCard(card("378282246310005", { cvc: "1234" }), now)).toMatchObject({
      brand: "american-express",
    });
  });

  it("refuses bad numbers, past expiry and a CVC of the wrong length", () => {
    expect(checkCard(card("4242424242424241"), now)).toEqual({ ok: false, fields: { number: "INVALID" } });
    expect(checkCard(card("4242424242424242", { expMonth: 10, expYear: 2026 }), now)).toEqual({
      ok: false,
      fields: { expYear: "EXPIRED" },
    });
    // The card is good through the end of its expiry month.
    expect(checkCard(card("4242424242424242", { expMonth: 11, expYear: 2026 }), now)).toMatchObject({
      ok: true,
    });
    expect(checkCard(card("4242424242424242", { expMonth: 13 }), now)).toEqual({
      ok: false,
      fields: { expMonth: "INVALID" },
    });
    expect(checkCard(card("378282246310005", { cvc: "123" }), now)).toEqual({
      ok: false,
      fields: { cvc: "INVALID" },
    });
  });
});
