import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/** A platform whose /api/v2/slow answers after a second: a proxied request still in flight at SIGTERM. */
async function slowPlatform(): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === "/health") return res.end('{"status":"ok"}');
    setTimeout(() => res.end(JSON.stringify({ answered: req.url })), 1000);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return server;
}

describe("the web server process on SIGTERM", { timeout: 60_000 }, () => {
  let platform: Server | undefined;
  afterAll(() => platform?.close());

  it("turns /readyz to 503, stops accepting, finishes the proxied request in flight and exits 0", async () => {
    platform = await slowPlatform();
    const apiOrigin = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
    const entry = fileURLToPath(new URL("./main.ts", import.meta.url));
    const child = spawn(process.execPath, ["--import", "tsx", entry], {
      env: {
        ...process.env,
        NODE_ENV: "development",
        PORT: "0",
        HOST: "127.0.0.1",
        API_ORIGIN: apiOrigin,
        LOG_LEVEL: "info",
        SHUTDOWN_DRAIN_MS: "500",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const messages: string[] = [];
    const listening = new Promise<number>((resolve) => {
      createInterface({ input: child.stdout }).on("line", (text) => {
        const line = JSON.parse(text) as { msg: string; port?: number };
        messages.push(line.msg);
        if (line.msg.startsWith("storefront listening")) resolve(line.port!);
      });
    });
    const base = `http://127.0.0.1:${await listening}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    const inFlight = fetch(`${base}/api/v2/slow`).then(async (response) => ({
      status: response.status,
      body: await response.json(),
    }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const draining = await fetch(`${base}/readyz`, { headers: { Connection: "close" } });
    expect(draining.status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(fetch(`${base}/healthz`, { headers: { Connection: "close" } })).rejects.toThrow();
    expect(await inFlight).toEqual({ status: 200, body: { answered: "/api/v2/slow" } });
    const [code] = await exited;
    expect(code).toBe(0);
    expect(messages).toContain("shutting down: not ready, finishing requests in flight");
    expect(messages.at(-1)).toBe("stopped");
  });
});
