import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots";
import { club } from "./seo.fixtures";
import { publicPagesOf, sitemapXml } from "./sitemap";

describe("publicPagesOf", () => {
  it("lists home, shop pages by their slug with their shops, fidelity and custom pages", () => {
    expect(publicPagesOf(club).map((page) => page.path)).toEqual([
      "",
      "shop-pages/cellar",
      "shop-pages/cellar/shops/3",
      "fidelity-programs",
      "pages/about",
    ]);
    expect(publicPagesOf({ ...club, hasFidelityPrograms: false }).map((p) => p.path)).not.toContain(
      "fidelity-programs",
    );
  });

  it("lists each shop's products under it, by the item's id as the storefront links them", () => {
    const items = new Map([
      [
        "7",
        [
          { id: "42", shopId: "3" },
          { id: "43", shopId: "3" },
          // An item of a shop the club does not list has no page to sit under.
          { id: "44", shopId: "99" },
        ],
      ],
      ["no-such-page", [{ id: "50", shopId: "3" }]],
    ]);
    const pages = publicPagesOf(club, items);
    expect(pages.map((page) => page.path)).toEqual([
      "",
      "shop-pages/cellar",
      "shop-pages/cellar/shops/3",
      "shop-pages/cellar/shops/3/products/42",
      "shop-pages/cellar/shops/3/products/43",
      "fidelity-programs",
      "pages/about",
    ]);
    expect(pages.find((page) => page.path.endsWith("/products/42"))?.lastModified).toBeUndefined();
  });

  it("dates each page by the platform's last change, and leaves undated what the platform does not date", () => {
    const dated: typeof club = {
      ...club,
      updatedAt: "2026-11-01T10:00:00.000Z",
      fidelityProgramsUpdatedAt: "2026-10-01T00:00:00.000Z",
      shopPages: club.shopPages.map((page) => ({
        ...page,
        updatedAt: "2026-11-20T08:30:00.000Z",
        shops: page.shops.map((shop) => ({ ...shop, updatedAt: "2026-11-19T00:00:00.000Z" })),
      })),
      pages: club.pages.map((page) => ({ ...page, updatedAt: "2026-09-09T09:09:09.000Z" })),
    };
    expect(Object.fromEntries(publicPagesOf(dated).map((page) => [page.path, page.lastModified]))).toEqual({
      "": "2026-11-01T10:00:00.000Z",
      "shop-pages/cellar": "2026-11-20T08:30:00.000Z",
      "shop-pages/cellar/shops/3": "2026-11-19T00:00:00.000Z",
      "fidelity-programs": "2026-10-01T00:00:00.000Z",
      "pages/about": "2026-09-09T09:09:09.000Z",
    });
    expect(publicPagesOf(club).every((page) => page.lastModified === undefined)).toBe(true);
  });
});

describe("sitemapXml", () => {
  const xml = sitemapXml(
    "https://shop.example",
    [{ path: "" }, { path: "pages/a&b", lastModified: "2026-11-20" }],
    ["it", "en"],
    "it",
  );

  it("has one entry per page and language, each naming every language and x-default", () => {
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain("<loc>https://shop.example/en/</loc>");
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/it/"/>',
    );
    expect(xml).toContain("<lastmod>2026-11-20</lastmod>");
  });

  it("escapes what it writes", () => {
    expect(xml).toContain("https://shop.example/it/pages/a&amp;b");
    expect(xml).not.toMatch(/a&b/);
  });

  it("is well-formed XML with the sitemap namespaces", () => {
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(doc.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")).toHaveLength(12);
  });
});

describe("robotsTxt", () => {
  it("keeps crawlers out of the personal screens' addresses and the platform's calls, and names the sitemap", () => {
    const text = robotsTxt("https://shop.example", ["/*/shop-pages/*/checkout", "/*/profile"]);
    expect(text).toContain("Disallow: /*/shop-pages/*/checkout\n");
    expect(text).toContain("Disallow: /*/profile\n");
    expect(text).toContain("Disallow: /api/\n");
    expect(text).toContain("Sitemap: https://shop.example/sitemap.xml");
  });
});
