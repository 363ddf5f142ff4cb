import { isLanguage, type Language } from "../i18n/languages";

// Control characters, raw or percent-encoded, and backslashes: a browser drops tabs and newlines from a URL and reads
// `\` as `/`, so `/\t/evil.example` or `/\evil.example` is evil.example's page.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const UNSAFE = /[\u0000-\u001f\u007f\\]|%(?:[01][0-9a-f]|7f)/i;
// An encoded slash or backslash in the path: the router decodes it, and `..%2F%2Fevil.example` becomes `..//evil…`.
const ENCODED_SEPARATOR = /%(?:2f|5c)/i;

/**
 * Where to go after login: the `returnUrl` when it is a page of this storefront (never another site, never the login
 * page itself), else the home of the language. It is resolved as the browser would against the page's `origin`
 * (dot segments and all), must stay on that origin under a language prefix, and is answered normalised: the path,
 * query and hash the router navigates to.
 */
export function safeReturnUrl(returnUrl: string | null, language: Language, origin: string): string {
  const home = `/${language}/`;
  if (!returnUrl?.startsWith("/") || UNSAFE.test(returnUrl)) return home;
  let url: URL;
  let own: string;
  try {
    url = new URL(returnUrl, origin);
    own = new URL(origin).origin;
  } catch {
    return home;
  }
  const path = url.pathname;
  if (url.origin !== own || path.startsWith("//") || ENCODED_SEPARATOR.test(path)) return home;
  const [, first, second] = path.split("/");
  if (!isLanguage(first) || second === "login") return home;
  return `${path}${url.search}${url.hash}`;
}
