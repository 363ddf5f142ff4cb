import type { ShopItemDetail } from "@club/api-client";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { activateLanguage, i18n, loadArea } from "../../i18n/i18n";
import { ItemProfileFacts } from "./ItemProfileFacts";

const riserva: ShopItemDetail = {
  id: "riserva",
  shopId: "rossi",
  productId: "riserva",
  title: "Chianti Classico Riserva DOCG 2019",
  productType: "wine",
  format: 0.75,
  weight: null,
  price: { amount: 2900, currency: "EUR" },
  compareAtPrice: null,
  stock: 10,
  available: true,
  images: [],
  description: "",
  attributes: [],
  profile: {
    kind: "red",
    grapes: ["Sangiovese", "Canaiolo"],
    denomination: "DOCG",
    region: "Toscana",
    vintage: 2019,
    alcohol: 13.5,
  },
  pairings: ["Cinghiale in umido"],
  tastingNotes: "Granato; amarena.",
};

async function renderFacts(language: "en" | "it", item: ShopItemDetail) {
  // The product dialog's messages are the shop area's, loaded with its routes.
  await Promise.all([loadArea("shop", language), activateLanguage(language)]);
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/${language}/`]}>
        <Routes>
          <Route path="/:lang/*" element={<ItemProfileFacts item={item} />} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

const pairs = () =>
  screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe("ItemProfileFacts", () => {
  it("shows a wine's kind, denomination and facts in English", async () => {
    await renderFacts("en", riserva);
    expect(screen.getByText("Red")).toBeTruthy();
    expect(screen.getByText("DOCG")).toBeTruthy();
    expect(pairs()).toEqual([
      ["Grapes", "Sangiovese, Canaiolo"],
      ["Region", "Toscana"],
      ["Vintage", "2019"],
      ["Format", "0.75 L"],
      ["Alcohol", "13.5%"],
    ]);
    expect(screen.getByRole("heading", { name: "Tasting notes" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Goes with" })).toBeTruthy();
  });

  it("speaks Italian with Italian number formats", async () => {
    await renderFacts("it", riserva);
    expect(screen.getByText("Rosso")).toBeTruthy();
    expect(pairs()).toContainEqual(["Formato", "0,75 L"]);
    expect(pairs()).toContainEqual(["Alcol", "13,5%"]);
    expect(screen.getByRole("heading", { name: "Abbinamenti" })).toBeTruthy();
  });

  it("names an oil's cultivars and shows nothing for an item without a profile", async () => {
    const oil = {
      ...riserva,
      productType: "liquid" as const,
      profile: { ...riserva.profile!, kind: "oil" as const, vintage: null, alcohol: null },
    };
    await renderFacts("en", oil);
    expect(pairs()[0]).toEqual(["Cultivars", "Sangiovese, Canaiolo"]);
    expect(screen.getByText("Olive oil")).toBeTruthy();
    const { container } = await renderFacts("en", { ...riserva, profile: null });
    expect(container.textContent).toBe("");
  });
});
