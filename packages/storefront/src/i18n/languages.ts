/** The storefront's languages (architecture §11); `en` is the default. */
export const LANGUAGES = ["en", "it"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The language of a storefront path (`/{lang}/...`), the default outside one. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split("/")[1];
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** The BCP 47 locale used by Intl for money, dates and numbers. */
export function localeOf(language: Language): string {
  return language === "it" ? "it-IT" : "en-GB";
}

/** The language's own name, for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", it: "Italiano" };
