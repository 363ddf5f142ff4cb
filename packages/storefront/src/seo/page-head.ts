import type { Club, ClubMeta, Config, CustomPage, ShopItemDetail, ShopPage } from "@club/api-client";
import type { Thing, WithContext } from "schema-dts";
import { documentTitle } from "../app/document-title";
import type { Language } from "../i18n/languages";
import { breadcrumbLd, type Crumb, organizationLd, productLd, schemaPrice } from "./json-ld";
import { type Alternate, alternatesOf, canonicalUrl } from "./urls";

/** Everything a page says about itself to search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's one address, absolute, without the session token or one-shot flags. */
  canonical: string;
  alternates: Alternate[];
  /** Pages for one person (checkout, account, an order) stay out of search results. */
  noindex: boolean;
  siteName: string;
  locale: string;
  openGraphType: "website" | "product";
  image?: { url: string; alt: string };
  /** A product's price, for the link preview. */
  price?: { amount: string; currency: string };
  jsonLd: WithContext<Thing>[];
}

/** What every page's head is built from: the address and the club's data. */
export interface HeadContext {
  /** `https://club.example`, as the visitor reached it. */
  origin: string;
  pathname: string;
  search: string;
  language: Language;
  config: Config | null;
  club: Club | null;
  meta: ClubMeta | null;
}

/** Link previews cut descriptions near 160 characters: cut at a word, not inside one. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(" "), Math.floor(max / 2)));
  return `${atWord.replace(/[\s,.;:]+$/, "")}…`;
}

const OG_LOCALES: Record<Language, string> = { en: "en_GB", it: "it_IT" };

function base(context: HeadContext, page?: string) {
  const { origin, pathname, search, language, config, club, meta } = context;
  const canonical = canonicalUrl(origin, pathname, search);
  const languages = (meta?.languages ?? config?.languages ?? ["en", "it"]) as Language[];
  const defaultLanguage = (config?.defaultLanguage ?? languages[0] ?? "en") as Language;
  return {
    title: documentTitle(config, club, page) || meta?.title || "",
    description: summary(club?.description ?? meta?.description ?? ""),
    canonical,
    alternates: alternatesOf(origin, canonical, languages, defaultLanguage),
    noindex: false,
    siteName: meta?.title ?? documentTitle(config, club),
    locale: OG_LOCALES[language],
    openGraphType: "website" as const,
    ...(meta?.image ? { image: { url: absolute(meta.image, origin), alt: meta.title } } : {}),
    jsonLd: [] as WithContext<Thing>[],
  };
}

const absolute = (url: string, origin: string) => new URL(url, origin).href;
const imageOf = (image: { url: string; alt: string } | null | undefined, origin: string) =>
  image ? { image: { url: absolute(image.url, origin), alt: image.alt } } : {};

/** The path of each public screen, for breadcrumbs: a shop page by its slug, its one address. */
const paths = {
  home: (language: Language) => `/${language}/`,
  shopPage: (language: Language, slug: string) => `/${language}/shop-pages/${slug}`,
  shop: (language: Language, slug: string, shopId: string) =>
    `/${language}/shop-pages/${slug}/shops/${shopId}`,
};

function crumbs(context: HeadContext, shopPage?: ShopPage, shopId?: string): Crumb[] {
  const { origin, language, club, config } = context;
  const list: Crumb[] = [
    { name: config?.company.name || club?.title || "", url: `${origin}${paths.home(language)}` },
  ];
  if (shopPage) {
    list.push({ name: shopPage.title, url: `${origin}${paths.shopPage(language, shopPage.slug)}` });
    const shop = shopPage.shops.find((candidate) => candidate.id === shopId);
    if (shop)
      list.push({ name: shop.title, url: `${origin}${paths.shop(language, shopPage.slug, shop.id)}` });
  }
  return list;
}

/** Home: the club, its hero picture, and the club as an Organization. */
export function homeHead(context: HeadContext): PageHead {
  const head = base(context);
  const { club, config, origin } = context;
  return {
    ...head,
    ...imageOf(club?.home.hero, origin),
    jsonLd: club ? [organizationLd(club, config, origin)] : [],
  };
}

/** A shop page: its title, description and picture, and where it sits. */
export function shopPageHead(context: HeadContext, shopPage: ShopPage): PageHead {
  return {
    ...base(context, shopPage.title),
    ...(shopPage.description ? { description: summary(shopPage.description) } : {}),
    ...imageOf(shopPage.image, context.origin),
    jsonLd: [breadcrumbLd(crumbs(context, shopPage))],
  };
}

/** A shop of a shop page. */
export function shopHead(context: HeadContext, shopPage: ShopPage, shopId: string): PageHead {
  const shop = shopPage.shops.find((candidate) => candidate.id === shopId);
  if (!shop) return shopPageHead(context, shopPage);
  return {
    ...base(context, shop.title),
    description: summary(shop.description || shopPage.description || context.club?.description || ""),
    ...imageOf(shop.image ?? shopPage.image, context.origin),
    jsonLd: [breadcrumbLd(crumbs(context, shopPage, shopId))],
  };
}

/** A product's deep link: its picture and price in the preview, a Product with its Offer for search engines. */
export function productHead(context: HeadContext, shopPage: ShopPage, item: ShopItemDetail): PageHead {
  const head = base(context, item.title);
  const trail = crumbs(context, shopPage, item.shopId);
  return {
    ...head,
    description: summary(item.description || item.subtitle || head.description),
    openGraphType: "product",
    ...imageOf(item.images[0], context.origin),
    price: { amount: schemaPrice(item.price.amount, item.price.currency), currency: item.price.currency },
    jsonLd: [
      productLd(item, { url: head.canonical, brand: trail[0]?.name ?? "", origin: context.origin }),
      breadcrumbLd([...trail, { name: item.title, url: head.canonical }]),
    ],
  };
}

/** A club's own page (about us, terms, ...). */
export function customPageHead(context: HeadContext, page: CustomPage): PageHead {
  const head = base(context, page.title);
  return { ...head, ...(page.description ? { description: summary(page.description) } : {}) };
}

/**
 * Any other screen, by its translated title when it has one: public ones (fidelity programs) are indexed; the
 * screens of one person (checkout, account, an order's page) and unknown addresses are not.
 */
export function screenHead(
  context: HeadContext,
  { title, noindex }: { title?: string; noindex: boolean },
): PageHead {
  return { ...base(context, title), noindex };
}
