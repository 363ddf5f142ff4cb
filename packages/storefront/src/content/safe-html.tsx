import { createElement, Fragment, type ReactNode } from "react";

/** Tags a club's content may use; anything else keeps only its text. */
const ALLOWED = new Set([
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "small",
  "span",
  "ul",
  "ol",
  "li",
  "h2",
  "h3",
  "h4",
  "blockquote",
  "a",
  "img",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
]);
const DROPPED = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "svg",
  "math",
  "form",
]);

const safeUrl = (value: string | null, images = false): string | undefined => {
  if (!value) return undefined;
  const url = value.trim();
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  if (/^https:\/\//i.test(url)) return url;
  if (!images && /^(mailto:|tel:)/i.test(url)) return url;
  return undefined;
};

/** What the conversion reads of a parsed node: the browser's DOM, or the server's parse5 tree (`server/html-parser.ts`). */
export interface ParsedNode {
  nodeType: number;
  textContent: string | null;
  tagName?: string;
  childNodes: ArrayLike<ParsedNode>;
  getAttribute?(name: string): string | null;
}

/** Parses an HTML fragment into the nodes of its body. */
export type HtmlParser = (html: string) => ArrayLike<ParsedNode>;

const browserParser: HtmlParser = (html) =>
  new DOMParser().parseFromString(`<body>${html}</body>`, "text/html").body
    .childNodes as ArrayLike<ParsedNode>;
let parser: HtmlParser = browserParser;

/**
 * The web server has no DOMParser: it parses with parse5, which follows the same HTML parsing algorithm as the
 * browser, so the markup it renders is the markup the browser's hydration expects.
 */
export function setHtmlParser(next: HtmlParser): void {
  parser = next;
}

function convert(node: ParsedNode, key: string): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const element = node as Required<ParsedNode>;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes, (child, index) => convert(child, `${key}.${index}`));
  if (!ALLOWED.has(tag)) return createElement(Fragment, { key }, ...children);
  const props: Record<string, unknown> = { key };
  const className = element.getAttribute("class");
  if (className) props.className = className;
  if (tag === "a") {
    const href = safeUrl(element.getAttribute("href"));
    if (!href) return createElement(Fragment, { key }, ...children);
    props.href = href;
    if (/^https:/i.test(href)) {
      props.target = "_blank";
      props.rel = "noopener noreferrer";
    }
  }
  if (tag === "img") {
    const src = safeUrl(element.getAttribute("src"), true);
    if (!src) return null;
    props.src = src;
    props.alt = element.getAttribute("alt") ?? "";
    for (const name of ["width", "height"]) {
      const value = Number(element.getAttribute(name));
      if (Number.isInteger(value) && value > 0) props[name] = value;
    }
    props.loading = "lazy";
    return createElement("img", props);
  }
  if (tag === "th" || tag === "td") {
    const scope = element.getAttribute("scope");
    if (tag === "th" && scope && ["col", "row", "colgroup", "rowgroup"].includes(scope)) props.scope = scope;
    for (const [name, prop] of [
      ["colspan", "colSpan"],
      ["rowspan", "rowSpan"],
    ] as const) {
      const value = Number(element.getAttribute(name));
      if (Number.isInteger(value) && value > 1 && value <= 100) props[prop] = value;
    }
  }
  if (tag === "table" || tag === "thead" || tag === "tbody" || tag === "tfoot" || tag === "tr")
    // Only elements belong inside table sections: the text between them is formatting whitespace.
    return createElement(
      tag,
      props,
      ...children.filter((child) => typeof child !== "string" || child.trim() !== ""),
    );
  if (tag === "br") return createElement("br", props);
  return createElement(tag, props, ...children);
}

/**
 * A club's HTML content as React elements: an allow-list of text tags, links to relative, https, mailto and tel
 * addresses, images from relative or https sources; no attributes but class (and href/src/alt/size), no scripts,
 * styles or event handlers. The platform sanitises too; this does not trust it.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div className={className}>{Array.from(parser(html), (node, index) => convert(node, String(index)))}</div>
  );
}
