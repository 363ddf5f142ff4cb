import { type Language, languageOfPath } from "@club/storefront/first-paint";
import { publicPagesOf, sitemapXml } from "@club/storefront/seo";
import type { PlatformReader } from "./platform";

/**
 * `/sitemap.xml` of a club host, with every product's page, or null when the club can't be read now (the crawler
 * comes back). A shop page the platform doesn't answer now only leaves its products out.
 */
export async function clubSitemap(
  platform: Pick<PlatformReader, "read" | "shopPageItems">,
  host: string,
  origin: string,
): Promise<string | null> {
  const language = languageOfPath("/");
  const { club, config, meta } = await platform.read(host, language);
  if (!club) return null;
  const items = await platform.shopPageItems(host, language, club.shopPages);
  const languages = (config?.languages ?? meta?.languages ?? ["en", "it"]) as Language[];
  const defaultLanguage = (config?.defaultLanguage ?? languages[0] ?? "en") as Language;
  return sitemapXml(origin, publicPagesOf(club, items), languages, defaultLanguage);
}
