// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { storefrontQueries } from "../api/queries";
import { createRuntime } from "../app/runtime";
import * as screenRoutes from "../framework/screen-routes";
import { config, club as fixtureClub, item, meta, shopPage } from "../seo/seo.fixtures";
import { memoryStore } from "../session/storage";
import { checkout } from "./routes/checkout";
import { fidelity } from "./routes/fidelity";
import { product } from "./routes/product";
import { profile } from "./routes/profile";
import { search } from "./routes/search";
import { shop } from "./routes/shop";
import { shopPage as shopPageScreen } from "./routes/shop-page";
import { type HeadRead, screenPageHead } from "./screen-page-head";
import { canonicalQuery, catalogAreasOf, isPersonal, renderedQuery, screensOf } from "./screens-of";

const runtime = () =>
  createRuntime({
    bootstrap: { appToken: "demo", apiBaseUrl: "http://platform.test" },
    origin: "club.test",
    local: memoryStore(),
    sessionStore: memoryStore(),
    fetch: (() => Promise.reject(new Error("no platform here"))) as never,
    currentPath: () => "/en/",
  });

describe("the screens of an address's matched routes", () => {
  it("are the routes' handles that are screens, outermost first (the root and the language's layout are not)", () => {
    const matches = [
      { handle: undefined },
      { handle: { other: true } },
      { handle: shop },
      { handle: product },
    ];
    expect(screensOf(matches)).toEqual([shop, product]);
    expect(screensOf([])).toEqual([]);
  });

  it("name the catalogs a page loads: the core, then its screens' areas", () => {
    expect(catalogAreasOf([])).toEqual(["core"]);
    expect(catalogAreasOf([shop, product])).toEqual(["core", "shop"]);
    expect(catalogAreasOf([checkout])).toEqual(["core", "checkout"]);
    expect(catalogAreasOf([profile])).toEqual(["core", "account"]);
  });

  it("tell one person's screens from the public ones", () => {
    expect(isPersonal([checkout])).toBe(true);
    expect(isPersonal([profile])).toBe(true);
    expect(isPersonal([shop, product])).toBe(false);
    expect(isPersonal([fidelity])).toBe(false);
  });

  it("keep of the query what they read: sorted for the canonical address, with the persisted ones for a render", () => {
    expect(canonicalQuery("?u=1&sort=price&q=rosso&_token=t", [search])).toBe("?q=rosso&sort=price");
    expect(canonicalQuery("?utm_source=x", [shopPageScreen])).toBe("");
    expect(renderedQuery("?u=1&sort=price&_token=t&q=rosso", [search])).toBe("?sort=price&_token=t&q=rosso");
  });

  it("each have a screen of the same name that its route module renders (the catalog split pairs them by name)", () => {
    // Read as the split reads it: importing every screen here would cost seconds.
    const screens = readFileSync(join(import.meta.dirname, "..", "framework", "screens.ts"), "utf8");
    const exported = [...screens.matchAll(/export \{ (\w+) \} from "[^"]+";/g)].map((match) => match[1]);
    const names = Object.keys(screenRoutes).map((name) => `${name[0]!.toUpperCase()}${name.slice(1)}Screen`);
    expect(names.sort()).toEqual(exported.sort());
  });
});

describe("a screen's page head", () => {
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
  const params = { lang: "en", shopPageId: "7", shopId: "3", productId: "42" };

  it("is a product's, else (not read) its shop's", () => {
    const path = "/en/shop-pages/7/shops/3/products/42";
    queryClient.setQueryData(queries.shopPage("en", "7").queryKey, shopPage);
    expect(screenPageHead(product, context(path), params, cached).title).toBe(
      "Reds – Fattoria Rossi · Cantina Aperta",
    );
    queryClient.setQueryData(queries.shopItem("en", "7", "3", "42").queryKey, item);
    const head = screenPageHead(product, context(path), params, cached);
    expect(head.title).toBe(`${item.title} – Fattoria Rossi · Cantina Aperta`);
    expect(head.openGraphType).toBe("product");
  });

  it("is the club's for screens that name none, noindex for one person's", () => {
    expect(screenPageHead(fidelity, context("/en/fidelity-programs"), params).noindex).toBe(false);
    expect(screenPageHead(profile, context("/en/profile"), params).noindex).toBe(true);
    expect(screenPageHead(shopPageScreen, context("/en/shop-pages/7"), params).title).toBe(
      "Fattoria Rossi · Cantina Aperta",
    );
  });
});
