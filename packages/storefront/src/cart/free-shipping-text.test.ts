import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as en } from "../locales/en/messages";
import { messages as it_ } from "../locales/it/messages";
import { freeShippingMessage, freeShippingValueText } from "./free-shipping-text";

const i18nOf = (locale: "en" | "it") => {
  const i18n = setupI18n({ locale, messages: { [locale]: locale === "en" ? en : it_ } });
  i18n.activate(locale);
  return i18n;
};
const eur = (amount: number) => ({ amount, currency: "EUR" });
const progress = (missing: number, bottles: number | null) => ({
  listingId: "cantina-it-corriere",
  threshold: eur(15000),
  missing: eur(missing),
  reached: missing === 0,
  bottles: missing === 0 ? null : bottles,
});
// Intl puts a narrow no-break space before the euro sign in Italian.
const spaces = (text: string) => text.replace(/\s/g, " ");

describe("free-shipping nudge texts (ICU plurals, money through the kit's formatter)", () => {
  it("says the amount and the bottles in en", () => {
    expect(freeShippingMessage(i18nOf("en"), progress(3900, 6), "en-GB")).toBe(
      "Add €39.00 (or 6 bottles) for free shipping",
    );
    expect(freeShippingMessage(i18nOf("en"), progress(1300, 1), "en-GB")).toBe(
      "Add €13.00 (or 1 bottle) for free shipping",
    );
    expect(freeShippingMessage(i18nOf("en"), progress(12200, null), "en-GB")).toBe(
      "Add €122.00 for free shipping",
    );
    expect(freeShippingMessage(i18nOf("en"), progress(0, null), "en-GB")).toBe(
      "You've unlocked free shipping",
    );
  });

  it("says them in it", () => {
    expect(spaces(freeShippingMessage(i18nOf("it"), progress(3900, 6), "it-IT"))).toBe(
      "Aggiungi 39,00 € (o 6 bottiglie) per la spedizione gratuita",
    );
    expect(spaces(freeShippingMessage(i18nOf("it"), progress(1300, 1), "it-IT"))).toBe(
      "Aggiungi 13,00 € (o 1 bottiglia) per la spedizione gratuita",
    );
    expect(freeShippingMessage(i18nOf("it"), progress(0, null), "it-IT")).toBe(
      "Hai ottenuto la spedizione gratuita",
    );
  });

  it("words the bar's value, full once reached", () => {
    expect(freeShippingValueText(i18nOf("en"), progress(3900, 6), "en-GB")).toBe("€111.00 of €150.00");
    expect(spaces(freeShippingValueText(i18nOf("it"), progress(0, null), "it-IT"))).toBe(
      "150,00 € su 150,00 €",
    );
  });
});
