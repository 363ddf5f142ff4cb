import type { ShutdownState } from "@club/server-kit";
import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import type { Db } from "../db/client.js";
import { migrationStatus } from "../db/migrate.js";

/**
 * `/healthz`: the process answers (liveness: a failure means restart it). `/readyz`: it can serve — the database
 * answers and has every migration this build ships (readiness: a failure means send no traffic yet). Neither
 * says more than that to an anonymous caller. Once the process is shutting down (`state.draining`), `/readyz` answers
 * 503 at once, so a load balancer stops sending it requests before it stops accepting them.
 */
export function healthRoutes(db: Db, state: ShutdownState = { draining: false }) {
  return (app: Hono) => {
    app.get("/healthz", (c) => c.json({ status: "ok" }));
    app.get("/readyz", async (c) => {
      if (state.draining) return c.json({ status: "draining" }, 503);
      try {
        await db.execute(sql`select 1`);
      } catch {
        return c.json({ status: "unavailable", database: "unreachable" }, 503);
      }
      const { pending } = await migrationStatus(db);
      if (pending.length)
        return c.json({ status: "unavailable", database: "ok", pendingMigrations: pending }, 503);
      return c.json({ status: "ok", database: "ok", migrations: "current" });
    });
  };
}
