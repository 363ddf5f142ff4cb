import { describe, expect, it } from "vitest";
import { createWebApp } from "./app";
import { fakePlatform, options } from "./test-fixtures";

const pageAndApi = [
  "http://shop.test/en/",
  "http://shop.test/api/v2/profile",
  "http://shop.test/assets/index-abc123.js",
];

describe("security headers", () => {
  const app = createWebApp(options(fakePlatform() as never));
  const trusting = createWebApp({
    ...options(fakePlatform() as never),
    clubHosts: ["shop.test", "vini.example"],
    trustProxy: 1,
  });

  it("every answer: nosniff, a referrer policy, no framing, no X-Powered-By", async () => {
    for (const url of [...pageAndApi, "http://shop.test/healthz", "http://shop.test/fr/missing"]) {
      const headers = (await app.request(url)).headers;
      expect(headers.get("x-content-type-options"), url).toBe("nosniff");
      expect(headers.get("referrer-policy"), url).toBe("strict-origin-when-cross-origin");
      expect(headers.get("x-frame-options"), url).toBe("DENY");
      expect(headers.get("cross-origin-opener-policy"), url).toBe("same-origin");
      expect(headers.get("x-powered-by"), url).toBeNull();
      expect(headers.get("server"), url).toBeNull();
    }
  });

  it("pages: a nonce'd CSP that forbids framing, plugins and foreign scripts", async () => {
    const csp = (await app.request("http://shop.test/en/")).headers.get("content-security-policy") ?? "";
    const directives = Object.fromEntries(
      csp.split(";").map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values.join(" ")];
      }),
    );
    expect(directives["frame-ancestors"]).toBe("'none'");
    expect(directives["object-src"]).toBe("'none'");
    expect(directives["base-uri"]).toBe("'self'");
    expect(directives["default-src"]).toBe("'self'");
    expect(directives["script-src"]).not.toContain("'unsafe-inline'");
    expect(directives["style-src"]).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  });

  it("HSTS only on https as told by a trusted proxy", async () => {
    const https = { headers: { "X-Forwarded-Proto": "https" } };
    for (const url of pageAndApi) {
      expect((await trusting.request(url, https)).headers.get("strict-transport-security"), url).toBe(
        "max-age=31536000; includeSubDomains",
      );
      // A client's own claim is not believed, and plain http never gets it.
      expect((await app.request(url, https)).headers.get("strict-transport-security"), url).toBeNull();
      expect(
        (await trusting.request(url, { headers: { "X-Forwarded-Proto": "http" } })).headers.get(
          "strict-transport-security",
        ),
        url,
      ).toBeNull();
    }
  });

  it("passes X-Forwarded-* on to the platform only from a trusted proxy", async () => {
    const headers = {
      "X-Forwarded-Host": "vini.example",
      "X-Forwarded-Proto": "https",
      "X-Forwarded-For": "6.6.6.6",
    };
    const direct = await (await app.request("http://shop.test/api/v2/profile", { headers })).json();
    expect(direct.forwarded).toEqual({ for: null, host: "shop.test", proto: "http" });
    const proxied = await (await trusting.request("http://shop.test/api/v2/profile", { headers })).json();
    expect(proxied.forwarded).toEqual({ for: "6.6.6.6", host: "vini.example", proto: "https" });
  });
});
