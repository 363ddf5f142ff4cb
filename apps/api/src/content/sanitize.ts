import postcss, { type AtRule, type Declaration } from "postcss";
import sanitizeHtml from "sanitize-html";

/**
 * Club content is written by club staff but shown on a storefront that also holds members' sessions, so it is
 * treated as untrusted: only presentational markup survives, never scripts, inline handlers or script URLs.
 */
const HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== "style"),
    "img",
    "picture",
    "source",
    "h1",
    "h2",
  ],
  allowedAttributes: {
    a: ["href", "name", "target", "rel", "title"],
    img: ["src", "srcset", "sizes", "alt", "title", "width", "height", "loading"],
    source: ["srcset", "sizes", "type", "media"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
    ol: ["start", "reversed", "type"],
    time: ["datetime"],
    "*": ["class", "id", "lang", "dir", "title", "aria-label", "aria-hidden", "role"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // A link opening a new tab must not hand the club page to the opened site (reverse tabnabbing).
    a: (tagName, attribs) =>
      attribs.target === "_blank"
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }
        : { tagName, attribs },
  },
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, HTML_OPTIONS);
}

// Constructs that run code or pull in other resources from a stylesheet.
const DANGEROUS_VALUE = /expression\s*\(|javascript:|vbscript:|-moz-binding|behavior\s*:|@import/i;
const SAFE_AT_RULES = new Set(["media", "supports", "keyframes", "-webkit-keyframes", "container", "layer"]);
const DANGEROUS_PROPERTY = /^(-moz-binding|behavior)$/i;
// Any absolute or protocol-relative URL, in url(), image-set("…"), or a bare string: a request to another host is
// a beacon (it tells that host who looks at which page), so the club style loads pictures from the storefront only.
const REMOTE_URL = /(^|[\s("',])([a-z][a-z0-9+.-]*:)?\/\//i;

/** What a browser would read once CSS escapes are decoded (`\65 xpression(` is `expression(`). */
function unescapeCss(text: string): string {
  return text
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    })
    .replace(/\\(.)/g, "$1")
    .replace(/\/\*[\s\S]*?\*\//g, "");
}

/** url() may name a path of the storefront (`/media/x.svg`, `x.png`) or an inline raster image; nothing else. */
function safeUrls(value: string): boolean {
  if (REMOTE_URL.test(value)) return false;
  for (const match of value.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)) {
    const url = (match[2] ?? "").trim().toLowerCase();
    const scheme = url.match(/^([a-z][a-z0-9+.-]*):/)?.[1];
    if (scheme && !(scheme === "data" && url.startsWith("data:image/"))) return false;
    if (url.startsWith("data:image/svg")) return false;
  }
  return true;
}

function dangerousDeclaration(decl: Declaration): boolean {
  const prop = unescapeCss(decl.prop);
  const value = unescapeCss(decl.value);
  return DANGEROUS_PROPERTY.test(prop) || DANGEROUS_VALUE.test(value) || !safeUrls(value);
}

function dangerousAtRule(rule: AtRule): boolean {
  // `@\69mport` is `@import` to a browser: the name is judged decoded.
  const name = unescapeCss(`@${rule.name}`).slice(1).toLowerCase();
  const params = unescapeCss(rule.params);
  return !SAFE_AT_RULES.has(name) || DANGEROUS_VALUE.test(params) || !safeUrls(params);
}

/**
 * The one sanitiser of club CSS (a component's CSS and the club style, wherever the platform serves or stores
 * them): kept as text but without anything that runs code, loads stylesheets or other hosts' resources, or breaks
 * out of the <style> element it is injected into. CSS that does not parse is dropped whole.
 */
export function sanitizeContentCss(css: string): string {
  let root: postcss.Root;
  try {
    root = postcss.parse(css);
  } catch {
    return "";
  }
  root.walkComments((comment) => {
    comment.remove();
  });
  root.walkAtRules((rule: AtRule) => {
    if (dangerousAtRule(rule)) rule.remove();
  });
  root.walkDecls((decl) => {
    if (dangerousDeclaration(decl)) decl.remove();
  });
  // `<` has no use in CSS outside strings; removing it makes `</style>` impossible wherever it hides.
  return root.toString().replace(/</g, "");
}
