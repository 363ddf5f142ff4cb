import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createWebApp } from "./app";
import { loadWebConfig } from "./config";

const config = loadWebConfig();
const app = createWebApp(config);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
  console.log(`storefront listening on http://localhost:${info.port} (platform ${config.apiOrigin})`);
});

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    server.close(() => process.exit(0));
    (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  });
}
