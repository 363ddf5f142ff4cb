import type { ShopPageSummary } from "@club/api-client";
import { isLanguage } from "../i18n/languages";

const SHOP_PAGE_PATH = /^\/([^/]+)\/shop-pages\/([^/]+)(\/.*)?$/;

/**
 * The one address of a shop page and everything below it: the platform answers a shop page by its id or its slug,
 * the site links the slug. A path naming a shop page by an id that differs from its slug gets the same path with
 * the slug (null when the path is already the one address, or names no known shop page).
 */
export function shopPageAddress(
  pathname: string,
  shopPages: readonly Pick<ShopPageSummary, "id" | "slug">[],
): string | null {
  const [, language, segment = "", rest = ""] = SHOP_PAGE_PATH.exec(pathname) ?? [];
  if (!isLanguage(language)) return null;
  // A segment that is some page's slug is that page's address, even if it is also another page's id.
  if (shopPages.some((page) => page.slug === segment)) return null;
  const named = shopPages.find((page) => page.id === segment);
  return named ? `/${language}/shop-pages/${named.slug}${rest}` : null;
}
