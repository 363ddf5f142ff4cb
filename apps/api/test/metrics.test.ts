import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlatformMetrics, metricsRoute } from "../src/http/metrics.js";
import { CATALOG } from "../src/seed/catalog.js";
import { call, cardToken, DISPENSA, newCartId, putItems } from "./commerce-helpers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

const { items } = CATALOG;
const METRICS_TOKEN = "metrics-token-0123456789";

/** The value of one sample line of the Prometheus text (`name{labels} value`), 0 when absent. */
function sample(text: string, name: string, labels: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

describe("the platform's Prometheus metrics", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform("pglite", {}, { metricsToken: METRICS_TOKEN });
  });
  afterAll(() => platform?.close());

  const scrape = async () => {
    const response = await fetch(`${platform.baseUrl}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    return response.text();
  };

  it("answers /metrics only to the bearer of METRICS_TOKEN", async () => {
    expect((await fetch(`${platform.baseUrl}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${platform.baseUrl}/metrics`, { headers: { Authorization: "Bearer nope" } });
    expect(wrong.status).toBe(401);
    expect(await scrape()).toContain("process_cpu_seconds_total");
  });

  it("times answers by route template (never the path) and reports the database pool", async () => {
    await call(platform, "GET", `/api/v2/shop-pages/${DISPENSA}`);
    const text = await scrape();
    expect(
      sample(
        text,
        "http_request_duration_seconds_count",
        'method="GET",route="/api/v2/shop-pages/:shopPageId",status="200"',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(`route="/api/v2/shop-pages/${DISPENSA}"`);
    expect(sample(text, "db_pool_connections", 'state="max"')).toBe(1);
    expect(text).toMatch(/db_pool_connections\{state="waiting"\} 0/);
  });

  it("counts checkout outcomes and times the payment processor", async () => {
    const checkout = async (number: string) => {
      const cartId = newCartId();
      await putItems(platform, DISPENSA, [[items.miele, 1]], { cartId });
      return call(platform, "POST", `/api/v2/shop-pages/${DISPENSA}/checkout`, {
        cartId,
        headers: { "Idempotency-Key": `metrics-${number}-${cartId}` },
        body: {
          shippingMode: "pickup",
          billingMode: "receipt",
          howToPay: "new",
          birthDate: "1980-05-01",
          email: "metrics@example.com",
          paymentMethodId: await cardToken(platform, number),
        },
      });
    };
    expect((await checkout("4242424242424242")).status).toBe(201);
    expect((await checkout("4000000000009995")).status).toBe(402);
    const text = await scrape();
    expect(sample(text, "checkout_outcomes_total", 'outcome="paid"')).toBe(1);
    expect(sample(text, "checkout_outcomes_total", 'outcome="payment_refused"')).toBe(1);
    expect(
      sample(text, "payment_duration_seconds_count", 'provider="sandbox",operation="charge",result="ok"'),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe("where /metrics is served", () => {
  const app = (options: { production: boolean; metricsPort?: number; metricsToken?: string }) => {
    const hono = new Hono();
    metricsRoute(createPlatformMetrics(), options)(hono);
    return hono;
  };

  it("is open in development without a token or a metrics port", async () => {
    expect((await app({ production: false }).request("/metrics")).status).toBe(200);
  });

  it("is absent from the API's port in production without a token, and with a metrics port", async () => {
    expect((await app({ production: true }).request("/metrics")).status).toBe(404);
    expect((await app({ production: false, metricsPort: 9465 }).request("/metrics")).status).toBe(404);
  });
});
