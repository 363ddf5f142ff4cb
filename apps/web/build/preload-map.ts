import type { Plugin } from "vite";

type ResolveDependencies = (
  filename: string,
  deps: string[],
  context: { hostId: string; hostType: "html" | "js" },
) => string[];

/**
 * Vite's preload map (what each dynamic import fetches beside its chunk) sits in the entry chunk. A dependency the
 * entry imports statically has run before any dynamic import can happen, so the map leaves it out. The plugin reads
 * the entry's chunks from the bundle before Vite writes the map; without it (another bundler's order) nothing is left
 * out. The page's own modulepreload links (`hostType: "html"`) keep every chunk.
 */
export function preloadMap(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let loadedByEntry: ReadonlySet<string> | undefined;
  const plugin: Plugin = {
    name: "club-preload-map",
    apply: "build",
    generateBundle: {
      order: "pre",
      handler(_options, bundle) {
        const loaded = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (loaded.has(file) || chunk?.type !== "chunk") return;
          loaded.add(file);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const chunk of Object.values(bundle))
          if (chunk.type === "chunk" && chunk.isEntry) visit(chunk.fileName);
        loadedByEntry = loaded;
      },
    },
  };
  return {
    plugin,
    resolveDependencies: (_filename, deps, { hostType }) =>
      hostType === "js" && loadedByEntry ? deps.filter((dep) => !loadedByEntry?.has(dep)) : deps,
  };
}
