import { personalPathPatterns } from "../router/screens";

/**
 * `/robots.txt` of a club host: everything public may be crawled; the platform's calls and the screens the route
 * table marks as one person's (checkout, account, an order) may not. Names the host's sitemap.
 */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Disallow: /api/",
    ...personalPathPatterns().map((pattern) => `Disallow: ${pattern}`),
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
