import { isLanguage, type Language } from "../i18n/languages";

/**
 * Where to go after login: the `returnUrl` when it is a path of this storefront (never another site, never
 * the login page itself), else the home of the language.
 */
export function safeReturnUrl(returnUrl: string | null, language: Language): string {
  const home = `/${language}/`;
  if (!returnUrl?.startsWith("/") || returnUrl.startsWith("//") || returnUrl.includes("\\")) return home;
  const first = returnUrl.split(/[/?#]/)[1];
  if (!isLanguage(first)) return home;
  if (/^\/[a-z]{2}\/login(\/|\?|#|$)/.test(returnUrl)) return home;
  return returnUrl;
}
