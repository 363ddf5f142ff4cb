import { createHash, timingSafeEqual } from "node:crypto";
import type { Hono, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { PoolStats } from "../db/client.js";
import type { PaymentProcessor, Payments } from "../services.js";

/** The checkout operation's route: its answers are counted as checkout outcomes. */
const CHECKOUT_ROUTE = "/api/v2/shop-pages/:shopPageId/checkout";

export interface PlatformMetrics {
  registry: Registry;
  /** Times every answer by route template; counts the checkout's outcomes. */
  middleware: MiddlewareHandler;
  /** The club's processors, with each call to them timed (`payment_duration_seconds`). */
  timePayments(payments: Payments): Payments;
  /** Reports the database pool's use at each scrape. */
  watchPool(stats: () => PoolStats): void;
}

/** What a checkout's answer means for the business (the status alone mixes a declined card with a bad request). */
export function checkoutOutcome(status: number): string {
  if (status === 201) return "paid";
  if (status === 202) return "action_required";
  if (status === 402) return "payment_refused";
  if (status === 409) return "conflict";
  if (status === 429) return "rate_limited";
  if (status >= 500) return "error";
  return "rejected";
}

/**
 * Prometheus metrics of one API process: request durations by route template (never the path: no ids or tokens in
 * labels), checkout outcomes, payment processor latency, and the database pool; plus Node's default metrics.
 */
export function createPlatformMetrics(): PlatformMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Duration of the platform's answers, by method, route template and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const checkouts = new Counter({
    name: "checkout_outcomes_total",
    help: "Checkout answers by outcome (paid, action_required, payment_refused, conflict, rejected, rate_limited, error)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const payments = new Histogram({
    name: "payment_duration_seconds",
    help: "Time the payment processor took to answer, by provider, operation and result",
    labelNames: ["provider", "operation", "result"] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16],
    registers: [registry],
  });
  let poolStats: (() => PoolStats) | undefined;
  new Gauge({
    name: "db_pool_connections",
    help: "Database pool connections by state (total open, idle, max) and queries waiting for one",
    labelNames: ["state"] as const,
    registers: [registry],
    // Read at each scrape: the pool's counts change with every query.
    collect() {
      if (!poolStats) return;
      const stats = poolStats();
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
      this.set({ state: "max" }, stats.max);
    },
  });

  const TIMED = ["charge", "resume", "cancel", "refund", "attach", "createSetupIntent", "detach"] as const;
  const timed = (processor: PaymentProcessor): PaymentProcessor => {
    const wrapped: PaymentProcessor = { ...processor, describe: processor.describe.bind(processor) };
    for (const operation of TIMED) {
      const call = processor[operation].bind(processor) as (...args: unknown[]) => Promise<unknown>;
      (wrapped as unknown as Record<string, unknown>)[operation] = async (...args: unknown[]) => {
        const end = payments.startTimer({ provider: processor.provider, operation });
        try {
          const result = await call(...args);
          end({ result: "ok" });
          return result;
        } catch (error) {
          end({ result: "error" });
          throw error;
        }
      };
    }
    return wrapped;
  };

  return {
    registry,
    middleware: async (c, next) => {
      const started = performance.now();
      await next();
      const route = routePath(c) || "(unmatched)";
      const status = c.res.status;
      durations.observe(
        { method: c.req.method, route, status: String(status) },
        (performance.now() - started) / 1000,
      );
      if (route === CHECKOUT_ROUTE && c.req.method === "POST")
        checkouts.inc({ outcome: checkoutOutcome(status) });
    },
    timePayments: (inner) => {
      const cache = new WeakMap<PaymentProcessor, PaymentProcessor>();
      return {
        forClub(club) {
          const processor = inner.forClub(club);
          let wrapped = cache.get(processor);
          if (!wrapped) {
            wrapped = timed(processor);
            cache.set(processor, wrapped);
          }
          return wrapped;
        },
      };
    },
    watchPool: (stats) => {
      poolStats = stats;
    },
  };
}

/**
 * `/metrics` on the API's port: only to `Authorization: Bearer <METRICS_TOKEN>` when a token is set; open outside
 * production when neither a token nor a metrics port is set; otherwise absent here (served on METRICS_PORT).
 */
export function metricsRoute(
  metrics: PlatformMetrics,
  options: { production: boolean; metricsPort?: number; metricsToken?: string },
) {
  return (app: Hono) => {
    const open = !options.production && options.metricsPort === undefined && !options.metricsToken;
    if (!open && !options.metricsToken) return;
    app.get("/metrics", async (c) => {
      if (
        options.metricsToken &&
        !sameSecret(c.req.header("authorization") ?? "", `Bearer ${options.metricsToken}`)
      )
        return c.json({ code: "UNAUTHORIZED", message: "A metrics token is required" }, 401, {
          "WWW-Authenticate": "Bearer",
        });
      return c.body(await metrics.registry.metrics(), 200, { "Content-Type": metrics.registry.contentType });
    });
  };
}

const digest = (text: string) => createHash("sha256").update(text).digest();
/** Compares in constant time, so the answer's timing tells nothing about the token. */
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));
