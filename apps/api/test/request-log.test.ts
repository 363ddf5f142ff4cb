import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../src/logger.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

describe("request logs", () => {
  const lines: Array<Record<string, unknown>> = [];
  let t: TestPlatform;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    t = await startTestPlatform("pglite", { log: createLogger("info", sink) });
  });
  afterAll(() => t?.close());

  it("writes one JSON line per request: method, route template, status, duration, the forwarded request id", async () => {
    lines.length = 0;
    const res = await t.fetch("/api/v2/shop-pages/la-cantina?_token=secret-persisted-token", {
      headers: { "X-Request-Id": "web-7f3a", Authorization: "Bearer member-secret-token" },
    });
    expect(res.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const request = lines.filter((line) => line.msg === "request");
    expect(request).toHaveLength(1);
    expect(request[0]).toMatchObject({
      method: "GET",
      route: "/api/v2/shop-pages/:shopPageId",
      status: 200,
      requestId: "web-7f3a",
      service: "club-api",
    });
    expect(typeof request[0]?.durationMs).toBe("number");
    const everything = JSON.stringify(lines);
    for (const secret of [
      "secret-persisted-token",
      "member-secret-token",
      "demo-castelvecchio",
      "la-cantina",
    ])
      expect(everything).not.toContain(secret);
  });

  it("logs refused and unknown requests too, with their status", async () => {
    lines.length = 0;
    await fetch(`${t.baseUrl}/api/v2/nothing-here`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines.find((line) => line.msg === "request")).toMatchObject({ method: "GET", status: 404 });
  });
});
