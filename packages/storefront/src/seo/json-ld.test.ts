import { describe, expect, it } from "vitest";
import { breadcrumbLd, organizationLd, productLd, schemaPrice } from "./json-ld";
import { club, config, item } from "./seo.fixtures";

// The types come from schema-dts (schema.org's vocabulary as TypeScript), so a property schema.org doesn't define
// fails to compile; these tests check what search engines require of each type on top of that.
describe("schemaPrice", () => {
  it("writes minor units as the currency's decimal", () => {
    expect(schemaPrice(1650, "EUR")).toBe("16.50");
    expect(schemaPrice(5, "EUR")).toBe("0.05");
    expect(schemaPrice(1200, "JPY")).toBe("1200");
  });
});

describe("productLd", () => {
  it("carries name, pictures and an Offer with price, currency and availability", () => {
    const ld = productLd(item, {
      url: "https://shop.example/en/x",
      brand: "Fattoria Rossi",
      origin: "https://shop.example",
    });
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Chianti Classico 2021",
      image: ["https://shop.example/media/chianti.jpg"],
      brand: { "@type": "Brand", name: "Fattoria Rossi" },
      offers: {
        "@type": "Offer",
        price: "16.50",
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
        url: "https://shop.example/en/x",
      },
    });
  });

  it("offers the public price, never the member price (the page is the same for every visitor)", () => {
    const ld = productLd(
      { ...item, memberPrice: { amount: 1450, currency: "EUR" }, membersOnly: true },
      { url: "u", brand: "b", origin: "https://shop.example" },
    );
    expect(ld.offers).toMatchObject({ price: "16.50", priceCurrency: "EUR" });
    expect(JSON.stringify(ld)).not.toContain("14.50");
  });

  it("says out of stock when the item can't be bought", () => {
    const ld = productLd({ ...item, stock: 0 }, { url: "u", brand: "b", origin: "https://shop.example" });
    expect(ld.offers).toMatchObject({ availability: "https://schema.org/OutOfStock" });
  });
});

describe("organizationLd", () => {
  it("names the company with its legal data, the club's logo and address", () => {
    expect(organizationLd(club, config, "https://shop.example")).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Fattoria Rossi",
      legalName: "Fattoria Rossi S.r.l.",
      vatID: "IT01234567890",
      url: "https://shop.example/",
      description: club.description,
      logo: "https://shop.example/media/logo.svg",
    });
  });
});

describe("breadcrumbLd", () => {
  it("numbers the trail from 1", () => {
    const ld = breadcrumbLd([
      { name: "Home", url: "https://s/en/" },
      { name: "Cellar", url: "https://s/en/shop-pages/7" },
    ]);
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://s/en/" },
      { "@type": "ListItem", position: 2, name: "Cellar", item: "https://s/en/shop-pages/7" },
    ]);
  });
});
