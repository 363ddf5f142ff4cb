import type { Plugin } from "vite";

type ResolveDependencies = (
  filename: string,
  deps: string[],
  context: { hostId: string; hostType: "html" | "js" },
) => string[];

/**
 * Vite's preload map (what each dynamic import fetches beside its chunk) sits in the chunk that imports. A dependency
 * the entry imports statically has run before any dynamic import can happen, and so has one the importing chunk
 * imports statically (checkout's screen and the later steps it loads share the first step's kit components): the map
 * leaves both out. The plugin reads the chunks' imports from the bundle before Vite writes the map; without it
 * (another bundler's order) nothing is left out. The page's own modulepreload links (`hostType: "html"`) keep every
 * chunk.
 */
export function preloadMap(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let loadedBy: ((host: string) => ReadonlySet<string>) | undefined;
  const plugin: Plugin = {
    name: "club-preload-map",
    apply: "build",
    generateBundle: {
      order: "pre",
      handler(_options, bundle) {
        const closure = (files: string[], loaded = new Set<string>()) => {
          const visit = (file: string) => {
            const chunk = bundle[file];
            if (loaded.has(file) || chunk?.type !== "chunk") return;
            loaded.add(file);
            for (const imported of chunk.imports) visit(imported);
          };
          for (const file of files) visit(file);
          return loaded;
        };
        const entries = Object.values(bundle).flatMap((chunk) =>
          chunk.type === "chunk" && chunk.isEntry ? [chunk.fileName] : [],
        );
        const byEntry = closure(entries);
        const byHost = new Map<string, ReadonlySet<string>>();
        loadedBy = (host) => {
          const loaded = byHost.get(host) ?? closure([host], new Set(byEntry));
          byHost.set(host, loaded);
          return loaded;
        };
      },
    },
  };
  return {
    plugin,
    resolveDependencies: (_filename, deps, { hostId, hostType }) => {
      if (hostType !== "js" || !loadedBy) return deps;
      const loaded = loadedBy(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
