import { randomBytes } from "node:crypto";

/**
 * Stands for the response's CSP nonce in a page built once and served many times: the server renders and caches the
 * anonymous page with this in every place the nonce goes (the `<style>` elements, React's own tags, the bootstrap),
 * and each response fills in its own nonce. Random per process, so no club text can spell it.
 * Nothing escapes `~` or hex digits (HTML text and attributes, JSON).
 */
export const NONCE_PLACEHOLDER = `~${randomBytes(12).toString("hex")}`;

/** A page held with its nonce left out: serving it is joining its parts with the response's nonce. */
export interface NoncePage {
  parts: string[];
  /** Its size in UTF-16 code units, for the cache's bound. */
  length: number;
}

export function noncePage(html: string): NoncePage {
  return { parts: html.split(NONCE_PLACEHOLDER), length: html.length };
}

export const fillNonce = (page: NoncePage, nonce: string): string => page.parts.join(nonce);
