import type { ShutdownState } from "@club/server-kit";
import { type ServerType, serve } from "@hono/node-server";
import type { Hono } from "hono";
import type { Logger } from "pino";
import { createBotCheck } from "./bot-check.js";
import { clubProblems } from "./club/start-checks.js";
import { type Config, ConfigError } from "./config.js";
import { type Database, openDatabase } from "./db/client.js";
import { migrate } from "./db/migrate.js";
import { handlers } from "./handlers.js";
import { createApp } from "./http/app.js";
import type { AppEnv } from "./http/app-env.js";
import { createPlatformMetrics, type PlatformMetrics } from "./http/metrics.js";
import type { Handlers } from "./http/operation.js";
import { createLogger } from "./logger.js";
import { createMailer, startSmtpDelivery } from "./mail/mailer.js";
import { startReleaseJob } from "./orders/release-job.js";
import { createPayments } from "./payments/payments.js";
import { extraRoutes } from "./routes.js";
import { seedIfEmpty } from "./seed/index.js";
import type { Services } from "./services.js";

export interface Platform {
  app: Hono<AppEnv>;
  database: Database;
  services: Services;
  metrics: PlatformMetrics;
  /** Turned to draining by the shutdown: `/readyz` then answers 503. */
  state: ShutdownState;
  close(): Promise<void>;
}

/** The platform's services from its config (the server and the seed command share them); tests override some. */
export function createServices(config: Config, overrides: Partial<Services> = {}): Services {
  const log: Logger = overrides.log ?? createLogger(config.logLevel);
  const clock = overrides.clock ?? (() => new Date());
  return {
    config,
    log,
    clock,
    mailer: createMailer(config, log),
    // The sandbox's tokens and expiry read the same clock as the rest of the platform.
    payments: createPayments(config, { clock }),
    botCheck: createBotCheck(),
    hooks: {},
    ...overrides,
  };
}

/**
 * Opens the database, applies pending migrations (unless MIGRATE_ON_START=false), seeds an empty one with the demo
 * clubs (when configured, never in production), checks the clubs' settings against this process's (a ConfigError
 * lists every problem) and builds the app.
 */
export async function createPlatform(
  config: Config,
  overrides: Partial<Services> = {},
  database?: Database,
  operationHandlers: Handlers = handlers,
): Promise<Platform> {
  const metrics = createPlatformMetrics();
  const base = createServices(config, overrides);
  const services: Services = { ...base, payments: metrics.timePayments(base.payments) };
  const { log } = services;
  const db =
    database ??
    (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.dbPoolSize }));
  if (config.migrateOnStart) await migrate(db);
  if (config.seedOnStart && !config.production) await seedIfEmpty(db, services);
  // A Stripe club without its keys could take no money, a demo token would open a real club: refuse to start.
  const problems = await clubProblems(db.db, config);
  if (problems.length) {
    if (!database) await db.close();
    throw new ConfigError(problems);
  }
  metrics.watchPool(() => db.poolStats());
  const state: ShutdownState = { draining: false };
  const stopDelivery = startSmtpDelivery(db.db, config, log);
  const stopRelease = startReleaseJob(db.db, services, config.releaseIntervalMs);
  const app = createApp({
    db: db.db,
    services,
    handlers: operationHandlers,
    extraRoutes: extraRoutes(db.db, services, { state, metrics }),
    middleware: [metrics.middleware],
  });
  return {
    app,
    database: db,
    services,
    metrics,
    state,
    close: async () => {
      stopDelivery();
      stopRelease();
      await db.close();
    },
  };
}

/** Serves the platform on config.host:config.port; resolves with the Node server once it listens. */
export function listen(platform: Platform, config: Config): Promise<ServerType> {
  return new Promise((resolve) => {
    const server = serve({ fetch: platform.app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(server),
    );
  });
}
