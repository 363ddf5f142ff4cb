import { describe, expect, it } from "vitest";
import { shopPageAddress } from "./shop-page-address";

const shopPages = [
  { id: "la-cantina", slug: "cantina" },
  { id: "dispensa", slug: "dispensa" },
  // An id that is another page's slug: the slug wins, as the site links slugs.
  { id: "cantina", slug: "cantina-vecchia" },
];

describe("shopPageAddress", () => {
  it("names a shop page by its slug, and everything below it", () => {
    expect(shopPageAddress("/en/shop-pages/la-cantina", shopPages)).toBe("/en/shop-pages/cantina");
    expect(shopPageAddress("/it/shop-pages/la-cantina/", shopPages)).toBe("/it/shop-pages/cantina/");
    for (const rest of [
      "/shops/rossi",
      "/shops/rossi/products/chianti-2021",
      "/checkout",
      "/checkout-complete",
    ])
      expect(shopPageAddress(`/en/shop-pages/la-cantina${rest}`, shopPages)).toBe(
        `/en/shop-pages/cantina${rest}`,
      );
  });

  it("leaves the slug form, a page whose id is its slug and unknown pages as they are", () => {
    expect(shopPageAddress("/en/shop-pages/cantina", shopPages)).toBeNull();
    expect(shopPageAddress("/en/shop-pages/cantina/shops/rossi", shopPages)).toBeNull();
    expect(shopPageAddress("/en/shop-pages/dispensa", shopPages)).toBeNull();
    expect(shopPageAddress("/en/shop-pages/nowhere", shopPages)).toBeNull();
    expect(shopPageAddress("/en/shop-pages/la-cantina", [])).toBeNull();
  });

  it("answers only shop page addresses in one of the languages", () => {
    for (const path of [
      "/",
      "/en/",
      "/en/shop-pages",
      "/en/shop-pages/",
      "/en/pages/la-cantina",
      "/fr/shop-pages/la-cantina",
      "/shop-pages/la-cantina",
    ])
      expect(shopPageAddress(path, shopPages), path).toBeNull();
  });
});
