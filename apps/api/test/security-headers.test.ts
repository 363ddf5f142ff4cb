import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./platform.js";

describe("the platform's security headers", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform("pglite", {}, { trustProxy: 1 });
  });
  afterAll(() => platform?.close());

  it("answers data that nothing may load, run, frame or sniff, with no X-Powered-By", async () => {
    for (const path of ["/api/v2/club", "/api/v2/no-such-thing", "/healthz"]) {
      const response = await platform.fetch(path);
      const headers = response.headers;
      expect(headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      );
      expect(headers.get("x-frame-options")).toBe("DENY");
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe("no-referrer");
      expect(headers.get("x-powered-by")).toBeNull();
      expect(headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("sends HSTS only when a trusted proxy says the browser's connection was https", async () => {
    const https = await platform.fetch("/api/v2/club", { headers: { "X-Forwarded-Proto": "https" } });
    expect(https.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const http = await platform.fetch("/api/v2/club", { headers: { "X-Forwarded-Proto": "http" } });
    expect(http.headers.get("strict-transport-security")).toBeNull();
    // The client's own claim before the trusted hop's value is not believed.
    const claimed = await platform.fetch("/api/v2/club", { headers: { "X-Forwarded-Proto": "https, http" } });
    expect(claimed.headers.get("strict-transport-security")).toBeNull();
  });

  it("keeps a page's own policy: the dev mailbox may not be framed", async () => {
    const mailbox = await platform.fetch("/dev/mailbox");
    expect(mailbox.headers.get("content-type")).toContain("text/html");
    expect(mailbox.headers.get("content-security-policy")).toBe(
      "frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    );
    expect(mailbox.headers.get("x-frame-options")).toBe("DENY");
  });
});
