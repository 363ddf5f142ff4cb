import {
  SERVER_DATA_ELEMENT_ID,
  SERVER_STATE_ELEMENT_ID,
  THEME_STYLE_ELEMENT_ID,
} from "@club/storefront/first-paint";
import { escapeHtml, scriptJson } from "@club/storefront/seo";
import { STYLESHEET_LINK_ID } from "../src/stylesheet";

/** What the server puts into the built index.html for one request. */
export interface HtmlParts {
  language: string;
  title: string;
  description: string;
  nonce: string;
  /** JSON for the `club-bootstrap` element. */
  bootstrap: unknown;
  /** CSS for the first paint: the theme's variables and the club's style. */
  themeCss?: string;
  clubCss?: string;
  /** Images worth fetching before the script runs (the page's largest picture above the fold). */
  preloadImages?: string[];
  /** Font files the first paint's text is set in (preloaded, so the web font replaces the fallback early). */
  preloadFonts?: string[];
  /**
   * The rules of the stylesheet this page's markup uses. Given, it is inlined where the built page links the
   * stylesheet, and the stylesheet itself no longer blocks the first paint: it loads as `media="print"` (lowest
   * priority) and the app applies it before it renders (`src/stylesheet.ts`); without JavaScript, `<noscript>` links it.
   */
  criticalCss?: string;
  /**
   * The page's markup is its content (server-rendered): its scripts, which only hydrate it, are fetched at low
   * priority, after the font and pictures its first paint needs. A page the script renders keeps them urgent.
   */
  hydrateOnly?: boolean;
  /** The page's icon: the club's logo. */
  icon?: string;
  /** Markup painted inside `#root` until the app renders (the club-branded loading screen). */
  rootHtml?: string;
  /** Script chunks the app will import at once (the language's catalog), fetched beside the entry. */
  modulePreloads?: string[];
  /** What search engines and link previews read: canonical, alternates, OpenGraph, JSON-LD (already escaped). */
  headTags?: string[];
  /** The query cache the server rendered `rootHtml` from, for the browser to hydrate (architecture §9). */
  state?: unknown;
  /**
   * The public data of a screen the browser renders (`inlineData`), already as script-safe JSON (`scriptJson`):
   * at the end of the body, after everything the first paint needs, since the app reads it only once it runs.
   */
  dataJson?: string;
}

/** CSS safe inside a <style> element. */
const styleText = (css: string) => css.replace(/<\/style/gi, "<\\/style");

/** The id of the page's inlined critical CSS. */
export const CRITICAL_STYLE_ID = "club-critical";

/** The stylesheet links Vite writes into the built page. */
const STYLESHEET_LINK = /<link rel="stylesheet"( crossorigin)? href="([^"]+)">/g;

/** The built page's module script and module preloads, fetched at low priority. */
const lowPriority = (html: string) =>
  html.replace(
    /<(script type="module"|link rel="modulepreload") crossorigin/g,
    '<$1 fetchpriority="low" crossorigin',
  );

/**
 * The built page's stylesheet links, each as the page's critical CSS and a link that does not block render. A page
 * the script renders (`urgent`: checkout, the account) waits for the whole sheet before its first screen: it is also
 * preloaded, at the high priority of its scripts, rather than fetched last as a print sheet is.
 */
function nonBlockingStylesheets(html: string, criticalCss: string, nonce: string, urgent: boolean): string {
  let inlined = false;
  return html.replace(STYLESHEET_LINK, (link, crossorigin: string | undefined, href: string) => {
    const critical = inlined
      ? ""
      : `<style nonce="${nonce}" id="${CRITICAL_STYLE_ID}">${styleText(criticalCss)}</style>\n    `;
    inlined = true;
    const preload = urgent ? `<link rel="preload" as="style"${crossorigin ?? ""} href="${href}">\n    ` : "";
    return `${critical}${preload}<link rel="stylesheet"${crossorigin ?? ""} href="${href}" media="print" id="${STYLESHEET_LINK_ID}">\n    <noscript>${link}</noscript>`;
  });
}

export function renderHtml(template: string, parts: HtmlParts): string {
  const styles = [
    parts.themeCss
      ? `<style nonce="${parts.nonce}" id="${THEME_STYLE_ELEMENT_ID}">${styleText(parts.themeCss)}</style>`
      : "",
    parts.clubCss ? `<style nonce="${parts.nonce}" id="club-style">${styleText(parts.clubCss)}</style>` : "",
    parts.icon ? `<link rel="icon" href="${escapeHtml(parts.icon)}">` : "",
    ...(parts.headTags ?? []),
    // What the first paint shows is asked for before the scripts: the font its text is set in, its largest picture.
    ...(parts.preloadFonts ?? []).map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}">`,
    ),
    ...(parts.preloadImages ?? []).map(
      (href) => `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high">`,
    ),
  ];
  // Module preloads go after the built page's own tags, beside its entry script.
  const hints = [
    ...(parts.modulePreloads ?? []).map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    ),
  ].map((tag) => (parts.hydrateOnly ? lowPriority(tag) : tag));
  const lines = (tags: string[]) => tags.filter(Boolean).join("\n    ");
  const styled =
    parts.criticalCss === undefined
      ? template
      : nonBlockingStylesheets(template, parts.criticalCss, parts.nonce, !parts.hydrateOnly);
  const page = parts.hydrateOnly ? lowPriority(styled) : styled;
  return (
    page
      .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(parts.language)}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(parts.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${escapeHtml(parts.description)}" />`,
      )
      .replace("<!--club-head-->", lines(styles))
      .replace("</head>", hints.length ? `  ${lines(hints)}\n  </head>` : "</head>")
      .replace('<div id="root"></div>', `<div id="root">${parts.rootHtml ?? ""}</div>`)
      .replace(
        "<!--club-bootstrap-->",
        [
          `<script type="application/json" id="club-bootstrap">${scriptJson(parts.bootstrap)}</script>`,
          parts.state === undefined
            ? ""
            : `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptJson(parts.state)}</script>`,
        ].join(""),
      )
      // A function, not a string: `$&` and its kin in the data are text, not replacement patterns.
      .replace("</body>", () =>
        parts.dataJson === undefined
          ? "</body>"
          : `  <script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${parts.dataJson}</script>\n  </body>`,
      )
  );
}
