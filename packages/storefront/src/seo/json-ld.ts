import type { Club, Config, ShopItemDetail } from "@club/api-client";
import type { BreadcrumbList, ItemAvailability, Organization, Product, WithContext } from "schema-dts";

/** A price in schema.org's form: a decimal string in the currency's own minor units ("16.50", "1200" for yen). */
export function schemaPrice(amount: number, currency: string): string {
  const digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
    .maximumFractionDigits;
  return (amount / 10 ** (digits ?? 2)).toFixed(digits ?? 2);
}

/** The club as the organisation behind the shop (home). */
export function organizationLd(club: Club, config: Config | null, origin: string): WithContext<Organization> {
  const logo = config?.logo?.url ?? club.logo?.url;
  const company = config?.company;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company?.name || club.title,
    url: `${origin}/`,
    ...(club.description ? { description: club.description } : {}),
    ...(logo ? { logo: new URL(logo, origin).href } : {}),
    ...(company?.legalName ? { legalName: company.legalName } : {}),
    ...(company?.vatNumber ? { vatID: company.vatNumber } : {}),
    ...(company?.email ? { email: company.email } : {}),
    ...(company?.phone ? { telephone: company.phone } : {}),
    ...(company?.address ? { address: company.address } : {}),
    ...(company?.website ? { sameAs: [company.website] } : {}),
  };
}

export interface Crumb {
  name: string;
  url: string;
}

/** Where a page sits: home › shop page › shop › product. */
export function breadcrumbLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** A product with its offer: price, currency, availability, pictures, and the club as its brand. */
export function productLd(
  item: ShopItemDetail,
  { url, brand, origin }: { url: string; brand: string; origin: string },
): WithContext<Product> {
  const availability: ItemAvailability =
    item.available && item.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock";
  const description = item.description || item.subtitle;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: item.title,
    sku: item.id,
    url,
    ...(description ? { description } : {}),
    image: item.images.map((image) => new URL(image.url, origin).href),
    brand: { "@type": "Brand", name: brand },
    offers: {
      "@type": "Offer",
      url,
      price: schemaPrice(item.price.amount, item.price.currency),
      priceCurrency: item.price.currency,
      availability,
      itemCondition: "https://schema.org/NewCondition",
    },
  };
}
