import { randomBytes } from "node:crypto";
import { NONCE_PLACEHOLDER } from "./nonce-page";

/**
 * Stands for the visitor's query string in the links of a page built once and served at every address that differs
 * only in what its links carry (`pageQuery`'s `carried`: `?utm=mail`, `?u=1`…). A query variable of its own,
 * random per process: the page is rendered at `?<placeholder>`, so each link made there starts its query with it.
 */
export const CARRIED_QUERY_PLACEHOLDER = `zq${randomBytes(12).toString("hex")}`;
/** The query string a shared page is rendered at. */
export const CARRIED_QUERY_SEARCH = `?${CARRIED_QUERY_PLACEHOLDER}`;

// A link's query as React writes it: the placeholder first, with no value, then the link's own variables (`&amp;`).
const SLOTS = new RegExp(`${NONCE_PLACEHOLDER}|\\?${CARRIED_QUERY_PLACEHOLDER}=(&amp;)?`, "g");

type Slot = "nonce" | "query" | "query&";

/** A whole page held as strings, with its slots (the nonce, each link's carried query) left out. */
export interface PageTemplate {
  parts: string[];
  slots: Slot[];
  /** What it holds, in bytes (UTF-16). */
  bytes: number;
}

/** A page's template, or null when the placeholder is left anywhere but a link's query (it could not be filled). */
export function pageTemplate(html: string): PageTemplate | null {
  const parts: string[] = [];
  const slots: Slot[] = [];
  let from = 0;
  for (const match of html.matchAll(SLOTS)) {
    parts.push(html.slice(from, match.index));
    slots.push(match[0] === NONCE_PLACEHOLDER ? "nonce" : match[1] ? "query&" : "query");
    from = match.index + match[0].length;
  }
  parts.push(html.slice(from));
  if (parts.some((part) => part.includes(CARRIED_QUERY_PLACEHOLDER))) return null;
  return { parts, slots, bytes: 2 * html.length };
}

/** The page for one response: its nonce, and the visitor's carried query (`URLSearchParams` text) in every link. */
export function fillPage(page: PageTemplate, fill: { nonce: string; carried: string }): string {
  // Form-encoded text has no character an attribute escapes but the `&` between variables.
  const query = fill.carried.replaceAll("&", "&amp;");
  const values: Record<Slot, string> = {
    nonce: fill.nonce,
    query: query ? `?${query}` : "",
    "query&": query ? `?${query}&amp;` : "?",
  };
  let html = page.parts[0] ?? "";
  for (let i = 0; i < page.slots.length; i++) html += values[page.slots[i]!] + page.parts[i + 1];
  return html;
}
