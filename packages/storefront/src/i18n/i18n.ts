import { i18n, type Messages } from "@lingui/core";
import { DEFAULT_LANGUAGE, type Language } from "./languages";

const loaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import("../locales/en/messages"),
  it: () => import("../locales/it/messages"),
};

/** Loads a language's compiled catalog (its own chunk) and makes it the active one. */
export async function activateLanguage(language: Language): Promise<void> {
  if (i18n.locale === language) return;
  const { messages } = await loaders[language]();
  i18n.loadAndActivate({ locale: language, messages });
  if (typeof document !== "undefined") document.documentElement.lang = language;
}

/** The language in use; calls to the platform send it as Accept-Language. */
export function currentLanguage(): Language {
  return (i18n.locale as Language) || DEFAULT_LANGUAGE;
}

export { i18n };
