import type { Language } from "@club/storefront/first-paint";
import { publicPagesOf, sitemapXml } from "@club/storefront/seo";
import type { ClubSnapshot } from "./platform";

/** `/sitemap.xml` of a club host, or null when the club can't be read now (the crawler comes back). */
export function clubSitemap(snapshot: ClubSnapshot, origin: string): string | null {
  const { club, config, meta } = snapshot;
  if (!club) return null;
  const languages = (config?.languages ?? meta?.languages ?? ["en", "it"]) as Language[];
  const defaultLanguage = (config?.defaultLanguage ?? languages[0] ?? "en") as Language;
  return sitemapXml(origin, publicPagesOf(club), languages, defaultLanguage);
}
