import { personalPathPatterns } from "../router/lookup";
import { MANIFEST, type RouteManifest } from "../router/manifest";

/**
 * `/robots.txt` of a club host: everything public may be crawled; the platform's calls and the screens the route
 * manifest marks as one person's (checkout, account, an order) may not. Names the host's sitemap.
 */
export function robotsTxt(origin: string, manifest: RouteManifest = MANIFEST): string {
  return [
    "User-agent: *",
    "Disallow: /api/",
    ...personalPathPatterns(manifest).map((pattern) => `Disallow: ${pattern}`),
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
