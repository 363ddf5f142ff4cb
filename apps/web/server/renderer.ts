import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { StorefrontRenderer } from "./app";

/**
 * The storefront's server renderer, built beside this server (`dist/ssr/entry-server.js`, `vite build --ssr`: the
 * screens' Lingui macros are compiled there as in the client). Without it the server still serves every page, as
 * the loading screen the browser replaces.
 */
export async function loadRenderer(
  entry = join(dirname(fileURLToPath(import.meta.url)), "..", "ssr", "entry-server.js"),
): Promise<StorefrontRenderer | undefined> {
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as StorefrontRenderer & {
    loadAllCatalogs(): Promise<unknown>;
  };
  // Every catalog before the first page: a render never waits for one.
  await module.loadAllCatalogs();
  return module;
}
