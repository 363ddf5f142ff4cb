/**
 * What search engines and link previews read: each public page's head (title, description, canonical, hreflang,
 * OpenGraph, Twitter card, JSON-LD) and the host's sitemap and robots rules. Pure: the web server renders them
 * into the page it sends, the app keeps them current as the visitor navigates.
 */

export { escapeHtml } from "./escape-html";
export { breadcrumbLd, organizationLd, productLd, schemaPrice } from "./json-ld";
export {
  customPageHead,
  type HeadContext,
  homeHead,
  type PageHead,
  productHead,
  screenHead,
  shopHead,
  shopPageHead,
  summary,
} from "./page-head";
export { headTags } from "./render-head";
export { robotsTxt } from "./robots";
export { scriptJson } from "./script-json";
export { shopPageAddress } from "./shop-page-address";
export { publicPagesOf, type SitemapItem, type SitemapPage, sitemapXml } from "./sitemap";
export { type Alternate, alternatesOf, canonicalUrl, inLanguage } from "./urls";
