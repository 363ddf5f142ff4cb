import postcss, { type AtRule, type Declaration } from "postcss";

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
 * The one sanitiser of club CSS, wherever it is stored or served: the platform (a component's CSS, the club style,
 * the `club style` command) and the storefront web server (the style it inlines in the page and answers at
 * `/api/v2/style`, so the browser only ever receives CSS that went through here). Kept as text but without anything
 * that runs code, loads stylesheets or other hosts' resources, or breaks out of the <style> element it is injected
 * into. CSS that does not parse is dropped whole.
 */
export function sanitizeClubCss(css: string): string {
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
