import { describe, expect, it } from "vitest";
import { createPlatformReader } from "./platform";

describe("the platform reader", () => {
  it("answers a host that is a URL (a forged Host) as no club, without calling the platform", async () => {
    const calls: string[] = [];
    const reader = createPlatformReader({
      apiOrigin: "http://127.0.0.1:9",
      appToken: "demo-castelvecchio",
      timeoutMs: 1000,
      fetch: async (input) => {
        calls.push(String(input instanceof Request ? input.url : input));
        return new Response("{}", { status: 400 });
      },
    });
    expect(await reader.read("https://shop.example.com", "en")).toEqual({
      config: null,
      theme: null,
      style: null,
      club: null,
      meta: null,
    });
    expect(calls).toEqual([]);
  });
});
