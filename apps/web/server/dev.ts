import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { createWebApp } from "./app";
import { loadWebConfig } from "./config";

// `pnpm dev`: the production server's routes (proxy, pages with their load context) over Vite's development server,
// which serves the app's modules with hot reload and rebuilds the server bundle on each change.
const config = loadWebConfig();
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const app = createWebApp({
  ...config,
  framework: {
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    // Vite serves the assets in development: nothing is served from a built folder.
    clientDir: mkdtempSync(join(tmpdir(), "club-dev-")),
  },
});
const pages = getRequestListener(app.fetch);
createServer((request, response) =>
  vite.middlewares(request, response, () => pages(request, response)),
).listen(config.port, config.host, () =>
  console.log(`storefront (development) on http://localhost:${config.port}`),
);
