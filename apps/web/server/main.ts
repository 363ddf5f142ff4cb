import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createWebApp } from "./app";
import { ConfigError, loadWebConfig, type WebConfig } from "./config";
import { createObservability } from "./observability";
import { loadRenderer } from "./renderer";

let config: WebConfig;
try {
  config = loadWebConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // One line per problem, so an operator sees them all at once.
  console.error("storefront: the configuration is not usable, not starting:");
  for (const problem of error.problems) console.error(`  ${problem}`);
  process.exit(1);
}

const observability = createObservability({ level: config.logLevel });
const renderer = await loadRenderer();
if (!renderer) observability.logger.warn("no server renderer (dist/ssr) found: pages render in the browser");
const app = createWebApp({ ...config, observability, ...(renderer ? { renderer } : {}) });
const servers = [
  serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
    observability.logger.info(
      { port: info.port, platform: config.apiOrigin, production: config.production },
      `storefront listening on http://localhost:${info.port}`,
    );
  }),
];
if (config.metricsPort !== undefined) {
  const metrics = new Hono();
  metrics.get("/metrics", async (c) =>
    c.body(await observability.registry.metrics(), 200, {
      "Content-Type": observability.registry.contentType,
    }),
  );
  servers.push(
    serve({ fetch: metrics.fetch, port: config.metricsPort, hostname: config.host }, (info: AddressInfo) => {
      observability.logger.info({ port: info.port }, `metrics on http://localhost:${info.port}/metrics`);
    }),
  );
}

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    let open = servers.length;
    for (const server of servers) {
      server.close(() => {
        if (--open === 0) {
          observability.logger.flush();
          process.exit(0);
        }
      });
      (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    }
  });
}
