import type { Language } from "@club/storefront/first-paint";
import { canonicalQuery, routeHead } from "@club/storefront/routes";
import { type PageHead, publicPagesOf, screenHead, sitemapXml } from "@club/storefront/seo";
import type { PreparedPage } from "@club/storefront/server";
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
 * The head of a page: its route's (architecture §2), from the data the server rendered it with, or without data
 * (a page rendered in the browser, or no renderer: the home still names its club); an address with no screen is
 * noindex.
 */
export function pageHead(
  snapshot: ClubSnapshot,
  address: PageAddress,
  prepared?: Pick<PreparedPage, "head"> | null,
): PageHead {
  // The canonical address and og:url keep only the parameters the page reads: a link with made-up ones is the same page.
  const search = canonicalQuery(address.pathname, address.search);
  const context = { ...address, search, config: snapshot.config, club: snapshot.club, meta: snapshot.meta };
  const head = address.known ? (prepared ? prepared.head(context) : routeHead(context)) : null;
  return head ?? screenHead(context, { noindex: !address.known });
}

/** `/sitemap.xml` of a club host, or null when the club can't be read now (the crawler comes back). */
export function clubSitemap(snapshot: ClubSnapshot, origin: string): string | null {
  const { club, config, meta } = snapshot;
  if (!club) return null;
  const languages = (config?.languages ?? meta?.languages ?? ["en", "it"]) as Language[];
  const defaultLanguage = (config?.defaultLanguage ?? languages[0] ?? "en") as Language;
  return sitemapXml(origin, publicPagesOf(club), languages, defaultLanguage);
}
