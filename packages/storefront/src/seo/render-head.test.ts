import { describe, expect, it } from "vitest";
import { productHead, screenHead } from "./page-head";
import { headTags } from "./render-head";
import { context, HOSTILE, item, shopPage } from "./seo.fixtures";

describe("headTags", () => {
  it("writes canonical, alternates, OpenGraph, Twitter card and JSON-LD", () => {
    const html = headTags(
      productHead(context({ pathname: "/en/shop-pages/7/shops/3/products/42" }), shopPage, item),
    ).join("\n");
    expect(html).toContain(
      '<link rel="canonical" href="https://shop.example/en/shop-pages/7/shops/3/products/42">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://shop.example/it/shop-pages/7/shops/3/products/42">',
    );
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="product:price:amount" content="16.50">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const ld = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(ld ?? "null")).toMatchObject({ "@type": "Product", name: item.title });
  });

  it("escapes hostile texts in attributes and in JSON-LD", () => {
    const hostile = { ...item, title: HOSTILE, description: HOSTILE };
    const html = headTags(
      productHead(
        context({ pathname: "/en/x", search: `?q=${encodeURIComponent(HOSTILE)}` }),
        shopPage,
        hostile,
      ),
    ).join("\n");
    // Only our own script elements open and close; the text stays data.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain("<!--");
    expect(html).not.toContain("\"&'");
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? ""),
    );
    expect(scripts[0].name).toBe(HOSTILE);
  });

  it("a noindex page names neither canonical nor alternates", () => {
    const html = headTags(
      screenHead(context({ pathname: "/en/profile" }), { title: "Profile", noindex: true }),
    ).join("\n");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain("canonical");
    expect(html).not.toContain("hreflang");
  });
});
