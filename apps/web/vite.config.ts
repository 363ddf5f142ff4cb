import zlib from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { preloadMap } from "./build/preload-map";
import { REACT_ROUTER_PRODUCTION, reactRouterPure } from "./build/react-router-pure.mjs";
import { zopfliGzip } from "./build/zopfli-gzip.mjs";

const apiOrigin = process.env.API_ORIGIN ?? "http://127.0.0.1:4000";
const appToken = process.env.APP_TOKEN ?? "demo-castelvecchio";
const proxied = ["/api", "/media", "/sandbox-pay"];

/** In development the page has no inlined bootstrap: serve the runtime config a static host would. */
function devRuntimeConfig(): Plugin {
  return {
    name: "club-dev-runtime-config",
    configureServer(server) {
      server.middlewares.use("/club.json", (_req, res) => {
        res.setHeader("Content-Type", "application/json");
        res.end(JSON.stringify({ appToken }));
      });
    },
  };
}

export default defineConfig(({ isSsrBuild, command }) => {
  const preloads = preloadMap();
  return {
    resolve:
      command === "build" && !isSsrBuild
        ? { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] }
        : {},
    plugins: [
      preloads.plugin,
      reactRouterPure(),
      react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }),
      tailwindcss(),
      devRuntimeConfig(),
      // Every text asset also as .br and .gz at the highest levels (the .gz by Zopfli), once at build time: the server
      // sends the one the browser accepts (brotli first) instead of compressing on each request at a cheaper level.
      // Not the server's bundle.
      !isSsrBuild &&
        compression({
          algorithms: [
            defineAlgorithm("brotliCompress", { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            defineAlgorithm(zopfliGzip),
          ],
          include: /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/,
          exclude: /\.vite\//,
          threshold: 512,
          skipIfLargerOrEqual: true,
          logLevel: "silent",
        }),
    ],
    server: {
      port: Number(process.env.PORT ?? 5173),
      proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiOrigin, changeOrigin: false }])),
    },
    // The server renderer's bundle holds the storefront and its libraries; React stays the server's own (one copy).
    ssr: { noExternal: true, external: ["react", "react-dom"] },
    build: isSsrBuild
      ? { outDir: "dist/ssr", sourcemap: true, target: "node20", copyPublicDir: false }
      : {
          outDir: "dist/client",
          assetsDir: "assets",
          sourcemap: true,
          // Read by scripts/budgets.mjs to add up each route's initial JavaScript.
          manifest: true,
          target: "es2022",
          // A chunk's file is its content hash alone: names (and the kit's tsup chunk names, a hash of their own) are
          // repeated in every import and in the entry's preload map, and compress poorly (−0.8 KiB gzip on home,
          // −1.5 on checkout). The entry keeps its name; the manifest maps sources to files for the server. Seven
          // characters rather than Rolldown's eight, the fewest it accepts for this many chunks (it refuses six from
          // 65 chunks on, and checks that no two collide): −0.1 KiB gzip on home, −0.2 on checkout.
          rollupOptions: {
            output: {
              chunkFileNames: "assets/[hash:7].js",
              // Everything the entry loads statically, in the entry's own chunk (Rollup's placement): left to itself,
              // Rolldown makes the modules the entry shares with lazy chunks (react, react-router, the query options,
              // `cn`…) chunks of their own, though the entry has always loaded them first (rolldown/rolldown#10731,
              // open), each one more request, its own compression window and import/export glue (−2.9 KiB gzip on
              // home, −3.0 on checkout). Lazy chunks import what they share from the entry.
              codeSplitting: { groups: [{ name: "initial", tags: ["$initial"] }] },
            },
          },
          modulePreload: {
            // Every browser the build targets but Safari 16 supports modulepreload; there the entry's imports load
            // once it has been read, as without the hints.
            polyfill: false,
            resolveDependencies: preloads.resolveDependencies,
          },
        },
  };
});
