import { tokenize, tokenTypes } from "css-tree/tokenizer";
import { ident, string, url } from "css-tree/utils";
import postcss, { type AtRule, type Declaration } from "postcss";

// Constructs that run code or pull in other resources from a stylesheet.
const DANGEROUS_VALUE = /expression\s*\(|javascript:|vbscript:|-moz-binding|behavior\s*:|@import/i;
const SAFE_AT_RULES = new Set(["media", "supports", "keyframes", "-webkit-keyframes", "container", "layer"]);
const DANGEROUS_PROPERTY = /^(-moz-binding|behavior)$/i;
// Functions whose strings are names, not addresses (`local("Font")`, `format("woff2")`); any other function's string
// may be an address (`image-set("x.png" 1x)`, `src("x.png")`).
const NAMING_FUNCTIONS = new Set(["local", "format", "tech"]);
// Where the style's relative addresses go when the club's origin is not given: any origin stands for the page's.
const SOME_ORIGIN = "https://storefront.invalid";

/**
 * Which origins the club's CSS may load from: the page's own (`origin`, the club storefront's; relative addresses
 * always resolve there) and the club's media hosts.
 */
export interface ClubCssOrigins {
  /** The club storefront's origin (`https://shop.cantina.it`), which relative addresses resolve against. */
  origin?: string;
  /** Other origins the club's pictures and fonts may come from (its media host). */
  mediaOrigins?: readonly string[];
}

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

function originOf(address: string): string | null {
  try {
    const { origin, protocol } = new URL(address);
    return protocol === "https:" || protocol === "http:" ? origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether a browser would load `address` (decoded) from an allowed origin, as it resolves it against the page: a path
 * of the storefront, an allowed origin's URL, or an inline raster image. Control characters and backslashes are
 * refused: a browser drops tabs and newlines from URLs and reads `\` as `/`, so `/\evil.example/x` is another host.
 */
function allowedAddress(address: string, base: string, allowed: ReadonlySet<string>): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(address)) return false;
  const trimmed = address.trim();
  if (/^data:/i.test(trimmed)) return /^data:image\/(?!svg)/i.test(trimmed);
  let resolved: URL;
  try {
    resolved = new URL(trimmed, base);
  } catch {
    return false;
  }
  return (resolved.protocol === "https:" || resolved.protocol === "http:") && allowed.has(resolved.origin);
}

/**
 * Every address in a value or at-rule prelude is allowed: each `url()`, and each string inside a function that takes
 * addresses (or anywhere in a custom property, which may end up in one through `var()`). Read with a CSS tokenizer,
 * so quotes, escapes (`\2f`) and comments are what a browser sees; what does not tokenize cleanly is refused.
 */
function allowedAddresses(text: string, customProperty: boolean, base: string, allowed: ReadonlySet<string>) {
  const open: string[] = [];
  let ok = true;
  tokenize(text, (type, start, end) => {
    if (!ok) return;
    const token = text.slice(start, end);
    switch (type) {
      case tokenTypes.Url:
        ok = allowedAddress(url.decode(token), base, allowed);
        break;
      case tokenTypes.BadUrl:
      case tokenTypes.BadString:
        ok = false;
        break;
      case tokenTypes.Function: {
        const name = ident.decode(token.slice(0, -1)).toLowerCase();
        // `u\72l(x)` is url(x) to a browser, which this tokenizer reads as a function: no style needs the escape.
        if (name === "url" && token.slice(0, -1).toLowerCase() !== "url") ok = false;
        open.push(name);
        break;
      }
      case tokenTypes.LeftParenthesis:
      case tokenTypes.LeftSquareBracket:
      case tokenTypes.LeftCurlyBracket:
        open.push("");
        break;
      case tokenTypes.RightParenthesis:
      case tokenTypes.RightSquareBracket:
      case tokenTypes.RightCurlyBracket:
        open.pop();
        break;
      case tokenTypes.String: {
        const inFunction = open.some((name) => name !== "") && !NAMING_FUNCTIONS.has(open.at(-1) ?? "");
        if (customProperty || inFunction) ok = allowedAddress(string.decode(token), base, allowed);
        break;
      }
    }
  });
  return ok;
}

/** The text postcss writes out for a value (its raw form, comments and all, when the value is unchanged). */
function written(raw: { value: string; raw: string } | undefined, value: string): string {
  return raw && raw.value === value ? raw.raw : value;
}

type Addresses = (text: string, customProperty: boolean) => boolean;

function dangerousDeclaration(decl: Declaration, addresses: Addresses): boolean {
  const prop = unescapeCss(decl.prop);
  const value = written(decl.raws.value, decl.value);
  return (
    DANGEROUS_PROPERTY.test(prop) ||
    DANGEROUS_VALUE.test(unescapeCss(value)) ||
    !addresses(value, prop.startsWith("--"))
  );
}

function dangerousAtRule(rule: AtRule, addresses: Addresses): boolean {
  // `@\69mport` is `@import` to a browser: the name is judged decoded.
  const name = unescapeCss(`@${rule.name}`).slice(1).toLowerCase();
  const params = written(rule.raws.params, rule.params);
  return !SAFE_AT_RULES.has(name) || DANGEROUS_VALUE.test(unescapeCss(params)) || !addresses(params, false);
}

/**
 * The one sanitiser of club CSS, wherever it is stored or served: the platform (a component's CSS, the club style,
 * the `club style` command) and the storefront web server (the style it inlines in the page and answers at
 * `/api/v2/style`, so the browser only ever receives CSS that went through here). Kept as text but without anything
 * that runs code, loads stylesheets or other hosts' resources, or breaks out of the <style> element it is injected
 * into: a declaration naming an address outside the club's `origins` goes. CSS that does not parse is dropped whole.
 */
export function sanitizeClubCss(css: string, origins: ClubCssOrigins = {}): string {
  const base = (origins.origin && originOf(origins.origin)) || SOME_ORIGIN;
  const allowed = new Set([base, ...(origins.mediaOrigins ?? []).flatMap((o) => originOf(o) ?? [])]);
  const addresses: Addresses = (text, customProperty) =>
    allowedAddresses(text, customProperty, base, allowed);
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
    if (dangerousAtRule(rule, addresses)) rule.remove();
  });
  root.walkDecls((decl) => {
    if (dangerousDeclaration(decl, addresses)) decl.remove();
  });
  // `<` has no use in CSS outside strings; removing it makes `</style>` impossible wherever it hides.
  return root.toString().replace(/</g, "");
}
