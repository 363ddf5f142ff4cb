import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  plugins: [
    react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }),
    tailwindcss(),
    devRuntimeConfig(),
  ],
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiOrigin, changeOrigin: false }])),
  },
  build: {
    outDir: "dist/client",
    assetsDir: "assets",
    sourcemap: true,
    // Read by scripts/budgets.mjs to add up each route's initial JavaScript.
    manifest: true,
    target: "es2022",
  },
});
