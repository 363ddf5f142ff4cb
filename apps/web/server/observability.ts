import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import pino, { type DestinationStream, type Logger } from "pino";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";
import { routeTemplate } from "./route-template";

/** An incoming X-Request-Id is kept only when it is a plain id (no log injection, bounded size). */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

export interface Observability {
  logger: Logger;
  registry: Registry;
  /** Logs one line per request and times it; sets `requestId` and `route` on the context and X-Request-Id on the answer. */
  middleware: MiddlewareHandler<{ Variables: { requestId: string } }>;
  /** Counts a /api (or media) call the platform did not answer. */
  proxyError(route: string, reason: "unreachable" | "timeout"): void;
  /** Counts a page the page cache served kept (`hit`) or had rendered (`miss`). */
  pageCache(result: "hit" | "miss"): void;
}

/**
 * Structured request logs (pino, JSON lines) and Prometheus metrics. A log line carries the method, the route
 * template (never the raw path: ids, tokens and query strings stay out), the status, the duration and the request
 * id; no header or body is ever logged.
 */
export function createObservability(options: {
  level: string;
  destination?: DestinationStream;
}): Observability {
  const logger = pino(
    { level: options.level, base: { service: "storefront-web" }, timestamp: pino.stdTimeFunctions.isoTime },
    options.destination ?? pino.destination({ sync: false }),
  );
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Duration of the web server's answers, by method, route template and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const proxyErrors = new Counter({
    name: "proxy_errors_total",
    help: "Calls proxied to the club platform that got no answer, by route template and reason",
    labelNames: ["route", "reason"] as const,
    registers: [registry],
  });

  const pageCacheAnswers = new Counter({
    name: "page_cache_total",
    help: "Public pages asked for that the page cache served kept (hit) or had rendered (miss)",
    labelNames: ["result"] as const,
    registers: [registry],
  });

  return {
    logger,
    registry,
    proxyError: (route, reason) => proxyErrors.inc({ route, reason }),
    pageCache: (result) => pageCacheAnswers.inc({ result }),
    middleware: async (c, next) => {
      const started = performance.now();
      const incoming = c.req.header("x-request-id");
      const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      c.set("requestId", requestId);
      const route = routeTemplate(new URL(c.req.url).pathname);
      try {
        await next();
      } finally {
        const status = c.res?.status ?? 500;
        const seconds = (performance.now() - started) / 1000;
        c.header("X-Request-Id", requestId);
        durations.observe({ method: c.req.method, route, status: String(status) }, seconds);
        const line = {
          requestId,
          method: c.req.method,
          route,
          status,
          durationMs: Math.round(seconds * 10_000) / 10,
        };
        if (status >= 500) logger.error(line, "request");
        else logger.info(line, "request");
      }
    },
  };
}
