import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebApp } from "./app";
import { createObservability } from "./observability";
import { options } from "./test-fixtures";

// A platform over real HTTP: the proxy's own client (undici's fetch) is what refused `Expect`, so no fake fetch here.
let platform: Server;
let apiOrigin: string;
const received: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  platform = createServer((req, res) => {
    received.push(req.headers);
    req.resume();
    req.on("end", () => {
      res.writeHead(200, {
        "Content-Type": "application/json",
        Connection: "keep-alive, X-Platform-Hop",
        "Keep-Alive": "timeout=30",
        "X-Platform-Hop": "internal",
        "Proxy-Authenticate": "Basic",
      });
      res.end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((resolve) => platform.listen(0, "127.0.0.1", resolve));
  apiOrigin = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => platform.close(resolve)));

const webApp = (extra: Partial<ReturnType<typeof options>> = {}) => {
  const observability = createObservability({ level: "silent" });
  const app = createWebApp({ ...options(globalThis.fetch), apiOrigin, observability, ...extra });
  const proxyErrors = async () =>
    (await observability.registry.getSingleMetric("proxy_errors_total")?.get())?.values ?? [];
  return { app, proxyErrors };
};

describe("the /api proxy's requests", () => {
  it("passes `Expect: 100-continue` as a plain request: no 502, no platform error counted", async () => {
    const { app, proxyErrors } = webApp();
    const response = await app.request("http://shop.test/api/v2/auth/signin", {
      method: "POST",
      headers: { "Content-Type": "application/json", Expect: "100-continue" },
      body: JSON.stringify({ email: "a@example.com", password: "x" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await proxyErrors()).toEqual([]);
    expect(received.at(-1)?.expect).toBeUndefined();
  });

  it("leaves out the hop-by-hop headers and every header Connection names", async () => {
    const { app } = webApp();
    const response = await app.request("http://shop.test/api/v2/club", {
      headers: {
        Connection: "X-Client-Hop",
        "X-Client-Hop": "secret",
        TE: "trailers",
        Trailer: "X-Checksum",
        Upgrade: "websocket",
        "Keep-Alive": "timeout=5",
        "Proxy-Authorization": "Basic c2VjcmV0",
        "Proxy-Connection": "keep-alive",
        "X-Kept": "yes",
      },
    });
    expect(response.status).toBe(200);
    const headers = received.at(-1)!;
    for (const name of [
      "x-client-hop",
      "te",
      "trailer",
      "upgrade",
      "keep-alive",
      "proxy-authorization",
      "proxy-connection",
    ])
      expect(headers[name], name).toBeUndefined();
    expect(headers["x-kept"]).toBe("yes");
  });
});

describe("the /api proxy's answers", () => {
  let web: ReturnType<typeof serve>;
  let port: number;
  beforeAll(async () => {
    web = serve({ fetch: webApp().app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => web.once("listening", resolve));
    port = (web.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => web.close(resolve)));

  it("carry none of the platform's hop-by-hop headers: the browser's `Connection: close` holds", async () => {
    const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
      request(
        { host: "127.0.0.1", port, path: "/api/v2/club", headers: { Connection: "close" } },
        (response) => {
          response.resume();
          resolve(response.headers);
        },
      )
        .on("error", reject)
        .end();
    });
    expect(headers.connection).toBe("close");
    expect(headers["keep-alive"]).toBeUndefined();
    expect(headers["x-platform-hop"]).toBeUndefined();
    expect(headers["proxy-authenticate"]).toBeUndefined();
    expect(headers["content-type"]).toBe("application/json");
  });
});
