import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { emptyCart } from "../test/empty-cart";
import { CellarGrid } from "../test/product-grid-screen";
import { renderScreen } from "../test/render-screen";
import { shopItem } from "../test/shop-item";

const wine = shopItem;
const ITEMS = [
  wine({ memberPrice: { amount: 1050, currency: "EUR" } }),
  wine({
    id: "vin-santo-2015",
    shopId: "dispensa-fattoria",
    title: "Vin Santo 2015",
    price: { amount: 3200, currency: "EUR" },
    membersOnly: true,
  }),
];

const Grid = () => <CellarGrid items={ITEMS} />;

async function renderGrid(
  language: "en" | "it",
  options: { token?: string; requiresInvitation?: boolean } = {},
) {
  return renderScreen({
    Screen: Grid,
    pattern: "/:lang/shop-pages/cantina",
    path: `/${language}/shop-pages/cantina`,
    language,
    ...(options.token ? { token: options.token } : {}),
    fetch: async (request) => {
      if (request.url.includes("/api/v2/config"))
        return Response.json({
          club: { settings: { requiresInvitation: options.requiresInvitation ?? false } },
        });
      if (request.url.includes("/cart")) return Response.json(emptyCart("cantina"));
      return Response.json({}, { status: 404 });
    },
  });
}

const card = (name: RegExp) => screen.getByRole("heading", { name }).closest("article") as HTMLElement;

describe("member offers on product cards", () => {
  it("invites a visitor to join for the member price, back to the product, and keeps members-only wines out of reach", async () => {
    await renderGrid("en");
    const join = await screen.findByRole("link", { name: "join the club" });
    // Sign-up once the club's configuration says it is open to all.
    await waitFor(() =>
      expect(join.getAttribute("href")).toBe(
        `/en/signup?returnUrl=${encodeURIComponent("/en/shop-pages/cantina/shops/cantina-rossi/products/toscana-sangiovese-2022")}`,
      ),
    );
    const sangiovese = card(/Sangiovese/);
    expect(sangiovese.querySelector("[data-member-price=invitation]")?.textContent).toMatch(
      /^€10\.50 for members — join the club$/,
    );
    // The public price stays the card's price for a visitor.
    expect(within(sangiovese).getByText("€12.00")).toBeTruthy();

    const vinSanto = card(/Vin Santo/);
    expect(within(vinSanto).getByText("Members only")).toBeTruthy();
    expect(within(vinSanto).queryByRole("button", { name: /Add to cart/ })).toBeNull();
    expect(within(vinSanto).getByText("This wine is for club members only.")).toBeTruthy();
    const login = within(vinSanto).getByRole("link", { name: /^Log in to buy it\s*Vin Santo 2015$/ });
    expect(login.getAttribute("href")).toBe(
      `/en/login?returnUrl=${encodeURIComponent("/en/shop-pages/cantina/shops/dispensa-fattoria/products/vin-santo-2015")}`,
    );
  });

  it("sends a visitor of a club by invitation to the login instead, in Italian", async () => {
    await renderGrid("it", { requiresInvitation: true });
    const join = await screen.findByRole("link", { name: "iscriviti al club" });
    await screen.findByText("Solo soci");
    expect(join.getAttribute("href")).toMatch(/^\/it\/login\?returnUrl=%2Fit%2Fshop-pages%2Fcantina/);
    expect(card(/Sangiovese/).querySelector("[data-member-price=invitation]")?.textContent).toMatch(
      /^10,50\s€ per i soci — iscriviti al club$/,
    );
  });

  it("shows a member the member price applied, the public price struck through and named, and lets them buy members-only wines", async () => {
    await renderGrid("en", { token: "member-token" });
    const sangiovese = card(/Sangiovese/);
    const applied = await within(sangiovese).findByText("Member price");
    expect(applied.parentElement?.textContent).toBe("Member price€10.50public price€12.00");
    expect(applied.parentElement?.querySelector("s")?.textContent).toBe("€12.00");
    expect(within(sangiovese).queryByRole("link", { name: "join the club" })).toBeNull();

    const vinSanto = card(/Vin Santo/);
    expect(within(vinSanto).getByText("Members only")).toBeTruthy();
    expect(within(vinSanto).getByRole("button", { name: "Add to cart Vin Santo 2015" })).toBeTruthy();
  });
});
