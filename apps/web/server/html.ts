import {
  SERVER_DATA_ELEMENT_ID,
  SERVER_STATE_ELEMENT_ID,
  THEME_STYLE_ELEMENT_ID,
} from "@club/storefront/first-paint";
import { escapeHtml, scriptJson } from "@club/storefront/seo";
import { NUMBER_FORMATS_WORKER_PATH } from "../src/number-formats-worker";
import { CRITICAL_STYLE_ID, STYLESHEET_LINK_ID } from "../src/stylesheet";
import { hydrationScriptTags } from "./hydration-loader";

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
   * The page's markup is its content (server-rendered): its scripts, which only hydrate it, are not named in the
   * page but fetched by an inline loader once the first paint is done (`src/hydration-start.ts`), so nothing
   * competes with the font and pictures that paint needs; with critical CSS, the whole stylesheet too (the app
   * applies it before it renders). A page the script renders keeps them in its head, urgent.
   */
  hydrateOnly?: boolean;
  /** The page's icon: the club's logo. */
  icon?: string;
  /** Markup painted inside `#root` until the app renders (the club-branded loading screen). */
  rootHtml?: string;
  /** Script chunks the app will import at once (the language's catalog), fetched beside the entry. */
  modulePreloads?: string[];
  /** A server-rendered page's chunks for the shell's idle parts (`IDLE_PARTS`), fetched after its own. */
  laterPreloads?: string[];
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

/** The stylesheet links Vite writes into the built page. */
const STYLESHEET_LINK = /<link rel="stylesheet"( crossorigin)? href="([^"]+)">/g;

/** The built page's entry script and the module preloads Vite writes beside it. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built page without its script tags, and what they named (for the loader of a server-rendered page). The
 * page's stylesheets, which its first paint does not need (the critical CSS covers the markup), go with them.
 */
function withoutScripts(html: string, modulePreloads: string[], later: string[], stylesheets: string[]) {
  const entry = html.match(ENTRY_SCRIPT)?.[1];
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  return {
    page: entry === undefined ? html : html.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, ""),
    scripts:
      entry === undefined
        ? ""
        : hydrationScriptTags({
            entry,
            preloads: [...preloads, ...modulePreloads],
            later,
            stylesheets,
            stylesheetId: STYLESHEET_LINK_ID,
            formatsWorker: NUMBER_FORMATS_WORKER_PATH,
          }),
  };
}

/**
 * The built page's stylesheet links, each as the page's critical CSS and a link that does not block render; or, for
 * the loader to link after the first paint (`deferred`), only the critical CSS and what a page without JavaScript
 * links. `hrefs` collects the links' addresses. A page the script renders (`urgent`: checkout, the account) waits
 * for the whole sheet before its first screen: it is also preloaded, at the high priority of its scripts, rather
 * than fetched last as a print sheet is.
 */
function nonBlockingStylesheets(
  html: string,
  criticalCss: string,
  nonce: string,
  { deferred = false, urgent = false, hrefs = [] as string[] } = {},
): string {
  let inlined = false;
  return html.replace(STYLESHEET_LINK, (link, crossorigin: string | undefined, href: string) => {
    const critical = inlined
      ? ""
      : `<style nonce="${nonce}" id="${CRITICAL_STYLE_ID}">${styleText(criticalCss)}</style>\n    `;
    inlined = true;
    hrefs.push(href);
    const preload = urgent ? `<link rel="preload" as="style"${crossorigin ?? ""} href="${href}">\n    ` : "";
    const linked = deferred
      ? ""
      : `${preload}<link rel="stylesheet"${crossorigin ?? ""} href="${href}" media="print" id="${STYLESHEET_LINK_ID}">\n    `;
    return `${critical}${linked}<noscript>${link}</noscript>`;
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
    // What the first paint shows is asked for before the scripts: its largest picture, then the font its text is set
    // in. The picture first: the first request after the document's takes its open connection, the next ones open
    // their own (a round trip more); the text paints at once in the metric-matched fallback, the picture can't.
    ...(parts.preloadImages ?? []).map(
      (href) => `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high">`,
    ),
    ...(parts.preloadFonts ?? []).map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}">`,
    ),
  ];
  // A server-rendered page's scripts (and stylesheet, with its critical CSS) are the loader's to fetch, after the
  // first paint.
  const stylesheets: string[] = [];
  const styled =
    parts.criticalCss === undefined
      ? template
      : nonBlockingStylesheets(template, parts.criticalCss, parts.nonce, {
          deferred: parts.hydrateOnly,
          urgent: !parts.hydrateOnly,
          hrefs: stylesheets,
        });
  const { page, scripts } = parts.hydrateOnly
    ? withoutScripts(
        styled,
        parts.modulePreloads ?? [],
        parts.laterPreloads ?? [],
        parts.criticalCss === undefined ? [] : stylesheets,
      )
    : { page: styled, scripts: "" };
  // Module preloads go after the built page's own tags, beside its entry script.
  const hints = parts.hydrateOnly
    ? []
    : (parts.modulePreloads ?? []).map(
        (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
      );
  const lines = (tags: string[]) => tags.filter(Boolean).join("\n    ");
  return (
    page
      .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(parts.language)}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(parts.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*" \/>/,
        () => `<meta name="description" content="${escapeHtml(parts.description)}" />`,
      )
      .replace("<!--club-head-->", () => lines(styles))
      .replace("</head>", () => (hints.length ? `  ${lines(hints)}\n  </head>` : "</head>"))
      .replace('<div id="root"></div>', () => `<div id="root">${parts.rootHtml ?? ""}</div>`)
      // Replacements are functions, not strings: "$'", "$`" or "$&" in a club's texts, the data or the loader's
      // source must not read as patterns.
      .replace("<!--club-bootstrap-->", () =>
        [
          `<script type="application/json" id="club-bootstrap">${scriptJson(parts.bootstrap)}</script>`,
          parts.state === undefined
            ? ""
            : `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptJson(parts.state)}</script>`,
          scripts,
        ].join(""),
      )
      .replace("</body>", () =>
        parts.dataJson === undefined
          ? "</body>"
          : `  <script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${parts.dataJson}</script>\n  </body>`,
      )
  );
}
