import { once } from "node:events";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { gracefulShutdown } from "./shutdown.js";

describe("gracefulShutdown", () => {
  it("turns readiness false, waits, stops accepting, answers the request in flight, then cleans up and exits 0", async () => {
    const events: string[] = [];
    const state = { draining: false };
    const server = createServer((req, res) => {
      if (req.url === "/slow") setTimeout(() => res.end("done"), 300);
      else res.end(state.draining ? "draining" : "ready");
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    const get = (path: string) =>
      new Promise<string>((resolve, reject) => {
        const req = request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
          let body = "";
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () => resolve(body));
        });
        req.on("error", reject);
        req.end();
      });
    let exited: (code: number) => void = () => {};
    const exitCode = new Promise<number>((resolve) => {
      exited = resolve;
    });
    const stop = gracefulShutdown({
      servers: [server],
      state,
      drainMs: 150,
      timeoutMs: 5000,
      signals: [],
      log: (_fields, message) => events.push(message),
      cleanup: () => {
        events.push("cleanup");
      },
      exit: (code) => exited(code),
    });

    const slow = get("/slow");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = stop("test");
    // Draining: still accepting, but not ready.
    expect(await get("/readyz")).toBe("draining");
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(get("/readyz")).rejects.toThrow(/ECONNREFUSED/);
    expect(await slow).toBe("done");
    await stopped;
    expect(await exitCode).toBe(0);
    expect(events).toEqual(["shutting down: not ready, finishing requests in flight", "cleanup", "stopped"]);
  });

  it("exits 1 when a request never ends", async () => {
    const server = createServer(() => {});
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    request({ host: "127.0.0.1", port, path: "/", agent: false })
      .on("error", () => {})
      .end();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const code = await new Promise<number>((resolve) => {
      void gracefulShutdown({
        servers: [server],
        state: { draining: false },
        drainMs: 0,
        timeoutMs: 200,
        signals: [],
        log: () => {},
        exit: resolve,
      })("test");
    });
    expect(code).toBe(1);
    server.closeAllConnections();
  });
});
