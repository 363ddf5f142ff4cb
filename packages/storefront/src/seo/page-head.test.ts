import { describe, expect, it } from "vitest";
import {
  customPageHead,
  homeHead,
  productHead,
  screenHead,
  shopHead,
  shopPageHead,
  summary,
} from "./page-head";
import { club, context, item, shopPage } from "./seo.fixtures";

describe("summary", () => {
  it("keeps short texts and cuts long ones at a word", () => {
    expect(summary("  Two\n\nlines ")).toBe("Two lines");
    const cut = summary("word ".repeat(60), 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toMatch(/word…$/);
  });
});

describe("homeHead", () => {
  it("titles the club, describes it, shows its hero and names it as an Organization", () => {
    const head = homeHead(context());
    expect(head.title).toBe("Fattoria Rossi · Cantina Aperta");
    expect(head.description).toBe(club.description);
    expect(head.canonical).toBe("https://shop.example/en/");
    expect(head.alternates.map((a) => a.hreflang)).toEqual(["it", "en", "x-default"]);
    expect(head.alternates.at(-1)?.href).toBe("https://shop.example/it/");
    expect(head.image).toEqual({ url: "https://shop.example/media/hero.jpg", alt: "Vineyard" });
    expect(head.jsonLd[0]).toMatchObject({ "@type": "Organization" });
    expect(head.noindex).toBe(false);
    expect(head.locale).toBe("en_GB");
  });
});

describe("shop page and shop heads", () => {
  it("place the page in a breadcrumb from home", () => {
    const head = shopPageHead(context({ pathname: "/it/shop-pages/7", language: "it" }), shopPage);
    expect(head.title).toBe("Cellar – Fattoria Rossi · Cantina Aperta");
    expect(head.description).toBe("Our wines, shipped across Europe.");
    expect(head.locale).toBe("it_IT");
    expect(head.jsonLd[0]).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { name: "Fattoria Rossi", item: "https://shop.example/it/" },
        // By its slug, its one address, whichever form the page was asked by.
        { name: "Cellar", item: "https://shop.example/it/shop-pages/cellar" },
      ],
    });
  });

  it("a shop adds itself to the trail", () => {
    const head = shopHead(context({ pathname: "/en/shop-pages/7/shops/3" }), shopPage, "3");
    expect(head.title).toMatch(/^Reds – /);
    expect(head.description).toBe("The reds of the estate.");
    expect(head.jsonLd[0]).toMatchObject({ itemListElement: [{}, {}, {}] });
  });
});

describe("productHead", () => {
  it("previews the bottle with its price and describes it as a Product", () => {
    const head = productHead(
      context({ pathname: "/en/shop-pages/7/shops/3/products/42", search: "?_token=secret" }),
      shopPage,
      item,
    );
    expect(head.canonical).toBe("https://shop.example/en/shop-pages/7/shops/3/products/42");
    expect(head.openGraphType).toBe("product");
    expect(head.price).toEqual({ amount: "16.50", currency: "EUR" });
    expect(head.image?.url).toBe("https://shop.example/media/chianti.jpg");
    expect(head.description).toBe("Sangiovese from Greve in Chianti. Aged 12 months in oak.");
    expect(head.jsonLd.map((ld) => (ld as { "@type": string })["@type"])).toEqual([
      "Product",
      "BreadcrumbList",
    ]);
  });
});

describe("other screens", () => {
  it("a custom page uses its own description", () => {
    const head = customPageHead(context({ pathname: "/en/pages/about" }), {
      id: "9",
      name: "about",
      title: "About us",
      description: "Three generations of winemakers.",
      html: "",
      components: [],
    });
    expect(head.title).toMatch(/^About us – /);
    expect(head.description).toBe("Three generations of winemakers.");
  });

  it("a person's screen is noindex", () => {
    expect(
      screenHead(context({ pathname: "/en/profile" }), { title: "Profile", noindex: true }).noindex,
    ).toBe(true);
  });
});
