import { defineConfig, type Options } from "tsup";

/**
 * The route manifest this server reads (robots.txt's personal paths) names each screen's code as a lazy import: the
 * screens are React Router's build's (`dist/framework`, compiled by Vite with their Lingui macros), never this
 * bundle's, and never loaded here.
 */
const screensStayOut: NonNullable<Options["esbuildPlugins"]>[number] = {
  name: "screens-stay-out",
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) =>
      args.kind === "dynamic-import" &&
      /[\\/]storefront[\\/]src[\\/]router[\\/]routes[\\/]/.test(args.importer)
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

// The production server: one ESM file; node_modules stay external, workspace packages are bundled. The pages are
// React Router's build (`dist/framework`), loaded at start.
export default defineConfig({
  entry: { main: "server/main.ts" },
  outDir: "dist/server",
  format: ["esm"],
  platform: "node",
  target: "node20",
  sourcemap: true,
  clean: true,
  noExternal: [/^@club\//],
  external: ["react", "react-dom", "react/jsx-runtime"],
  esbuildPlugins: [screensStayOut],
});
