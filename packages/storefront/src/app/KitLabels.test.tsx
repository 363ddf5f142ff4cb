import { CartSummary, Dialog, ProductCard, TextField } from "@club/ui";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { activateLanguage, i18n } from "../i18n/i18n";
import { KitLabels } from "./KitLabels";

const eur = (amount: number) => ({ amount, currency: "EUR" });

async function renderKit(language: "en" | "it", dialog = false) {
  await activateLanguage(language);
  return render(
    <I18nProvider i18n={i18n}>
      <KitLabels>
        {dialog ? (
          <Dialog open onOpenChange={() => {}} title="Chianti">
            <p>…</p>
          </Dialog>
        ) : null}
        <TextField label="Email" required />
        <ProductCard
          name="Chianti"
          price={eur(1500)}
          compareAtPrice={eur(1800)}
          locale="it-IT"
          stock="low_stock"
          onAddToCart={() => {}}
        />
        <CartSummary
          locale="it-IT"
          lines={[{ id: "1", name: "Chianti", quantity: 2, unitPrice: eur(1500), total: eur(3000) }]}
          totals={{ subtotal: eur(3000), shipping: eur(0), total: eur(3000) }}
          onRemove={() => {}}
        />
      </KitLabels>
    </I18nProvider>,
  );
}

const expected = {
  en: {
    required: /^Email ?\(required\)$/,
    lowStock: "Only a few left",
    addToCart: "Add to cart Chianti",
    subtotal: "Subtotal",
    free: "Free",
    remove: "Remove Chianti",
    close: "Close",
  },
  it: {
    required: /^Email ?\(obbligatorio\)$/,
    lowStock: "Ultimi pezzi",
    addToCart: "Aggiungi al carrello Chianti",
    subtotal: "Subtotale",
    free: "Gratis",
    remove: "Rimuovi Chianti",
    close: "Chiudi",
  },
};

describe("KitLabels", () => {
  it.each(["en", "it"] as const)(
    "gives the kit's components the storefront's texts (%s)",
    async (language) => {
      const text = expected[language];
      await renderKit(language);
      expect(screen.getByRole("textbox", { name: text.required })).toBeTruthy();
      expect(screen.getByText(text.lowStock)).toBeTruthy();
      expect(screen.getByRole("button", { name: text.addToCart })).toBeTruthy();
      expect(screen.getByText(text.subtotal)).toBeTruthy();
      expect(screen.getByText(text.free)).toBeTruthy();
      expect(screen.getByRole("button", { name: text.remove })).toBeTruthy();
      await renderKit(language, true);
      expect(screen.getByRole("button", { name: text.close })).toBeTruthy();
    },
  );
});
