import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as en } from "../locales/en/messages";
import { messages as it_ } from "../locales/it/messages";
import { limitText, lineProblemText, mixedRuleSentence, quantityLimit, ruleSentence } from "./quantity-text";

const i18nOf = (locale: "en" | "it") => {
  const i18n = setupI18n({ locale, messages: { [locale]: locale === "en" ? en : it_ } });
  i18n.activate(locale);
  return i18n;
};
const wine = { productType: "wine" as const, quantity: 6 };

describe("quantity-rule sentences about the product (ICU plurals)", () => {
  it("says which product comes in cases and how many bottles complete one, in en and it", () => {
    expect(ruleSentence(i18nOf("en"), { ...wine, missing: 5 }, "Chianti Classico")).toBe(
      "Chianti Classico comes in cases of 6: add 5 more bottles to complete one.",
    );
    expect(ruleSentence(i18nOf("en"), { ...wine, missing: 1 }, "Chianti Classico")).toBe(
      "Chianti Classico comes in cases of 6: add 1 more bottle to complete one.",
    );
    expect(ruleSentence(i18nOf("it"), { ...wine, missing: 5 }, "Chianti Classico")).toBe(
      "Chianti Classico si vende in cartoni da 6: aggiungi altre 5 bottiglie per completarne uno.",
    );
    expect(ruleSentence(i18nOf("it"), { ...wine, missing: 1 }, "Chianti Classico")).toBe(
      "Chianti Classico si vende in cartoni da 6: aggiungi ancora 1 bottiglia per completarne uno.",
    );
    expect(ruleSentence(i18nOf("en"), { productType: "food", quantity: 4, missing: 3 }, "Pecorino")).toBe(
      "Pecorino comes in packs of 4: add 3 more pieces to complete one.",
    );
  });

  it("words a rule several products share as mixed cases, with the measure in the page's format", () => {
    const rule = { ...wine, field: "format" as const, fieldValue: 0.75, missing: 4 };
    expect(mixedRuleSentence(i18nOf("en"), rule, "en-GB")).toBe(
      "Bottles of 0.75 L come in mixed cases of 6: add 4 more bottles to complete one.",
    );
    expect(mixedRuleSentence(i18nOf("it"), rule, "it-IT")).toBe(
      "Le bottiglie da 0,75 L si vendono in cartoni misti da 6: aggiungi altre 4 bottiglie per completarne uno.",
    );
  });
});

describe("quantity limits the shopper can see", () => {
  it("caps at the club's limit per order when it is below the stock, and says so", () => {
    expect(quantityLimit({ stock: 40, maxPerOrder: 2 })).toEqual({ max: 2, reason: "per-order" });
    expect(quantityLimit({ stock: 1, maxPerOrder: 2 })).toEqual({ max: 1, reason: "stock" });
    expect(quantityLimit({ stock: 9 })).toEqual({ max: 9, reason: "stock" });
    expect(limitText(i18nOf("en"), { max: 2, reason: "per-order" })).toBe("At most 2 per order");
    expect(limitText(i18nOf("it"), { max: 2, reason: "per-order" })).toBe("Al massimo 2 per ordine");
    expect(limitText(i18nOf("it"), { max: 3, reason: "stock" })).toBe("Solo 3 disponibili");
    expect(limitText(i18nOf("it"), { max: 1, reason: "stock" })).toBe("Solo 1 disponibile");
  });

  it("turns the cart's line problems into sentences with the way out, in the page's language", () => {
    const perOrder = { max: 2, reason: "per-order" as const };
    expect(lineProblemText(i18nOf("en"), { code: "MAX_PER_ORDER" }, "Brunello", perOrder)).toBe(
      "You can order at most 2 of Brunello: lower the quantity to continue.",
    );
    expect(lineProblemText(i18nOf("it"), { code: "MAX_PER_ORDER" }, "Brunello", perOrder)).toBe(
      "Puoi ordinare al massimo 2 di Brunello: riduci la quantità per continuare.",
    );
    expect(
      lineProblemText(i18nOf("en"), { code: "OUT_OF_STOCK" }, "Brunello", { max: 1, reason: "stock" }),
    ).toBe("Only 1 is left of Brunello: lower the quantity to continue.");
    expect(lineProblemText(i18nOf("en"), { code: "MEMBERS_ONLY" }, "Vin Santo", perOrder)).toBe(
      "Vin Santo is for club members only: log in to buy it, or remove it to continue.",
    );
    expect(lineProblemText(i18nOf("it"), { code: "MEMBERS_ONLY" }, "Vin Santo", perOrder)).toBe(
      "Vin Santo è riservato ai soci del club: accedi per acquistarlo, oppure rimuovilo per continuare.",
    );
    expect(
      lineProblemText(i18nOf("it"), { code: "OUT_OF_STOCK" }, "Brunello", { max: 0, reason: "stock" }),
    ).toBe("Brunello è esaurito: rimuovilo per continuare.");
    expect(lineProblemText(i18nOf("en"), { code: "COUPON_INVALID" }, "x", perOrder)).toBeUndefined();
  });
});
