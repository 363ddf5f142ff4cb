import type { Cart } from "@club/api-client";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { activateLanguage, i18n, loadArea } from "../i18n/i18n";
import { FreeShippingNudge } from "./FreeShippingNudge";

const eur = (amount: number) => ({ amount, currency: "EUR" });
const line = { shopItemId: "chianti-classico-2021", quantity: 6 } as Cart["lines"][number];
const cartWith = (overrides: Partial<Cart>) => ({ lines: [line], ...overrides }) as Cart;
const below = {
  listingId: "cantina-it-corriere",
  threshold: eur(15000),
  missing: eur(3900),
  reached: false,
  bottles: 6,
};

async function renderNudge(language: "en" | "it", cart: Cart) {
  // The cart sheet and checkout show it: its messages come with theirs, not with the core.
  await Promise.all([loadArea("extras", language), activateLanguage(language)]);
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/${language}/shop-pages/cantina`]}>
        <Routes>
          <Route path="/:lang/*" element={<FreeShippingNudge cart={cart} />} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe("FreeShippingNudge", () => {
  it("shows the server's progress: the sentence as a status and a named bar", async () => {
    await renderNudge("it", cartWith({ freeShipping: below }));
    expect(screen.getByRole("status").textContent?.replace(/\s/g, " ")).toBe(
      "Aggiungi 39,00 € (o 6 bottiglie) per la spedizione gratuita",
    );
    const bar = screen.getByRole("progressbar", { name: "Avanzamento verso la spedizione gratuita" });
    expect(bar.getAttribute("aria-valuenow")).toBe("11100");
    expect(bar.getAttribute("aria-valuetext")?.replace(/\s/g, " ")).toBe("111,00 € su 150,00 €");
  });

  it("shows the unlocked state", async () => {
    await renderNudge(
      "en",
      cartWith({ freeShipping: { ...below, missing: eur(0), reached: true, bottles: null } }),
    );
    expect(screen.getByRole("status").textContent).toBe("You've unlocked free shipping");
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("15000");
  });

  it("shows nothing without a threshold (pickup, no listing with one) or with an empty cart", async () => {
    const none = await renderNudge("en", cartWith({}));
    expect(none.container.innerHTML).toBe("");
    none.unmount();
    const empty = await renderNudge("en", cartWith({ lines: [], freeShipping: below }));
    expect(empty.container.innerHTML).toBe("");
  });
});
