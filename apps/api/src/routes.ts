import type { ShutdownState } from "@club/server-kit";
import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import type { Db } from "./db/client.js";
import { healthRoutes } from "./http/health.js";
import { metricsRoute, type PlatformMetrics } from "./http/metrics.js";
import { mailRoutes } from "./mail/mailbox.js";
import { mediaRoutes } from "./media/routes.js";
import { sandboxChallengeRoutes } from "./payments/sandbox-challenge.js";
import { sandboxRoutes } from "./payments/sandbox-routes.js";
import { stripeWebhookRoutes } from "./payments/stripe-webhook.js";
import type { Services } from "./services.js";

/** Routes beside /api/v2: health, metrics, product pictures, and the development tools. */
export function extraRoutes(
  db: Db,
  services: Services,
  process: { state: ShutdownState; metrics: PlatformMetrics },
): Array<(app: Hono) => void> {
  return [
    (app) =>
      app.get("/health", async (c) => {
        await db.execute(sql`select 1`);
        return c.json({ status: "ok" });
      }),
    healthRoutes(db, process.state),
    metricsRoute(process.metrics, services.config),
    mediaRoutes(),
    mailRoutes(db, services),
    sandboxRoutes(db, services),
    sandboxChallengeRoutes(db, services),
    stripeWebhookRoutes(db, services),
  ];
}
