import { setMetaDescription } from "../app/DocumentHead";
import { type HeadContext, screenHead } from "../seo/page-head";
import { headTags } from "../seo/render-head";
import { type HeadRead, routeHead } from "./route-head";

/** The head elements a route's head owns (the template's others — charset, viewport, icons, styles — stay). */
const OWNED = [
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'meta[property^="og:"]',
  'meta[property^="product:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
].join(",");

const applied = new WeakMap<Document, string>();

/**
 * Puts an address's route head into the document: title, description and the tags the server renders (canonical,
 * alternates, robots, previews, JSON-LD), written by the same `headTags`; the tags are rewritten only when they
 * change.
 */
export function applyRouteHead(doc: Document, context: HeadContext, read: HeadRead): void {
  const head = routeHead(context, read) ?? screenHead(context, { noindex: true });
  if (head.title) doc.title = head.title;
  if (head.description) setMetaDescription(doc, head.description);
  const tags = headTags(head).join("");
  if (applied.get(doc) === tags) return;
  applied.set(doc, tags);
  for (const element of doc.head.querySelectorAll(OWNED)) element.remove();
  const template = doc.createElement("template");
  template.innerHTML = tags;
  doc.head.append(template.content);
}
