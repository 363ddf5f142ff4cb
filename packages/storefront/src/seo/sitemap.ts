import type { Club, ShopItem } from "@club/api-client";
import type { Language } from "../i18n/languages";

export interface SitemapPage {
  /** The page's path after its language: `` (home), `shop-pages/cellar`, `pages/about`. */
  path: string;
  /** When its content last changed (ISO date or date-time), when the platform can say. */
  lastModified?: string;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** A product of a shop page, as the shop page's read with its items lists it: its page is the sitemap's. */
export type SitemapItem = Pick<ShopItem, "id" | "shopId">;

/**
 * The public pages of a club: home, every shop page with its shops and their products (`items`, by shop page id:
 * a shop page missing there lists none), the fidelity programs, the custom pages, each dated by the platform's last
 * change of what it shows (when the platform says). Shop pages by their slug, the one address the site links.
 */
export function publicPagesOf(
  club: Club,
  items: ReadonlyMap<string, readonly SitemapItem[]> = new Map(),
): SitemapPage[] {
  const dated = (path: string, updatedAt: string | undefined): SitemapPage =>
    updatedAt ? { path, lastModified: updatedAt } : { path };
  return [
    dated("", club.updatedAt),
    ...club.shopPages.flatMap((shopPage) => {
      const base = `shop-pages/${shopPage.slug}`;
      const products = items.get(shopPage.id) ?? [];
      return [
        dated(base, shopPage.updatedAt),
        ...shopPage.shops.flatMap((shop) => [
          dated(`${base}/shops/${shop.id}`, shop.updatedAt),
          // The platform dates no item: a product's page is left undated.
          ...products
            .filter((item) => item.shopId === shop.id)
            .map((item) => ({ path: `${base}/shops/${shop.id}/products/${item.id}` })),
        ]),
      ];
    }),
    ...(club.hasFidelityPrograms ? [dated("fidelity-programs", club.fidelityProgramsUpdatedAt)] : []),
    ...club.pages.map((page) => dated(`pages/${page.name}`, page.updatedAt)),
  ];
}

/**
 * `/sitemap.xml` of one club host: every public page in each language, each entry naming its other languages
 * (and `x-default`) as alternates, as search engines ask for multilingual sites.
 */
export function sitemapXml(
  origin: string,
  pages: readonly SitemapPage[],
  languages: readonly Language[],
  defaultLanguage: Language,
): string {
  const url = (language: Language, path: string) => escapeXml(`${origin}/${language}/${path}`);
  const entries = pages.flatMap((page) =>
    languages.map((language) =>
      [
        "  <url>",
        `    <loc>${url(language, page.path)}</loc>`,
        ...languages.map(
          (other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${url(other, page.path)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(defaultLanguage, page.path)}"/>`,
        ...(page.lastModified ? [`    <lastmod>${escapeXml(page.lastModified)}</lastmod>`] : []),
        "  </url>",
      ].join("\n"),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}
