import { get } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { parseTrustProxy, trustedProxy } from "./trusted-proxy.js";

const request = (remoteAddress: string | undefined, forwardedFor?: string) => ({
  remoteAddress,
  forwardedFor,
});

describe("TRUST_PROXY's values", () => {
  it("reads false, true (one hop), a hop count and a list of addresses and ranges", () => {
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
    expect(parseTrustProxy("no")).toBe(false);
    expect(parseTrustProxy("true")).toBe(1);
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("10.0.0.0/8, 192.168.1.7,::1")).toEqual(["10.0.0.0/8", "192.168.1.7", "::1"]);
    expect(parseTrustProxy("loopback")).toEqual(["loopback"]);
  });

  it("refuses an entry that is not an address or range", () => {
    expect(() => parseTrustProxy("maybe")).toThrow(/"maybe" is not an address/);
    expect(() => parseTrustProxy("10.0.0.0/8, 10.0.0.300")).toThrow(/"10.0.0.300"/);
  });
});

describe("the client address", () => {
  it("is the socket's peer when no hop is trusted, whatever X-Forwarded-For claims", () => {
    expect(trustedProxy(false).clientAddress(request("198.51.100.7", "6.6.6.6"))).toBe("198.51.100.7");
  });

  it("with a hop count, is the rightmost address the trusted hops did not add", () => {
    const one = trustedProxy(1);
    // The load balancer (10.0.0.2) appended the visitor's address to what the visitor claimed.
    expect(one.clientAddress(request("10.0.0.2", "6.6.6.6, 203.0.113.9"))).toBe("203.0.113.9");
    expect(one.clientAddress(request("10.0.0.2"))).toBe("10.0.0.2");
    expect(trustedProxy(2).clientAddress(request("10.0.0.3", "6.6.6.6, 203.0.113.9, 10.0.0.2"))).toBe(
      "203.0.113.9",
    );
  });

  it("with a list, stops at the first hop outside it (rightmost untrusted)", () => {
    const lan = trustedProxy(parseTrustProxy("10.0.0.0/8"));
    expect(lan.clientAddress(request("10.0.0.3", "6.6.6.6, 203.0.113.9, 10.0.0.2"))).toBe("203.0.113.9");
    // A client reaching the server directly is its own address, rotating X-Forwarded-For or not.
    expect(lan.clientAddress(request("203.0.113.9", "10.0.0.1"))).toBe("203.0.113.9");
    // An IPv4 peer as an IPv6 socket reports it.
    expect(lan.clientAddress(request("::ffff:10.0.0.3", "203.0.113.9"))).toBe("203.0.113.9");
  });

  it("is unknown in-process (no socket) unless a trusted hop names it", () => {
    expect(trustedProxy(false).clientAddress(request(undefined, "6.6.6.6"))).toBe("unknown");
    expect(trustedProxy(1).clientAddress(request(undefined, "203.0.113.9"))).toBe("203.0.113.9");
  });
});

describe("a forwarding header (X-Forwarded-Host, -Proto)", () => {
  it("is the trusted hop's value, not one the client put before it", () => {
    const one = trustedProxy(1);
    expect(one.forwardedValue(request("10.0.0.2", "203.0.113.9"), "evil.example, shop.example")).toBe(
      "shop.example",
    );
    expect(one.forwardedValue(request("10.0.0.2"), "shop.example")).toBe("shop.example");
  });

  it("is not believed from a peer that is not trusted", () => {
    const lan = trustedProxy(["10.0.0.0/8"]);
    expect(lan.forwardedValue(request("203.0.113.9"), "evil.example")).toBeUndefined();
    expect(trustedProxy(false).forwardedValue(request("10.0.0.2"), "evil.example")).toBeUndefined();
    expect(lan.forwardedValue(request("10.0.0.2"), "shop.example")).toBe("shop.example");
  });
});

describe("under @hono/node-server", () => {
  it("reads the socket's peer from c.env.incoming", async () => {
    const app = new Hono<{ Bindings: { incoming: { socket: { remoteAddress?: string } } } }>();
    const lan = trustedProxy(["127.0.0.2"]);
    app.get("/", (c) =>
      c.text(
        lan.clientAddress({
          remoteAddress: c.env.incoming.socket.remoteAddress,
          forwardedFor: c.req.header("x-forwarded-for"),
        }),
      ),
    );
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    // Loopback answers on every 127.x address: each connection comes from the address it binds.
    const from = (localAddress: string) =>
      new Promise<string>((resolve, reject) => {
        const headers = { "x-forwarded-for": "203.0.113.9" };
        get({ host: "127.0.0.1", port, localAddress, headers }, async (response) => {
          let text = "";
          for await (const chunk of response) text += chunk;
          resolve(text);
        }).on("error", reject);
      });
    try {
      // From the trusted proxy's address the visitor it names; from any other the socket's own.
      expect(await from("127.0.0.2")).toBe("203.0.113.9");
      expect(await from("127.0.0.3")).toBe("127.0.0.3");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
