import { LANGUAGES, type Language } from "../i18n/languages";
import { ONE_SHOT_QUERY_NAMES, PERSISTED_QUERY_NAMES } from "../session/persisted-query";

/** Query variables that never belong to a page's public address: the session's and the one-shot flags. */
const PRIVATE_QUERY_NAMES: readonly string[] = [...PERSISTED_QUERY_NAMES, ...ONE_SHOT_QUERY_NAMES];

/**
 * The page's canonical address: its origin and path with the query variables that choose what it shows, in a
 * stable order, less the session token and the one-shot flags (a link shared from a preview must not carry the
 * sharer's `_token`, and two orders of the same filters are one page).
 */
export function canonicalUrl(origin: string, pathname: string, search = ""): string {
  const params = new URLSearchParams(search);
  for (const name of PRIVATE_QUERY_NAMES) params.delete(name);
  params.sort();
  const query = params.toString();
  return `${origin}${pathname}${query ? `?${query}` : ""}`;
}

/** The same page in another language: storefront paths start with their language (`/en/...`). */
export function inLanguage(pathname: string, language: Language): string {
  const [, first = "", ...rest] = pathname.split("/");
  const tail = (LANGUAGES as readonly string[]).includes(first) ? rest : [first, ...rest];
  const path = tail.join("/");
  return `/${language}/${path}`;
}

export interface Alternate {
  /** A language, or `x-default` for visitors whose language the club doesn't speak. */
  hreflang: Language | "x-default";
  href: string;
}

/** `hreflang` alternates of a page: each language the club offers, and the default language as `x-default`. */
export function alternatesOf(
  origin: string,
  canonical: string,
  languages: readonly Language[],
  defaultLanguage: Language,
): Alternate[] {
  const url = new URL(canonical);
  const at = (language: Language) => `${origin}${inLanguage(url.pathname, language)}${url.search}`;
  return [
    ...languages.map((language) => ({ hreflang: language, href: at(language) })),
    { hreflang: "x-default" as const, href: at(defaultLanguage) },
  ];
}
