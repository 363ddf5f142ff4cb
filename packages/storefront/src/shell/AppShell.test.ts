import type { Config } from "@club/api-client";
import { describe, expect, it } from "vitest";
import { cartShopPage } from "./AppShell";
import { showSignUp } from "./ShellDrawer";

const config = (requiresInvitation: boolean) =>
  ({ club: { settings: { requiresInvitation } } }) as unknown as Config;

describe("the shell's rules (architecture §2)", () => {
  it("offers sign-up only when the club is open to all, never when its config failed to load", () => {
    expect(showSignUp(config(false))).toBe(true);
    expect(showSignUp(config(true))).toBe(false);
    expect(showSignUp(null)).toBe(false);
  });

  it("shows the cart button on a shop page's screens, not at checkout", () => {
    expect(cartShopPage("/en/shop-pages/cantina")).toBe("cantina");
    expect(cartShopPage("/it/shop-pages/cantina/shops/cantina-rossi/products/x")).toBe("cantina");
    expect(cartShopPage("/en/shop-pages/cantina/checkout")).toBeUndefined();
    expect(cartShopPage("/en/shop-pages/cantina/checkout-complete")).toBeUndefined();
    expect(cartShopPage("/en/")).toBeUndefined();
  });
});
