import { hashKey } from "@tanstack/react-query";
import type { Params } from "react-router";
import { setMetaDescription } from "../app/document-title";
import type { StorefrontRuntime } from "../app/runtime";
import { setDocumentLanguage } from "../i18n/document-language";
import { isLanguage } from "../i18n/languages";
import { type HeadContext, screenHead } from "../seo/page-head";
import { headTags } from "../seo/render-head";
import type { ManifestEntry } from "./lookup";
import { type HeadRead, matchedHead } from "./matched-head";
import type { RouteHandle } from "./preload";
import type { StorefrontQueries } from "./route";

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

/** The screens an address shows and its parameters (`matchScreen`, run by the caller: this chunk stays router-free). */
export type ScreenMatch = Pick<ManifestEntry, "chain"> & { params: Params };

/**
 * Puts an address's route head into the document: title, description and the tags the server renders (canonical,
 * alternates, robots, previews, JSON-LD), written by the same `headTags`; the tags are rewritten only when they
 * change.
 */
export function applyRouteHead(
  doc: Document,
  match: ScreenMatch | null,
  context: HeadContext,
  read: HeadRead,
): void {
  const head = match ? matchedHead(match, context, read) : screenHead(context, { noindex: true });
  setDocumentLanguage(doc, context.language);
  if (head.title) doc.title = head.title;
  if (head.description) setMetaDescription(doc, head.description);
  const tags = headTags(head).join("");
  if (applied.get(doc) === tags) return;
  applied.set(doc, tags);
  const template = doc.createElement("template");
  template.innerHTML = tags;
  const owned = doc.head.querySelectorAll(OWNED);
  // The server's page carries the first address's tags already: kept as they are, not taken out and put back.
  if ([...owned].map((element) => element.outerHTML).join("") === template.innerHTML) return;
  for (const element of owned) element.remove();
  doc.head.append(template.content);
}

/**
 * Applies the head of an address, from the router's matches (`matchRoutes`: this chunk stays router-free) and the
 * runtime's query cache, now and again whenever one of the reads it was made from succeeds (a screen's data arriving,
 * a failed read retried, the member's view after hydration). Returns the stop.
 */
export function followRouteHead(
  runtime: StorefrontRuntime,
  queries: StorefrontQueries,
  matches: readonly { params: Params; route: { handle?: unknown } }[] | null,
  address: { pathname: string; search: string },
): () => void {
  const language = matches?.[0]?.params.lang;
  // Not a page of the storefront (`/` redirects, an unknown language is the not-found page).
  if (!matches || !isLanguage(language)) return () => {};
  const chain = matches.flatMap((match) => (match.route.handle as RouteHandle | undefined)?.screen ?? []);
  const match = chain.length > 0 ? { chain, params: matches[matches.length - 1]!.params } : null;
  // The reads the head was made from: only their answers can change it (not the cart's, say).
  let read = new Set<string>();
  const cached = <T>(options: { queryKey: readonly unknown[] }) => {
    read.add(hashKey(options.queryKey));
    return (runtime.queryClient.getQueryData(options.queryKey) as T | undefined) ?? null;
  };
  const apply = () => {
    read = new Set();
    applyRouteHead(
      document,
      match,
      {
        ...address,
        language,
        origin: window.location.origin,
        config: cached(queries.config(language)),
        club: cached(queries.club(language)),
        meta: runtime.bootstrap.meta ?? null,
      },
      (pick) => cached(pick(queries)),
    );
  };
  apply();
  return runtime.queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "success" && read.has(event.query.queryHash))
      apply();
  });
}
