import { afterAll, describe, expect, it, vi } from "vitest";
import { json, startRecordingServer } from "../test/recording-server.js";
import { createClubClient } from "./client.js";
import { NetworkError } from "./errors.js";

// The request code's module, watched: how often it was loaded, and a load that fails.
const transportLoads = vi.hoisted(() => ({ count: 0, failNext: false }));
vi.mock("./transport.js", async (importOriginal) => {
  transportLoads.count += 1;
  if (transportLoads.failNext) {
    transportLoads.failNext = false;
    throw new TypeError("Failed to fetch dynamically imported module");
  }
  return importOriginal();
});

const server = await startRecordingServer((req, res) => json(res, 200, { path: req.url.pathname }));
afterAll(() => server.close());
const base = { baseUrl: server.baseUrl, appToken: "app-123", origin: "shop.cantina.test" };

describe("the request code (openapi-fetch)", () => {
  it("loads with the first request, once for every client, and again after a failed load", async () => {
    const english = createClubClient(base);
    const italian = createClubClient({ ...base, language: "it" });
    expect(transportLoads.count).toBe(0);

    // A load that fails (a chunk the network lost) is a NetworkError, and nothing was sent.
    transportLoads.failNext = true;
    await expect(english.GET("/api/v2/club")).rejects.toBeInstanceOf(NetworkError);
    expect(server.requests).toHaveLength(0);
    expect(transportLoads.count).toBe(1);

    await Promise.all([
      english.GET("/api/v2/club"),
      italian.GET("/api/v2/club"),
      italian.GET("/api/v2/club"),
    ]);
    await english.GET("/api/v2/club");
    expect(transportLoads.count).toBe(2);
    expect(server.requests.map((request) => request.headers["accept-language"])).toEqual([
      "en",
      "it",
      "it",
      "en",
    ]);
  });
});
