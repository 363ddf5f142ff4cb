import { type DefaultTreeAdapterMap, parse } from "parse5";
import type { HtmlParser, ParsedNode } from "../content/safe-html";

type Parse5Node = DefaultTreeAdapterMap["childNode"];

function adapt(node: Parse5Node): ParsedNode {
  if (node.nodeName === "#text") {
    const text = (node as DefaultTreeAdapterMap["textNode"]).value;
    return { nodeType: 3, textContent: text, childNodes: [] };
  }
  if (!("tagName" in node)) return { nodeType: 8, textContent: null, childNodes: [] };
  const element = node as DefaultTreeAdapterMap["element"];
  // A <template>'s children live in its content (dropped anyway by the allow-list).
  const children = element.childNodes ?? [];
  return {
    nodeType: 1,
    textContent: null,
    tagName: element.tagName,
    get childNodes() {
      return children.map(adapt);
    },
    getAttribute: (name) => element.attrs.find((attribute) => attribute.name === name)?.value ?? null,
  };
}

/** A club's HTML parsed as the browser's DOMParser parses a body's content (parse5: the HTML standard's parser). */
export const parseHtml: HtmlParser = (html) => {
  const document = parse(`<body>${html}</body>`);
  const root = document.childNodes.find(
    (node) => node.nodeName === "html",
  ) as DefaultTreeAdapterMap["element"];
  const body = root.childNodes.find((node) => node.nodeName === "body") as DefaultTreeAdapterMap["element"];
  return body.childNodes.map(adapt);
};
