import type { Language } from "@club/storefront/first-paint";
import {
  customPageHead,
  homeHead,
  isPersonalPath,
  type PageHead,
  productHead,
  publicPagesOf,
  screenHead,
  shopHead,
  shopPageHead,
  sitemapXml,
} from "@club/storefront/seo";
import type { ServerPageData } from "@club/storefront/server";
import type { ClubSnapshot } from "./platform";

export interface PageAddress {
  /** `https://club.example`, as the visitor reached it. */
  origin: string;
  pathname: string;
  search: string;
  language: Language;
  /** Whether the address is one of the storefront's (an unknown one is a 404 page). */
  known: boolean;
}

/**
 * The head of a page from what the server has read of its club: the home's in full (its Organization, hero
 * picture); any other address its canonical, alternates and preview, marked noindex when it is one person's
 * screen or no page at all.
 */
export function pageHead(snapshot: ClubSnapshot, address: PageAddress, data?: ServerPageData): PageHead {
  const context = { ...address, config: snapshot.config, club: snapshot.club, meta: snapshot.meta };
  const isHome = new RegExp(`^/${address.language}/?$`).test(address.pathname);
  if (address.known && isHome) return homeHead(context);
  // A page the server rendered: its own title, preview and JSON-LD, from the data it was rendered with.
  if (data?.item && data.shopPage) return productHead(context, data.shopPage, data.item);
  if (data?.shopPage && data.shopId) return shopHead(context, data.shopPage, data.shopId);
  if (data?.shopPage) return shopPageHead(context, data.shopPage);
  if (data?.page) return customPageHead(context, data.page);
  return screenHead(context, { noindex: !address.known || isPersonalPath(address.pathname) });
}

/** `/sitemap.xml` of a club host, or null when the club can't be read now (the crawler comes back). */
export function clubSitemap(snapshot: ClubSnapshot, origin: string): string | null {
  const { club, config, meta } = snapshot;
  if (!club) return null;
  const languages = (config?.languages ?? meta?.languages ?? ["en", "it"]) as Language[];
  const defaultLanguage = (config?.defaultLanguage ?? languages[0] ?? "en") as Language;
  return sitemapXml(origin, publicPagesOf(club), languages, defaultLanguage);
}
