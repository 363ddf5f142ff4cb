import { isbot } from "isbot";

/**
 * Crawlers get the content: search engines must index the shop, and they cannot answer a dialog. Its own module:
 * isbot's patterns load only with the age question, not with every page.
 */
export function isCrawler(userAgent: string | undefined): boolean {
  return Boolean(userAgent) && isbot(userAgent);
}
