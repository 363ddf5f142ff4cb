import { escapeHtml } from "./escape-html";
import type { PageHead } from "./page-head";
import { scriptJson } from "./script-json";

const meta = (attribute: "name" | "property", key: string, content: string | undefined) =>
  content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}">` : "";

/**
 * The head's tags beyond `<title>` and the description (the page template has those): canonical, alternates,
 * robots, OpenGraph, Twitter card and JSON-LD, every value escaped for its place.
 */
export function headTags(head: PageHead): string[] {
  const tags = [
    head.noindex ? meta("name", "robots", "noindex, nofollow") : "",
    head.noindex ? "" : `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...(head.noindex
      ? []
      : head.alternates.map(
          (alternate) =>
            `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}">`,
        )),
    meta("property", "og:type", head.openGraphType),
    meta("property", "og:site_name", head.siteName),
    meta("property", "og:locale", head.locale),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.canonical),
    meta("property", "og:image", head.image?.url),
    meta("property", "og:image:alt", head.image?.alt),
    meta("property", "product:price:amount", head.price?.amount),
    meta("property", "product:price:currency", head.price?.currency),
    meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", head.image?.url),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.filter(Boolean);
}
