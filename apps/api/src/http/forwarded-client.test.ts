import { parseTrustProxy } from "@club/server-kit";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address.js";

/** The address the platform keys a request's rate limits on, as a request from `peer` would have it. */
async function clientOf(trust: string, peer: string, forwardedFor?: string): Promise<string> {
  const app = new Hono();
  app.get("/", (c) => c.text(clientAddress(c, parseTrustProxy(trust))));
  const headers: Record<string, string> = forwardedFor ? { "X-Forwarded-For": forwardedFor } : {};
  const response = await app.request("/", { headers }, { incoming: { socket: { remoteAddress: peer } } });
  return response.text();
}

describe("the client address the platform's rate limits see", () => {
  it("trusting one hop (the storefront server), is the address that hop forwarded", async () => {
    expect(await clientOf("1", "10.0.0.5", "203.0.113.9")).toBe("203.0.113.9");
    // What the visitor claimed before the hop's own entry never chooses the bucket.
    expect(await clientOf("true", "10.0.0.5", "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
  });

  it("trusting the storefront's address only, a client reaching the platform directly is its own address", async () => {
    for (const claimed of ["1.1.1.1", "2.2.2.2", "10.0.0.5"])
      expect(await clientOf("10.0.0.5/32", "198.51.100.7", claimed)).toBe("198.51.100.7");
    expect(await clientOf("10.0.0.5/32", "10.0.0.5", "198.51.100.7")).toBe("198.51.100.7");
  });

  it("behind a load balancer and the storefront (two hops), is the visitor, not the balancer", async () => {
    // The storefront (10.0.0.5) appended its peer, the balancer (10.0.0.2), to the balancer's chain.
    expect(await clientOf("10.0.0.0/8", "10.0.0.5", "6.6.6.6, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
    expect(await clientOf("2", "10.0.0.5", "6.6.6.6, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
  });

  it("trusting no proxy, is the socket's peer whatever the header says", async () => {
    expect(await clientOf("false", "198.51.100.7", "203.0.113.9")).toBe("198.51.100.7");
  });
});
