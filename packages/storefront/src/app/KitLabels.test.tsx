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

describe("KitLabels", () => {
  it("gives the kit's components the storefront's English texts", async () => {
    await renderKit("en");
    expect(screen.getByRole("textbox", { name: /^Email ?\(required\)$/ })).toBeTruthy();
    expect(screen.getByText("Only a few left")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add to cart Chianti" })).toBeTruthy();
    expect(screen.getByText("Subtotal")).toBeTruthy();
    expect(screen.getByText("Free")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove Chianti" })).toBeTruthy();
    await renderKit("en", true);
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
  });

  it("and the Italian ones, from the same catalogs", async () => {
    await renderKit("it");
    expect(screen.getByRole("textbox", { name: /^Email ?\(obbligatorio\)$/ })).toBeTruthy();
    expect(screen.getByText("Ultimi pezzi")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Aggiungi al carrello Chianti" })).toBeTruthy();
    expect(screen.getByText("Subtotale")).toBeTruthy();
    expect(screen.getByText("Gratis")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Rimuovi Chianti" })).toBeTruthy();
    await renderKit("it", true);
    expect(screen.getByRole("button", { name: "Chiudi" })).toBeTruthy();
  });
});
