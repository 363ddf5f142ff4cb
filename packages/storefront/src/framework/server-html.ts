import { setHtmlParser } from "../content/safe-html";
import { parseHtml } from "../server/html-parser";

/** The club's custom HTML is parsed with parse5 on the server, where there is no DOMParser. */
export function installServerHtmlParser(): void {
  setHtmlParser(parseHtml);
}
