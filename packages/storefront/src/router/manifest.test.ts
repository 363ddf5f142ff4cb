// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { storefrontQueries } from "../api/queries";
import { createRuntime } from "../app/runtime";
import { robotsTxt } from "../seo/robots";
import { config, club as fixtureClub, item, meta, shopPage } from "../seo/seo.fixtures";
import { memoryStore } from "../session/storage";
import {
  areaScreens,
  catalogAreasFor,
  entriesOf,
  inlinedDataScreen,
  isPersonalPath,
  isScreenPath,
  personalPathPatterns,
  screenModulesFor,
  serverRenderedScreen,
} from "./lookup";
import { MANIFEST, type RouteManifest } from "./manifest";
import type { ScreenRoute } from "./route";
import { type HeadRead, routeHead } from "./route-head";

const runtime = () =>
  createRuntime({
    bootstrap: { appToken: "demo", apiBaseUrl: "http://platform.test" },
    origin: "club.test",
    local: memoryStore(),
    sessionStore: memoryStore(),
    fetch: (() => Promise.reject(new Error("no platform here"))) as never,
    currentPath: () => "/en/",
  });

// A screen added to the manifest, and nothing else: every consumer below must know it.
const wishlistData = vi.fn(async () => null);
const wishlist: ScreenRoute = {
  path: "wishlist/:listId",
  area: "account",
  rendering: "browser",
  personal: true,
  module: "screens/wishlist/WishlistScreen.tsx",
  data: wishlistData,
};
const withWishlist: RouteManifest = [...MANIFEST, wishlist];

describe("the route manifest", () => {
  it("names, for each screen, the module of the screen its route module renders (read by the catalog split)", async () => {
    const screens = (await import("../framework/screens")) as Record<string, unknown>;
    for (const { chain } of entriesOf()) {
      const route = chain.at(-1)!;
      const module = (await import(/* @vite-ignore */ `../${route.module}`)) as Record<string, unknown>;
      expect(
        Object.values(module).some((value) => Object.values(screens).includes(value)),
        route.module,
      ).toBe(true);
    }
  });

  it("drives robots.txt, noindex and the 404: an added personal screen is disallowed and known", () => {
    expect(robotsTxt("https://club.test", withWishlist)).toContain("Disallow: /*/wishlist/*\n");
    expect(robotsTxt("https://club.test")).not.toContain("wishlist");
    expect(isScreenPath("/en/wishlist/12", withWishlist)).toBe(true);
    expect(isScreenPath("/en/wishlist/12")).toBe(false);
    expect(isPersonalPath("/en/wishlist/12", withWishlist)).toBe(true);
    const head = routeHead(
      {
        origin: "https://club.test",
        pathname: "/en/wishlist/12",
        search: "",
        language: "en",
        config,
        club: fixtureClub,
        meta,
      },
      undefined,
      withWishlist,
    );
    expect(head?.noindex).toBe(true);
  });

  it("drives the preloads' and the catalog split's view of an address: its modules and catalogs", () => {
    expect(screenModulesFor("/en/wishlist/12", withWishlist)).toEqual([
      "screens/wishlist/WishlistScreen.tsx",
    ]);
    expect(catalogAreasFor("/en/wishlist/12", withWishlist)).toEqual(["core", "account"]);
    expect(areaScreens(withWishlist).account).toContain("screens/wishlist/WishlistScreen.tsx");
    expect(areaScreens().account).not.toContain("screens/wishlist/WishlistScreen.tsx");
  });

  it("drives which browser-rendered addresses carry their public data", () => {
    const inlined = withWishlist.concat({ ...wishlist, path: "gifts", personal: false, inlineData: true });
    expect(inlinedDataScreen("/en/gifts", inlined)).not.toBeNull();
    expect(inlinedDataScreen("/en/wishlist/12", inlined)).toBeNull();
    expect(inlinedDataScreen("/en/shop-pages/7/checkout")).not.toBeNull();
    expect(inlinedDataScreen("/en/shop-pages/7")).toBeNull();
  });

  it("drives which addresses the server renders", () => {
    const rendered = withWishlist.concat({ ...wishlist, path: "gifts", rendering: "server" });
    expect(serverRenderedScreen("/en/gifts", rendered)).not.toBeNull();
    expect(serverRenderedScreen("/en/wishlist/12", rendered)).toBeNull();
  });
});

describe("what the manifest says of the storefront's addresses", () => {
  it("finds an address's screens, nested ones with their parent", () => {
    expect(screenModulesFor("/en/")).toEqual(["screens/home/HomeScreen.tsx"]);
    expect(screenModulesFor("/it")).toEqual(["screens/home/HomeScreen.tsx"]);
    expect(screenModulesFor("/en/shop-pages/cantina/checkout")).toEqual(["checkout/CheckoutScreen.tsx"]);
    expect(screenModulesFor("/en/shop-pages/cantina/shops/rossi/products/chianti")).toEqual([
      "screens/shop/ShopScreen.tsx",
      "screens/product/ProductScreen.tsx",
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
      "/it/public/expenses/abc/packing-slip",
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

  it("renders the public screens on the server, the personal ones in the browser (but an order's public page)", () => {
    for (const path of [
      "/en/",
      "/it/shop-pages/7",
      "/en/shop-pages/7/shops/3",
      "/en/shop-pages/7/shops/3/products/42",
      "/en/pages/about",
      "/en/fidelity-programs",
      "/en/public/expenses/abc",
      "/en/public/expenses/abc/packing-slip",
    ])
      expect(serverRenderedScreen(path), path).not.toBeNull();
    for (const path of ["/en/shop-pages/7/checkout", "/en/login", "/en/profile", "/en/nope"])
      expect(serverRenderedScreen(path), path).toBeNull();
  });
});

describe("a route's head", () => {
  const context = (pathname: string) => ({
    origin: "https://club.test",
    pathname,
    search: "",
    language: "en" as const,
    config,
    club: fixtureClub,
    meta,
  });
  const { queryClient } = runtime();
  const queries = storefrontQueries(runtime());
  const cached: HeadRead = (pick) => queryClient.getQueryData(pick(queries).queryKey) ?? null;

  it("is the innermost screen's that names one: a product's, else (not read) its shop's", () => {
    queryClient.setQueryData(queries.shopPage("en", "7").queryKey, shopPage);
    const path = "/en/shop-pages/7/shops/3/products/42";
    expect(routeHead(context(path), cached)?.title).toBe("Reds – Fattoria Rossi · Cantina Aperta");
    queryClient.setQueryData(queries.shopItem("en", "7", "3", "42").queryKey, item);
    const head = routeHead(context(path), cached);
    expect(head?.title).toBe(`${item.title} – Fattoria Rossi · Cantina Aperta`);
    expect(head?.openGraphType).toBe("product");
  });

  it("is the club's for screens that name none, noindex for one person's; none for an unknown address", () => {
    expect(routeHead(context("/en/fidelity-programs"))?.noindex).toBe(false);
    expect(routeHead(context("/en/profile"))?.noindex).toBe(true);
    expect(routeHead(context("/en/shop-pages/7"))?.title).toBe("Fattoria Rossi · Cantina Aperta");
    expect(routeHead(context("/en/no-such-page"))).toBeNull();
  });
});
