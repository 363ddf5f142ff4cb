import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../src/seed/clubs.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

// The demo deployments list localhost:*, 127.0.0.1:* and [::1]:* as their hosts.
describe.each(databaseKinds)("CORS: only each club's own hosts (%s)", (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform(kind);
  });
  afterAll(() => t?.close());

  const preflight = (origin: string, path = "/api/v2/club") =>
    fetch(`${t.baseUrl}${path}`, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, x-app-token, x-club-origin",
      },
    });
  const call = (origin: string, appToken: string = DEMO.estate.appToken) =>
    fetch(`${t.baseUrl}/api/v2/club`, {
      headers: { Origin: origin, "X-Club-Origin": "localhost:3000", "X-App-Token": appToken },
    });

  it("answers a preflight from a club's host with the methods and headers the SDK sends", async () => {
    const res = await preflight("http://localhost:5173");
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(res.headers.get("access-control-allow-methods")).toContain("PATCH");
    const allowed = res.headers.get("access-control-allow-headers")?.toLowerCase() ?? "";
    for (const header of ["content-type", "x-app-token", "x-club-origin", "authorization", "idempotency-key"])
      expect(allowed).toContain(header);
    expect(res.headers.get("vary")).toContain("Origin");
    expect((await preflight("http://127.0.0.1:8080", "/sandbox-pay/v1/tokens")).status).toBe(204);
  });

  it("refuses a preflight from any other origin, without CORS headers", async () => {
    for (const origin of ["https://evil.example", "null", "http://localhost.evil.example", "file://"]) {
      const res = await preflight(origin);
      expect(res.status, origin).toBe(403);
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      expect(await res.json()).toMatchObject({ code: "FORBIDDEN" });
    }
  });

  it("lets a club's page read the answer, and exposes X-Request-Id", async () => {
    const res = await call("http://localhost:3000");
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(res.headers.get("access-control-expose-headers")).toContain("X-Request-Id");
  });

  it("refuses a call with a club's app token from a page that is not one of the club's hosts", async () => {
    const res = await call("https://evil.example");
    expect(res.status).toBe(403);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("leaves calls without Origin (servers, the storefront's own proxy) alone", async () => {
    const res = await t.fetch("/api/v2/club");
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });
});
