import type { I18n } from "@lingui/core";
import { activateLanguage, type CatalogArea, i18n, loadArea, renderI18n } from "../i18n/i18n";
import type { Language } from "../i18n/languages";

/** Where the server writes the catalog areas a page's screens need, for the browser to load before hydrating. */
export const CATALOGS_ELEMENT_NAME = "club-catalogs";

/**
 * The translations a render shows. On the server, an instance per request (every message of its language); in the
 * browser, the page's one, with the areas its screens need (`catalogAreasOf`) loaded first.
 */
export async function pageI18n(language: Language, areas: readonly string[] = []): Promise<I18n> {
  if (typeof document === "undefined") return renderI18n(language);
  await Promise.all(["core", ...areas].map((area) => loadArea(area as CatalogArea, language)));
  await activateLanguage(language);
  return i18n;
}

/** The catalog areas the server named in the page (`CATALOGS_ELEMENT_NAME`). */
export function pageCatalogs(document: Document): string[] {
  const content = document.querySelector(`meta[name="${CATALOGS_ELEMENT_NAME}"]`)?.getAttribute("content");
  return content ? content.split(" ").filter(Boolean) : [];
}
