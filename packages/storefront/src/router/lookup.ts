import { matchPath, type Params } from "react-router";
import { isLanguage } from "../i18n/languages";
import { PERSISTED_QUERY_NAMES } from "../session/persisted-query";
import { MANIFEST, type RouteManifest } from "./manifest";
import type { ScreenRoute } from "./route";

/** A screen with its full path (`/:lang/...`) and the screens it nests in, outermost first (itself last). */
export interface ManifestEntry {
  fullPath: string;
  chain: ScreenRoute[];
}

const flattened = new WeakMap<RouteManifest, ManifestEntry[]>();

/** Every screen of a manifest with its full path, parents before their children. */
export function entriesOf(manifest: RouteManifest = MANIFEST): ManifestEntry[] {
  let entries = flattened.get(manifest);
  if (entries) return entries;
  entries = [];
  const visit = (routes: readonly ScreenRoute[], base: string, parents: ScreenRoute[]) => {
    for (const route of routes) {
      const fullPath = `${base.replace(/\/$/, "")}/${route.path}`;
      const chain = [...parents, route];
      entries!.push({ fullPath, chain });
      visit(route.children ?? [], fullPath, chain);
    }
  };
  visit(manifest, "/:lang", []);
  flattened.set(manifest, entries);
  return entries;
}

const innermostFirst = new WeakMap<RouteManifest, ManifestEntry[]>();

/**
 * The screens innermost first, sorted once per manifest (every link of a page matches its address): a child's path
 * is longer than its parent's and both may match the end of an address.
 */
function byDepth(manifest: RouteManifest): ManifestEntry[] {
  let entries = innermostFirst.get(manifest);
  if (!entries) {
    entries = [...entriesOf(manifest)].sort((a, b) => b.chain.length - a.chain.length);
    innermostFirst.set(manifest, entries);
  }
  return entries;
}

/** The screen an address shows (the innermost: a nested screen wins over its parent), with its parameters. */
export function matchScreen(
  pathname: string,
  manifest: RouteManifest = MANIFEST,
): (ManifestEntry & { params: Params }) | null {
  for (const entry of byDepth(manifest)) {
    const match = matchPath(entry.fullPath, pathname);
    if (match) return { ...entry, params: match.params };
  }
  return null;
}

/** The modules of the screens an address shows (a screen and the screens it nests in), outermost first. */
export function screenModulesFor(pathname: string, manifest: RouteManifest = MANIFEST): string[] {
  return matchScreen(pathname, manifest)?.chain.map((route) => route.module) ?? [];
}

/** The catalog areas an address needs: the core, and its screens' own. */
export function catalogAreasFor(pathname: string, manifest: RouteManifest = MANIFEST): string[] {
  const areas = matchScreen(pathname, manifest)?.chain.map((route) => route.area) ?? [];
  return [...new Set(["core", ...areas])];
}

/** Whether an address shows one of the screens, in one of the languages (else the app shows its not-found page). */
export function isScreenPath(pathname: string, manifest: RouteManifest = MANIFEST): boolean {
  return isLanguage(pathname.split("/")[1]) && matchScreen(pathname, manifest) !== null;
}

/** The query parameters an address's screens read (`ScreenRoute.query`). */
function screenQueryNames(pathname: string, manifest: RouteManifest): string[] {
  return matchScreen(pathname, manifest)?.chain.flatMap((route) => route.query ?? []) ?? [];
}

/** `search` with only the parameters named, as a query string (`?…`, or empty), in a stable order if `sorted`. */
function keptQuery(search: string, names: Iterable<string>, sorted: boolean): string {
  const kept = new Set(names);
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (!kept.has(name)) params.delete(name);
  if (sorted) params.sort();
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The address's query with only the parameters its screens read (`ScreenRoute.query`), in a stable order: what
 * names the page (its canonical address), whatever else a link or a crawler added.
 */
export function canonicalQuery(pathname: string, search: string, manifest: RouteManifest = MANIFEST): string {
  return keptQuery(search, screenQueryNames(pathname, manifest), true);
}

/**
 * The part of an address's query its server-rendered page depends on: what its screens read and the persisted
 * variables its links carry, in the address's order. Pages are cached by it; the rest of the query reaches the links
 * after hydration.
 */
export function renderedQuery(pathname: string, search: string, manifest: RouteManifest = MANIFEST): string {
  return keptQuery(search, [...screenQueryNames(pathname, manifest), ...PERSISTED_QUERY_NAMES], false);
}

/** Whether an address shows one person's screen (`ScreenRoute.personal`). */
export function isPersonalPath(pathname: string, manifest: RouteManifest = MANIFEST): boolean {
  return matchScreen(pathname, manifest)?.chain.some((route) => route.personal) ?? false;
}

/** The server-rendered screen an address shows with its parameters, or null (rendered in the browser). */
export function serverRenderedScreen(pathname: string, manifest: RouteManifest = MANIFEST) {
  const match = matchScreen(pathname, manifest);
  return match && match.chain.at(-1)?.rendering === "server" ? match : null;
}

/**
 * The screen rendered in the browser whose public data the server inlines (`ScreenRoute.inlineData`), with its
 * parameters, or null.
 */
export function inlinedDataScreen(pathname: string, manifest: RouteManifest = MANIFEST) {
  const match = matchScreen(pathname, manifest);
  const screen = match?.chain.at(-1);
  return match && screen?.rendering === "browser" && screen.inlineData ? match : null;
}

/**
 * The personal screens' paths as robots.txt patterns (`*` for the language and each parameter), so crawlers are
 * kept out of exactly the screens the manifest marks.
 */
export function personalPathPatterns(manifest: RouteManifest = MANIFEST): string[] {
  return entriesOf(manifest)
    .filter((entry) => entry.chain.at(-1)?.personal)
    .map((entry) => entry.fullPath.replace(/:[A-Za-z]+/g, "*"));
}

/** The screens' modules per catalog area, the core's too (for the catalog split: an area's messages are theirs). */
export function areaScreens(manifest: RouteManifest = MANIFEST): Record<string, string[]> {
  const areas: Record<string, string[]> = {};
  for (const { chain } of entriesOf(manifest)) {
    const route = chain.at(-1)!;
    areas[route.area] = [...(areas[route.area] ?? []), route.module];
  }
  return areas;
}
