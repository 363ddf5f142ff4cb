/**
 * `/robots.txt` of a club host: everything public may be crawled; the platform's calls and the addresses of the
 * screens marked as one person's (checkout, account, an order: `personalPatterns`, `*` for each parameter) may not.
 * Names the host's sitemap.
 */
export function robotsTxt(origin: string, personalPatterns: readonly string[]): string {
  return [
    "User-agent: *",
    "Disallow: /api/",
    ...personalPatterns.map((pattern) => `Disallow: ${pattern}`),
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
