import type { MetaDescriptor } from "react-router";
import type { PageHead } from "../seo/page-head";
import type { RouteData } from "./route-data";

const property = (name: string, content: string | undefined): MetaDescriptor[] =>
  content ? [{ property: name, content }] : [];
const named = (name: string, content: string | undefined): MetaDescriptor[] =>
  content ? [{ name, content }] : [];

/** A page's head as React Router's `meta` descriptors: the same tags the server's head builders write. */
export function headMeta(head: PageHead): MetaDescriptor[] {
  return [
    { title: head.title },
    ...named("description", head.description),
    ...(head.noindex
      ? named("robots", "noindex, nofollow")
      : [
          { tagName: "link", rel: "canonical", href: head.canonical },
          ...head.alternates.map((alternate) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang: alternate.hreflang,
            href: alternate.href,
          })),
        ]),
    ...property("og:type", head.openGraphType),
    ...property("og:site_name", head.siteName),
    ...property("og:locale", head.locale),
    ...property("og:title", head.title),
    ...property("og:description", head.description),
    ...property("og:url", head.canonical),
    ...property("og:image", head.image?.url),
    ...property("og:image:alt", head.image?.alt),
    ...property("product:price:amount", head.price?.amount),
    ...property("product:price:currency", head.price?.currency),
    ...named("twitter:card", head.image ? "summary_large_image" : "summary"),
    ...named("twitter:title", head.title),
    ...named("twitter:description", head.description),
    ...named("twitter:image", head.image?.url),
    ...head.jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}

/** Every storefront route's `meta`: the head its loader built (the enclosing route's while it has none). */
export function routeMeta({
  data,
  matches,
}: {
  data: unknown;
  matches?: ReadonlyArray<{ data?: unknown } | undefined>;
}): MetaDescriptor[] {
  const own = (data as RouteData | undefined)?.head;
  const enclosing = [...(matches ?? [])]
    .reverse()
    .find((match) => (match?.data as RouteData | undefined)?.head);
  const head = own ?? (enclosing?.data as RouteData | undefined)?.head;
  return head ? headMeta(head) : [];
}
