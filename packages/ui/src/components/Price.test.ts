import { describe, expect, it } from "vitest";
import { currencyDigits, formatMoney } from "./Price";

// Intl uses narrow no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatMoney", () => {
  it("formats integer minor units by currency and locale", () => {
    expect(plain(formatMoney({ amount: 1850, currency: "EUR" }, "it"))).toBe("18,50 €");
    expect(formatMoney({ amount: 1850, currency: "EUR" }, "en")).toBe("€18.50");
    expect(plain(formatMoney({ amount: 123456, currency: "EUR" }, "it-IT"))).toBe("1234,56 €");
    expect(formatMoney({ amount: 999, currency: "GBP" }, "en-GB")).toBe("£9.99");
    expect(formatMoney({ amount: 0, currency: "EUR" }, "en")).toBe("€0.00");
    expect(formatMoney({ amount: -250, currency: "EUR" }, "en")).toBe("-€2.50");
  });

  it("knows currencies without or with three minor digits", () => {
    expect(currencyDigits("JPY")).toBe(0);
    expect(currencyDigits("KWD")).toBe(3);
    expect(formatMoney({ amount: 1850, currency: "JPY" }, "en")).toBe("¥1,850");
    expect(formatMoney({ amount: 1500, currency: "KWD" }, "en")).toMatch(/1\.500/);
  });
});
