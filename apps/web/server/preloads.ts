import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Language } from "@club/storefront/first-paint";
import {
  catalogAreasFor,
  IDLE_PARTS,
  MANIFEST,
  matchScreen,
  type RouteManifest,
  screenModulesFor,
} from "@club/storefront/routes";

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The script chunks a page will import before its first screen shows, read from Vite's manifest: the language's
 * catalogs (the core's and its screens' areas) and the screens of the address (as the route manifest names them)
 * with their static imports (minus what the entry already loads, which the built page preloads itself). Named as `modulepreload`s, they download beside the entry instead of after it.
 * A screen rendered in the browser reads its data before it shows anything, so its page also names the SDK's request
 * code (`@club/api-client`'s transport chunk, which a server-rendered page loads only with its first request).
 */
export function createPreloads(clientDir: string, routes: RouteManifest = MANIFEST) {
  let manifest: Record<string, Chunk>;
  try {
    manifest = JSON.parse(readFileSync(join(clientDir, ".vite", "manifest.json"), "utf8"));
  } catch {
    // A build without a manifest: the app still loads everything itself.
    return {
      forPage: (_pathname: string, _language: Language): string[] => [],
      later: (_language: Language, _pagePreloads: readonly string[]): string[] => [],
    };
  }
  const keys = Object.keys(manifest);
  const closure = (roots: string[], into = new Set<string>()) => {
    const visit = (key: string) => {
      if (into.has(key) || !manifest[key]) return;
      into.add(key);
      for (const child of manifest[key].imports ?? []) visit(child);
    };
    for (const root of roots) visit(root);
    return into;
  };
  const loadedByEntry = closure(keys.filter((key) => manifest[key]?.isEntry));
  const keyOf = (sourceSuffix: string) => keys.find((key) => key.endsWith(sourceSuffix));
  const transport = keys.find((key) => /api-client\/dist\/transport-[\w-]+\.js$/.test(key));

  const catalogKey = (area: string, language: Language) => keyOf(`/locales/${language}/areas/${area}.ts`);
  const moduleKey = (module: string) => keyOf(`storefront/src/${module}`);
  const present = (key: string | undefined): key is string => key !== undefined;
  const files = (keys: Iterable<string>) => [...keys].map((key) => `/${(manifest[key] as Chunk).file}`);
  // The same for every page of a language: worked out once per language.
  const idleByLanguage = new Map<Language, string[]>();
  const idleFiles = (language: Language) => {
    let idle = idleByLanguage.get(language);
    if (!idle) {
      const keys = closure(
        [...IDLE_PARTS.modules.map(moduleKey), catalogKey(IDLE_PARTS.area, language)].filter(present),
      );
      idle = files([...keys].filter((key) => !loadedByEntry.has(key)));
      idleByLanguage.set(language, idle);
    }
    return idle;
  };

  return {
    forPage(pathname: string, language: Language): string[] {
      const catalogs = catalogAreasFor(pathname, routes).map((area) => catalogKey(area, language));
      const screens = screenModulesFor(pathname, routes).map(moduleKey);
      const inBrowser = matchScreen(pathname, routes)?.chain.at(-1)?.rendering === "browser";
      const wanted = closure([...catalogs, ...screens, ...(inBrowser ? [transport] : [])].filter(present));
      return files([...wanted].filter((key) => !loadedByEntry.has(key)));
    },
    /**
     * The chunks of the shell's idle parts (`IDLE_PARTS`: drawer, cart sheet) that neither the entry nor the page's
     * own preloads (`forPage`) load already.
     */
    later(language: Language, pagePreloads: readonly string[]): string[] {
      const page = new Set(pagePreloads);
      return idleFiles(language).filter((file) => !page.has(file));
    },
  };
}
