import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pageRoutes } from "./page-routes";
import { PAGE_TEMPLATES } from "./route-template";
import { frameworkBuild } from "./test-fixtures";

const built = frameworkBuild.build as ServerBuild;
const routes = pageRoutes(built);
const areasAt = (pathname: string) => routes.screensAt(pathname)?.map((screen) => screen.area) ?? null;

describe("the storefront's addresses, as React Router's build of app/routes.ts gives them", () => {
  it("finds an address's screens, a nested one after its parent; none where no screen is", () => {
    expect(areasAt("/en/")).toEqual(["core"]);
    expect(areasAt("/it")).toEqual(["core"]);
    expect(areasAt("/en/shop-pages/cantina/checkout")).toEqual(["checkout"]);
    expect(areasAt("/en/shop-pages/cantina/shops/rossi/products/chianti")).toEqual(["shop", "shop"]);
    expect(areasAt("/en/profile")).toEqual(["account"]);
    expect(areasAt("/en/no-such-page")).toBeNull();
    expect(areasAt("/fr/")).toBeNull();
    expect(areasAt("/fr/shop-pages/7")).toBeNull();
    expect(areasAt("/")).toBeNull();
  });

  it("tells one person's screens from the public ones", () => {
    const personal = (pathname: string) => routes.screensAt(pathname)?.some((screen) => screen.personal);
    for (const path of [
      "/en/shop-pages/7/checkout",
      "/it/shop-pages/7/checkout-complete",
      "/en/public/expenses/abc",
      "/it/public/expenses/abc/packing-slip",
      "/en/login",
      "/en/signup/tok",
      "/it/password/confirm/tok",
      "/en/email/change/tok",
      "/en/profile",
    ])
      expect(personal(path), path).toBe(true);
    for (const path of [
      "/en/",
      "/it/shop-pages/7",
      "/en/shop-pages/7/shops/3/products/42",
      "/en/pages/about",
      "/en/fidelity-programs",
      "/en/search",
    ])
      expect(personal(path), path).toBe(false);
  });

  it("writes the personal screens' addresses as robots.txt patterns", () => {
    expect(routes.personalPatterns).toContain("/*/shop-pages/*/checkout");
    expect(routes.personalPatterns).toContain("/*/public/expenses/*");
    expect(routes.personalPatterns).toContain("/*/profile");
    expect(routes.personalPatterns).not.toContain("/*/fidelity-programs");
    expect(routes.personalPatterns).not.toContain("/*/search");
  });

  it("are what logs and metrics name pages by", () => {
    expect([...PAGE_TEMPLATES].sort()).toEqual([...routes.templates].sort());
  });

  it("follow a route added to the build: its handle says what it is", () => {
    const wishlist = { area: "account", rendering: "browser", personal: true };
    const withWishlist = {
      ...built,
      routes: {
        ...built.routes,
        "routes/wishlist": {
          id: "routes/wishlist",
          parentId: "routes/language",
          path: "wishlist/:listId",
          module: { handle: wishlist } as never,
        },
      },
    } as ServerBuild;
    const added = pageRoutes(withWishlist);
    expect(added.screensAt("/en/wishlist/12")).toEqual([wishlist]);
    expect(added.personalPatterns).toContain("/*/wishlist/*");
    expect(routes.screensAt("/en/wishlist/12")).toBeNull();
  });
});
