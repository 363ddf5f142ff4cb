import { describe, expect, it } from "vitest";
import { alternatesOf, canonicalUrl, inLanguage } from "./urls";

describe("canonicalUrl", () => {
  it("drops the session token and the one-shot flags, keeps and orders the rest", () => {
    expect(
      canonicalUrl(
        "https://shop.example",
        "/en/shop-pages/7",
        "?_token=abc&sort=price&returnUrl=%2Fx&q=chianti",
      ),
    ).toBe("https://shop.example/en/shop-pages/7?q=chianti&sort=price");
  });

  it("has no question mark when nothing is left", () => {
    expect(canonicalUrl("https://shop.example", "/it/", "?_token=abc&passwordChanged=1")).toBe(
      "https://shop.example/it/",
    );
  });
});

describe("inLanguage", () => {
  it("swaps the language segment", () => {
    expect(inLanguage("/en/shop-pages/7/shops/3", "it")).toBe("/it/shop-pages/7/shops/3");
    expect(inLanguage("/it/", "en")).toBe("/en/");
    expect(inLanguage("/it", "en")).toBe("/en/");
  });
});

describe("alternatesOf", () => {
  it("names every language and the default as x-default, keeping the query", () => {
    expect(
      alternatesOf("https://shop.example", "https://shop.example/it/pages/about?q=1", ["it", "en"], "en"),
    ).toEqual([
      { hreflang: "it", href: "https://shop.example/it/pages/about?q=1" },
      { hreflang: "en", href: "https://shop.example/en/pages/about?q=1" },
      { hreflang: "x-default", href: "https://shop.example/en/pages/about?q=1" },
    ]);
  });
});
