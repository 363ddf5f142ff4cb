import type { ClubBootstrap } from "../app/bootstrap";
import type { StorefrontRuntime } from "../app/runtime";
import type { Language } from "../i18n/languages";
import type { ScreenRoute } from "../router/route";
import type { HeadContext } from "../seo/page-head";

/**
 * What the web server hands each request's loaders and render (React Router's load context): a runtime of its own
 * (query cache, in-memory session, the visitor's host), the club it read, and the page's nonce.
 */
export interface RequestStorefront {
  runtime: StorefrontRuntime;
  /** The club's data every head is built from, and the origin the visitor reached. */
  club: Pick<HeadContext, "origin" | "config" | "club" | "meta">;
  /** What the page inlines for the browser's runtime: app token, language, config, theme, style, club. */
  bootstrap: ClubBootstrap;
  /** The CSP nonce of this response (scripts and styles carry it). */
  nonce: string;
  /** The club's theme as CSS variables for `html:root`, and its sanitised style sheet, inlined in the head. */
  themeCss: string | null;
  clubCss: string | null;
  /**
   * The screens the address shows (its matched routes' handles, outermost first). The language's layout writes the
   * innermost one's head: a screen the browser renders has no loader data in the server's page.
   */
  screens: readonly ScreenRoute[];
}

/** React Router's load context as the storefront's loaders read it. */
export interface StorefrontLoadContext {
  storefront: RequestStorefront;
}

/** What the web server knows of one page request: the club it read, the response's nonce, the visitor's host. */
export interface PageRequest {
  request: Request;
  language: Language;
  host: string;
  origin: string;
  nonce: string;
  bootstrap: ClubBootstrap;
  themeCss: string | null;
  clubCss: string | null;
  /** The platform's origin and the fetch the request's reads go through. */
  apiOrigin: string;
  fetch: typeof fetch;
  /** The screens the address shows, as the web server matched them in React Router's build. */
  screens?: readonly ScreenRoute[];
}
