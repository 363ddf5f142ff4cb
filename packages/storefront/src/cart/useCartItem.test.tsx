import type { Cart } from "@club/api-client";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { emptyCart } from "../test/empty-cart";
import { CellarGrid } from "../test/product-grid-screen";
import { renderScreen } from "../test/render-screen";
import { shopItem } from "../test/shop-item";

const wine = (id: string, title: string) => shopItem({ id, productId: id, title });
const ITEMS = [wine("chianti", "Chianti Classico"), wine("riserva", "Chianti Riserva")];
const CART: Cart = {
  ...emptyCart("cantina"),
  lines: [{ shopItemId: "chianti", shopId: "cantina-rossi", title: "Chianti Classico", quantity: 3 }],
} as Cart;

const Grid = () => <CellarGrid items={ITEMS} />;

describe("a product card's quantity (useCartItem)", () => {
  it("shows its own item's quantity from the cart, and 'Add to cart' on the others", async () => {
    await renderScreen({
      Screen: Grid,
      pattern: "/:lang/shop-pages/cantina",
      path: "/en/shop-pages/cantina",
      language: "en",
      fetch: async (request) => {
        if (request.url.includes("/cart")) return Response.json(CART);
        return Response.json({}, { status: 404 });
      },
    });
    const chianti = (await screen.findByRole("heading", { name: "Chianti Classico" })).closest("article")!;
    const stepper = await within(chianti as HTMLElement).findByLabelText("Quantity of Chianti Classico");
    expect((stepper as HTMLInputElement).value ?? stepper.textContent).toContain("3");
    const riserva = screen.getByRole("heading", { name: "Chianti Riserva" }).closest("article")!;
    expect(within(riserva as HTMLElement).getByRole("button", { name: /Add to cart/ })).toBeTruthy();
  });
});
