import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots";
import { club } from "./seo.fixtures";
import { publicPagesOf, sitemapXml } from "./sitemap";

describe("publicPagesOf", () => {
  it("lists home, shop pages with their shops, fidelity and custom pages", () => {
    expect(publicPagesOf(club).map((page) => page.path)).toEqual([
      "",
      "shop-pages/7",
      "shop-pages/7/shops/3",
      "fidelity-programs",
      "pages/about",
    ]);
    expect(publicPagesOf({ ...club, hasFidelityPrograms: false }).map((p) => p.path)).not.toContain(
      "fidelity-programs",
    );
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
  it("keeps crawlers out of checkout, account and order pages and names the sitemap", () => {
    const text = robotsTxt("https://shop.example");
    expect(text).toContain("Disallow: /*/shop-pages/*/checkout\n");
    expect(text).toContain("Disallow: /*/profile\n");
    expect(text).toContain("Disallow: /api/\n");
    expect(text).toContain("Sitemap: https://shop.example/sitemap.xml");
  });
});
