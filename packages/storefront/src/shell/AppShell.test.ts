import { describe, expect, it } from "vitest";
import { cartShopPage } from "./AppShell";

describe("the shell's rules (architecture §2)", () => {
  it("shows the cart button on a shop page's screens, not at checkout", () => {
    expect(cartShopPage("/en/shop-pages/cantina")).toBe("cantina");
    expect(cartShopPage("/it/shop-pages/cantina/shops/cantina-rossi/products/x")).toBe("cantina");
    expect(cartShopPage("/en/shop-pages/cantina/checkout")).toBeUndefined();
    expect(cartShopPage("/en/shop-pages/cantina/checkout-complete")).toBeUndefined();
    expect(cartShopPage("/en/")).toBeUndefined();
  });
});
