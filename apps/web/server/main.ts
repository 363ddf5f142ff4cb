import type { AddressInfo } from "node:net";
import { gracefulShutdown, type ShutdownState } from "@club/server-kit";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createWebApp } from "./app";
import { ConfigError, loadWebConfig, type WebConfig } from "./config";
import { loadFrameworkBuild } from "./framework-pages";
import { createObservability } from "./observability";

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
const shutdown: ShutdownState = { draining: false };
const framework = await loadFrameworkBuild();
if (!framework) {
  console.error("storefront: no build beside this server (dist/framework): run `pnpm build` first");
  process.exit(1);
}
const app = createWebApp({ ...config, observability, shutdown, framework });
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

// SIGTERM (a rolling restart): readiness false, then stop accepting, finish requests in flight (proxied ones too).
gracefulShutdown({
  servers,
  state: shutdown,
  drainMs: config.shutdownDrainMs,
  timeoutMs: config.shutdownTimeoutMs,
  log: (fields, message) => observability.logger.info(fields, message),
  cleanup: () => observability.logger.flush(),
});
