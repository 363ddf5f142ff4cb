import { type I18n, i18n } from "@lingui/core";
import { activateLanguage, type CatalogArea, loadArea } from "../i18n/i18n";
import type { Language } from "../i18n/languages";
import { catalogAreasFor } from "../router/lookup";

/** The translations a render of `pathname` shows, loaded before it starts (the core's and its screens' areas). */
export async function pageI18n(language: Language, pathname: string): Promise<I18n> {
  await Promise.all(catalogAreasFor(pathname).map((area) => loadArea(area as CatalogArea, language)));
  await activateLanguage(language);
  return i18n;
}
