import type { I18n } from "@lingui/core";
import { activateLanguage, type CatalogArea, i18n, loadArea, renderI18n } from "../i18n/i18n";
import type { Language } from "../i18n/languages";
import { catalogAreasFor } from "../router/lookup";

/**
 * The translations a render of `pathname` shows. On the server, an instance per request (every message of its
 * language); in the browser, the page's one, with the core's and the address's screens' areas loaded first.
 */
export async function pageI18n(language: Language, pathname: string): Promise<I18n> {
  if (typeof document === "undefined") return renderI18n(language);
  await Promise.all(catalogAreasFor(pathname).map((area) => loadArea(area as CatalogArea, language)));
  await activateLanguage(language);
  return i18n;
}
