import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/** Starts `src/main.ts` as a real process; resolves with its ports once it listens (JSON log lines on stdout). */
async function startServer(env: NodeJS.ProcessEnv) {
  const entry = fileURLToPath(new URL("../src/main.ts", import.meta.url));
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: Array<Record<string, unknown>> = [];
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const ports = new Promise<{ api: number; metrics: number }>((resolve, reject) => {
    let api = 0;
    let buffer = "";
    child.stdout.on("data", (chunk) => {
      buffer += chunk;
      let end = buffer.indexOf("\n");
      while (end >= 0) {
        const line = JSON.parse(buffer.slice(0, end)) as Record<string, unknown>;
        buffer = buffer.slice(end + 1);
        lines.push(line);
        const msg = String(line.msg);
        if (msg.startsWith("club platform listening")) api = line.port as number;
        if (msg.startsWith("metrics on")) resolve({ api, metrics: line.port as number });
        end = buffer.indexOf("\n");
      }
    });
    child.on("exit", (code) => reject(new Error(`exited ${code} before listening: ${stderr}`)));
  });
  return { child, lines, ports: await ports };
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the API process on SIGTERM", { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), "club-api-shutdown-"));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("turns /readyz to 503, stops accepting, answers the request in flight, closes the pool and exits 0", async () => {
    const server = await startServer({
      NODE_ENV: "development",
      DATA_DIR: dataDir,
      API_PORT: "0",
      METRICS_PORT: "0",
      LOG_LEVEL: "info",
      SHUTDOWN_DRAIN_MS: "600",
      RELEASE_INTERVAL_MS: "0",
    });
    child = server.child;
    const { api, metrics } = server.ports;
    expect((await get(api, "/readyz")).status).toBe(200);
    // The metrics port answers; the API's port has no /metrics when a metrics port is set.
    expect((await get(metrics, "/metrics")).body).toContain("http_request_duration_seconds");
    expect((await get(api, "/metrics")).status).toBe(404);

    // A request in flight: its body is still arriving when the signal comes.
    const body = JSON.stringify({ email: "nobody@example.com", password: "not-the-password" });
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port: api,
          path: "/api/v2/auth/signin",
          method: "POST",
          agent: false,
          headers: {
            "Content-Type": "application/json",
            "Content-Length": Buffer.byteLength(body),
            "X-Club-Origin": `localhost:${api}`,
            "X-App-Token": "demo-castelvecchio",
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 1200);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const draining = await get(api, "/readyz");
    expect(draining).toEqual({ status: 503, body: JSON.stringify({ status: "draining" }) });
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(get(api, "/healthz")).rejects.toThrow(/ECONNREFUSED/);
    expect(await inFlight).toBe(401);
    const [code] = await exited;
    expect(code).toBe(0);
    const messages = server.lines.map((line) => line.msg);
    expect(messages).toContain("shutting down: not ready, finishing requests in flight");
    expect(messages.at(-1)).toBe("stopped");
  });
});
