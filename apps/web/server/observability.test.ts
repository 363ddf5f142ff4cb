import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createWebApp, type WebAppOptions } from "./app";
import { createObservability } from "./observability";
import { fakePlatform, options } from "./test-fixtures";

/** A web app whose log lines are kept, parsed. */
function observed(platform = fakePlatform(), extra: Partial<WebAppOptions> = {}) {
  const lines: Array<Record<string, unknown>> = [];
  let raw = "";
  const destination = new Writable({
    write(chunk, _encoding, done) {
      raw += chunk.toString();
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const observability = createObservability({ level: "info", destination });
  const app = createWebApp({ ...options(platform as never), ...extra, observability });
  return { app, lines, raw: () => raw, observability };
}

describe("request logs", () => {
  it("log method, route template, status, duration and request id, one line per request", async () => {
    const { app, lines } = observed();
    const response = await app.request("http://shop.test/api/v2/shop-pages/tenuta-17/cart?_token=abc");
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = lines.find((l) => l.msg === "request");
    expect(line).toMatchObject({
      requestId: id,
      method: "GET",
      route: "/api/v2/shop-pages/{shopPageId}/cart",
      status: 201,
      service: "storefront-web",
    });
    expect(typeof line?.durationMs).toBe("number");
    expect(JSON.stringify(line)).not.toContain("tenuta-17");
  });

  it("take the request id from X-Request-Id and forward it to the platform", async () => {
    const { app, lines } = observed();
    const response = await app.request("http://shop.test/api/v2/profile", {
      headers: { "X-Request-Id": "lb-123.a" },
    });
    expect(response.headers.get("x-request-id")).toBe("lb-123.a");
    expect((await response.json()).requestId).toBe("lb-123.a");
    expect(lines.find((l) => l.msg === "request")?.requestId).toBe("lb-123.a");
    // Not a plain id (log injection, a huge header): a fresh one instead.
    const hostile = await app.request("http://shop.test/api/v2/profile", {
      headers: { "X-Request-Id": 'x" injected=1 {"' },
    });
    const fresh = hostile.headers.get("x-request-id");
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect((await hostile.json()).requestId).toBe(fresh);
  });

  it("never carry secrets, tokens, ids in paths, query strings or card data", async () => {
    const { app, raw } = observed();
    await app.request("http://shop.test/api/v2/email/confirm/req-token-SECRET1?_token=SECRET2", {
      method: "POST",
      headers: {
        Authorization: "Bearer SECRET3",
        Cookie: "session=SECRET4",
        "X-App-Token": "SECRET5",
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ password: "SECRET6", card: { number: "4242424242424242", cvc: "123" } }),
    });
    await app.request("http://shop.test/en/signup/SECRET7?email=someone@example.com");
    const log = raw();
    expect(log).toContain("/api/v2/email/confirm/{requestToken}");
    expect(log).toContain("/{lang}/signup/{requestToken}");
    for (const secret of ["SECRET", "4242", "someone@example.com", "demo"]) expect(log).not.toContain(secret);
  });

  it("log a platform that can't be reached as an error of the request, and count it", async () => {
    const { app, lines, observability } = observed(fakePlatform(false));
    expect((await app.request("http://shop.test/api/v2/shop-pages/9")).status).toBe(502);
    expect(lines.find((l) => l.msg === "platform unreachable")).toMatchObject({
      route: "/api/v2/shop-pages/{shopPageId}",
    });
    expect(lines.find((l) => l.msg === "request")).toMatchObject({ level: 50, status: 502 });
    const metrics = await observability.registry.metrics();
    expect(metrics).toContain(
      'proxy_errors_total{route="/api/v2/shop-pages/{shopPageId}",reason="unreachable"} 1',
    );
  });
});

describe("/metrics", () => {
  it("counts request durations by route template", async () => {
    const { app } = observed();
    await app.request("http://shop.test/api/v2/shop-pages/1/cart");
    await app.request("http://shop.test/api/v2/shop-pages/2/cart");
    const metrics = await (await app.request("http://shop.test/metrics")).text();
    expect(metrics).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/v2/shop-pages/{shopPageId}/cart",status="201"} 2',
    );
    expect(metrics).toContain("process_cpu_seconds_total");
  });

  it("asks for its token when one is set, and is absent in production without one or on its own port", async () => {
    const token = "metrics-token-0123456789";
    const guarded = observed(fakePlatform(), { production: true, metricsToken: token }).app;
    expect((await guarded.request("http://shop.test/metrics")).status).toBe(401);
    expect(
      (
        await guarded.request("http://shop.test/metrics", {
          headers: { Authorization: "Bearer wrong-token-000000" },
        })
      ).status,
    ).toBe(401);
    const allowed = await guarded.request("http://shop.test/metrics", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("content-type")).toMatch(/^text\/plain/);
    // Production with no token: not on the shop's port (the SPA's not-found page answers instead).
    const production = observed(fakePlatform(), { production: true }).app;
    expect(await (await production.request("http://shop.test/metrics")).text()).not.toContain("http_request");
    const ownPort = observed(fakePlatform(), { metricsPort: 9464 }).app;
    expect(await (await ownPort.request("http://shop.test/metrics")).text()).not.toContain("http_request");
  });
});

describe("health and readiness", () => {
  it("/healthz answers while the process lives; /readyz only while the platform answers", async () => {
    const up = observed().app;
    expect((await up.request("http://shop.test/healthz")).status).toBe(200);
    const ready = await up.request("http://shop.test/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true });
    const down = observed(fakePlatform(false)).app;
    expect((await down.request("http://shop.test/healthz")).status).toBe(200);
    const notReady = await down.request("http://shop.test/readyz");
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ ready: false, reason: "the platform cannot be reached" });
    const failing = observed((async () => new Response("db down", { status: 500 })) as never).app;
    expect(await (await failing.request("http://shop.test/readyz")).json()).toEqual({
      ready: false,
      reason: "the platform answered 500",
    });
  });
});
