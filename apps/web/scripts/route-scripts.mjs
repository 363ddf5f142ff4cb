// The scripts React Router names as modulepreloads for an address, from the framework build's manifest: the client
// entry, then each matched route's module with its static imports. Sizes are the build's precompressed copies.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { matchRoutes } from "react-router";

/** Reads the build in `frameworkDir` (`dist/framework`); `scriptsFor(path)` lists an address's preloaded scripts. */
export async function routeScripts(frameworkDir) {
  const build = await import(pathToFileURL(join(frameworkDir, "server/index.js")).href);
  const { entry, routes } = build.assets;
  const children = (parentId) =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) => ({ id: route.id, path: route.path, index: route.index, children: children(route.id) }));
  const tree = children(undefined);
  const sizeOf = (file, extension) => {
    const path = join(frameworkDir, "client", file);
    return existsSync(`${path}.${extension}`)
      ? readFileSync(`${path}.${extension}`).length
      : readFileSync(path).length;
  };
  const scriptsFor = (path) => {
    const matches = matchRoutes(tree, path) ?? [];
    const files = new Set([entry.module, ...entry.imports]);
    for (const { route } of matches) {
      const manifest = routes[route.id];
      files.add(manifest.module);
      for (const file of manifest.imports ?? []) files.add(file);
    }
    const list = [...files];
    return {
      routeIds: matches.map(({ route }) => route.id),
      files: list,
      gzip: list.reduce((sum, file) => sum + sizeOf(file, "gz"), 0),
      brotli: list.reduce((sum, file) => sum + sizeOf(file, "br"), 0),
    };
  };
  return { scriptsFor };
}
