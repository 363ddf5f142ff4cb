import type { AddressInfo } from "node:net";
import { gracefulShutdown } from "@club/server-kit";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { ConfigError, exitWithProblems, loadConfigOrExit } from "./config.js";
import { createPlatform, listen, type Platform } from "./server.js";
import type { Hooks } from "./services.js";

const config = loadConfigOrExit("server");
// The crash test: the process dies between the charge and its record. Never in production.
const hooks: Hooks =
  process.env.API_TEST_CRASH_AFTER_CHARGE === "1" && !config.production
    ? { afterCharge: () => void process.kill(process.pid, "SIGKILL") }
    : {};
let platform: Platform;
try {
  platform = await createPlatform(config, { hooks });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  exitWithProblems(error.problems);
}
const { log } = platform.services;
const server = await listen(platform, config);
const { port } = server.address() as AddressInfo;
log.info(
  { port, database: platform.database.kind },
  `club platform listening on http://${config.host}:${port}`,
);

const servers = [server];
if (config.metricsPort !== undefined) {
  // Metrics on their own port: reachable by the scraper on the private network, never through the public one.
  const metrics = new Hono();
  metrics.get("/metrics", async (c) =>
    c.body(await platform.metrics.registry.metrics(), 200, {
      "Content-Type": platform.metrics.registry.contentType,
    }),
  );
  servers.push(
    serve({ fetch: metrics.fetch, port: config.metricsPort, hostname: config.host }, (info: AddressInfo) =>
      log.info({ port: info.port }, `metrics on http://${config.host}:${info.port}/metrics`),
    ),
  );
}

// SIGTERM (a rolling restart): readiness false, then stop accepting, finish requests in flight, close the pool.
gracefulShutdown({
  servers,
  state: platform.state,
  drainMs: config.shutdownDrainMs,
  timeoutMs: config.shutdownTimeoutMs,
  log: (fields, message) => log.info(fields, message),
  cleanup: async () => {
    await platform.close();
    log.flush();
  },
});
