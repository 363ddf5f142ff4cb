import { describe, expect, it, vi } from "vitest";
import { createWebApp } from "./app";
import { catalogPlatform } from "./ssr-fixtures";
import { options } from "./test-fixtures";

type Server = Pick<ReturnType<typeof createWebApp>, "request">;
const get = (server: Server, path: string, client: string) =>
  server.request(`http://shop.test${path}`, {}, { incoming: { socket: { remoteAddress: client } } });

describe("pages per client and second", () => {
  it("answers 429 with Retry-After past a client's share, and other clients as before", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const server = createWebApp({ ...options(catalogPlatform()), pageRateLimit: 5 });
      const flood = [];
      for (let n = 0; n < 8; n += 1) flood.push((await get(server, `/en/?u=${n}`, "203.0.113.9")).status);
      expect(flood.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(flood.slice(5)).toEqual([429, 429, 429]);
      const refused = await get(server, "/en/", "203.0.113.9");
      expect(refused.headers.get("retry-after")).toBe("1");

      expect((await get(server, "/en/", "198.51.100.4")).status).toBe(200);
      // Assets and health are not pages: the flooding client still gets them.
      expect((await get(server, "/healthz", "203.0.113.9")).status).toBe(200);

      vi.advanceTimersByTime(1100);
      expect((await get(server, "/en/", "203.0.113.9")).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it("counts nothing without a limit (the default of the app's options)", async () => {
    const server = createWebApp(options(catalogPlatform()));
    const statuses = [];
    for (let n = 0; n < 40; n += 1) statuses.push((await get(server, "/en/", "203.0.113.9")).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
  });
});
