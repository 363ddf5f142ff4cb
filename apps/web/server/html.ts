import { THEME_STYLE_ELEMENT_ID } from "@club/storefront/first-paint";
import { escapeHtml, scriptJson } from "@club/storefront/seo";

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
  /** Images worth fetching before the script runs (the home hero). */
  preloadImages?: string[];
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
}

/** CSS safe inside a <style> element. */
const styleText = (css: string) => css.replace(/<\/style/gi, "<\\/style");

export function renderHtml(template: string, parts: HtmlParts): string {
  const styles = [
    parts.themeCss
      ? `<style nonce="${parts.nonce}" id="${THEME_STYLE_ELEMENT_ID}">${styleText(parts.themeCss)}</style>`
      : "",
    parts.clubCss ? `<style nonce="${parts.nonce}" id="club-style">${styleText(parts.clubCss)}</style>` : "",
    parts.icon ? `<link rel="icon" href="${escapeHtml(parts.icon)}">` : "",
    ...(parts.headTags ?? []),
  ];
  // Hints go after the built page's own tags: the render-blocking stylesheet is asked for first.
  const hints = [
    ...(parts.preloadImages ?? []).map(
      (href) => `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high">`,
    ),
    ...(parts.modulePreloads ?? []).map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    ),
  ];
  const lines = (tags: string[]) => tags.filter(Boolean).join("\n    ");
  return template
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
          : `<script type="application/json" id="club-state">${scriptJson(parts.state)}</script>`,
      ].join(""),
    );
}
