import { sanitizeClubCss } from "@club/server-kit";
import sanitizeHtml from "sanitize-html";
import type { ClubRow } from "../db/rows.js";

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

/**
 * Club CSS (components, the club style): the sanitiser the storefront web server uses too. Its addresses must stay on
 * the club's storefront: relative ones, or absolute ones on the club's own origin when it has one.
 */
export function sanitizeContentCss(css: string, club?: Pick<ClubRow, "storefrontUrl">): string {
  return sanitizeClubCss(css, club?.storefrontUrl ? { origin: club.storefrontUrl } : {});
}
