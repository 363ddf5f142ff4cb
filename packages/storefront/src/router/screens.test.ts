// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  catalogAreasFor,
  isPersonalPath,
  isScreenPath,
  personalPathPatterns,
  SCREENS,
  screenModulesFor,
} from "./screens";

describe("the screens table", () => {
  it("names exactly the modules the route table loads as screens", () => {
    const routes = readFileSync(new URL("./routes.tsx", import.meta.url), "utf8");
    const imported = [...routes.matchAll(/import\("\.\.\/([^"]+)"\)/g)].map((m) => `${m[1]}.tsx`).sort();
    expect(imported).toEqual(
      Object.values(SCREENS)
        .map((screen) => screen.module)
        .sort(),
    );
  });

  it("finds an address's screens, nested ones with their parent", () => {
    expect(screenModulesFor("/en/")).toEqual(["screens/home/HomeScreen.tsx"]);
    expect(screenModulesFor("/it")).toEqual(["screens/home/HomeScreen.tsx"]);
    expect(screenModulesFor("/en/shop-pages/cantina/checkout")).toEqual(["checkout/CheckoutScreen.tsx"]);
    expect(screenModulesFor("/en/shop-pages/cantina/shops/rossi/products/chianti")).toEqual([
      "screens/shop/ShopScreen.tsx",
      "screens/product/ProductDialog.tsx",
    ]);
    expect(screenModulesFor("/en/no-such-page")).toEqual([]);
  });

  it("names the catalogs an address needs", () => {
    expect(catalogAreasFor("/en/")).toEqual(["core"]);
    expect(catalogAreasFor("/it/shop-pages/cantina/checkout")).toEqual(["core", "checkout"]);
    expect(catalogAreasFor("/en/profile")).toEqual(["core", "account"]);
  });

  it("knows the screens' addresses only in the storefront's languages", () => {
    expect(isScreenPath("/en/shop-pages/7")).toBe(true);
    expect(isScreenPath("/it")).toBe(true);
    expect(isScreenPath("/fr/")).toBe(false);
    expect(isScreenPath("/fr/shop-pages/7")).toBe(false);
    expect(isScreenPath("/en/no-such-page")).toBe(false);
  });

  it("tells one person's screens from the public ones", () => {
    for (const path of [
      "/en/shop-pages/7/checkout",
      "/it/shop-pages/7/checkout-complete",
      "/en/public/expenses/abc",
      "/en/login",
      "/en/signup/tok",
      "/it/password/confirm/tok",
      "/en/email/change/tok",
      "/en/profile",
    ])
      expect(isPersonalPath(path), path).toBe(true);
    for (const path of [
      "/en/",
      "/it/shop-pages/7",
      "/en/shop-pages/7/shops/3/products/42",
      "/en/pages/about",
      "/en/fidelity-programs",
    ])
      expect(isPersonalPath(path), path).toBe(false);
  });

  it("writes the personal screens as robots.txt patterns", () => {
    expect(personalPathPatterns()).toContain("/*/shop-pages/*/checkout");
    expect(personalPathPatterns()).toContain("/*/public/expenses/*");
    expect(personalPathPatterns()).toContain("/*/profile");
    expect(personalPathPatterns()).not.toContain("/*/fidelity-programs");
  });
});
