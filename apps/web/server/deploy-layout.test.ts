import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseTrustProxy } from "@club/server-kit";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebApp } from "./app";
import { options } from "./test-fixtures";

// The deploy guide's layout on one machine: a load balancer (a few lines of node:http doing what nginx does:
// append its peer to X-Forwarded-For, pass the Host on) → this storefront server → the built platform (its own
// process, on its own PGlite folder). Every party has its own loopback address, as machines on a network would:
// visitors 127.0.0.10 and .11, attackers .20 and .21, the balancer .2; the storefront server reaches the platform from
// 127.0.0.1. turbo builds the platform before this package's tests.
const apiRoot = fileURLToPath(new URL("../../api", import.meta.url));
const LB = "127.0.0.2";
const VISITOR_A = "127.0.0.10";
const VISITOR_B = "127.0.0.11";
const ATTACKER = "127.0.0.20";
// The demo members the platform seeds (their passwords are in the README).
const DEMO_MEMBERS = {
  giulia: { email: "giulia.rossi@example.com", password: "vendemmia2026" },
  marco: { email: "marco.bianchi@example.com", password: "sangiovese2026" },
};

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request over its own connection, from `from`. */
function send(
  port: number,
  from: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        localAddress: from,
        method: init.method ?? "GET",
        headers: init.headers,
      },
      async (res) => {
        let body = "";
        for await (const chunk of res) body += chunk;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const listening = async (server: Server) => {
  if (!server.listening) await once(server, "listening");
  return (server.address() as AddressInfo).port;
};

/** A load balancer in front: `/api/*` to `api` (the platform, or the storefront that proxies it), the rest to `web`. */
async function loadBalancer(targets: { web: number; api: number }): Promise<Server> {
  const server = createServer((req, res) => {
    const peer = req.socket.remoteAddress!;
    const chain = req.headers["x-forwarded-for"];
    const upstream = request(
      {
        host: "127.0.0.1",
        port: req.url?.startsWith("/api/") ? targets.api : targets.web,
        localAddress: LB,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          "x-forwarded-for": chain ? `${chain}, ${peer}` : peer,
          "x-forwarded-host": req.headers.host,
          "x-forwarded-proto": "http",
          connection: "close",
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.listen(0, "127.0.0.1");
  await listening(server);
  return server;
}

interface Platform {
  port: number;
  stop(): Promise<void>;
}

async function startPlatform(trustProxy: string): Promise<Platform> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "club-deploy-layout-"));
  const child: ChildProcess = spawn(process.execPath, ["dist/main.js"], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      API_PORT: String(port),
      API_HOST: "127.0.0.1",
      DATA_DIR: join(dataDir, "pglite"),
      LOG_LEVEL: "warn",
      TRUST_PROXY: trustProxy,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the platform exited (${child.exitCode}): ${stderr}`);
    const ready = await send(port, "127.0.0.1", "/readyz").catch(() => null);
    if (ready?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`the platform did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = once(child, "exit");
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A storefront server in front of the platform, listening on 127.0.0.1. */
async function startStorefront(platformPort: number, trustProxy: string) {
  const app = createWebApp({
    ...options(globalThis.fetch),
    apiOrigin: `http://127.0.0.1:${platformPort}`,
    trustProxy: parseTrustProxy(trustProxy),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
  return { server, port: await listening(server) };
}

const close = (server: Server | undefined) =>
  new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

/** A sign-in sent from `from` to `port`, as the storefront's SDK sends it (the club named by its page's host). */
function signIn(
  port: number,
  from: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return send(port, from, "/api/v2/auth/signin", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Club-Origin": `127.0.0.1:${port}`,
      "X-App-Token": "demo-castelvecchio",
      ...headers,
    },
    body: JSON.stringify({ email, password }),
  });
}

/** Ten wrong passwords and then 90 more: the first ten answered 401, the rest refused. */
async function hundredBadSignIns(
  port: number,
  from: string,
  email: string,
  headers?: (i: number) => Record<string, string>,
) {
  const statuses: number[] = [];
  for (let i = 0; i < 100; i++)
    statuses.push((await signIn(port, from, email, "wrong-guess", headers?.(i))).status);
  return statuses;
}

describe.each([
  { trusted: "by address", web: LB, platform: `127.0.0.1,${LB}` },
  { trusted: "by hop count", web: "1", platform: "1" },
])("load balancer → storefront → platform, proxies trusted $trusted", { timeout: 180_000 }, (layout) => {
  let platform: Platform;
  let storefront: Awaited<ReturnType<typeof startStorefront>>;
  let throughStorefront: Server;
  let straightToPlatform: Server;
  beforeAll(async () => {
    platform = await startPlatform(layout.platform);
    storefront = await startStorefront(platform.port, layout.web);
    // The guide's two routings of /api: through the storefront's proxy, or straight to the platform's service.
    throughStorefront = await loadBalancer({ web: storefront.port, api: storefront.port });
    straightToPlatform = await loadBalancer({ web: storefront.port, api: platform.port });
  }, 180_000);
  afterAll(async () => {
    await Promise.all([close(throughStorefront), close(straightToPlatform), close(storefront?.server)]);
    await platform?.stop();
  });

  it("100 bad sign-ins from visitor A do not lock visitor B out", async () => {
    const port = await listening(throughStorefront);
    const { giulia } = DEMO_MEMBERS;
    const statuses = await hundredBadSignIns(port, VISITOR_A, giulia.email);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(new Set(statuses.slice(10))).toEqual(new Set([429]));
    const b = await signIn(port, VISITOR_B, giulia.email, giulia.password);
    expect(b.status).toBe(200);
    expect(JSON.parse(b.body).token).toEqual(expect.any(String));
  });

  it("rotating X-Forwarded-For through the load balancer cannot escape an exhausted bucket", async () => {
    const port = await listening(straightToPlatform);
    const { marco } = DEMO_MEMBERS;
    const statuses = await hundredBadSignIns(port, ATTACKER, marco.email, (i) => ({
      "X-Forwarded-For": `198.51.100.${i}`,
    }));
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(429);
    // The member, from their own address, is not refused.
    expect((await signIn(port, VISITOR_B, marco.email, marco.password)).status).toBe(200);
  });

  it.runIf(layout.trusted === "by address")(
    "rotating X-Forwarded-For straight to the platform cannot escape: only the proxies' addresses are believed",
    async () => {
      const email = "nessuno@example.com";
      // Another machine than the one before, whose address already spent its sign-ins.
      const statuses = await hundredBadSignIns(platform.port, "127.0.0.21", email, (i) => ({
        "X-Forwarded-For": `198.51.100.${i}`,
      }));
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.at(-1)).toBe(429);
    },
  );
});

describe("visitors → storefront → platform (no load balancer)", { timeout: 180_000 }, () => {
  let platform: Platform;
  let storefront: Awaited<ReturnType<typeof startStorefront>>;
  beforeAll(async () => {
    // The platform trusts the storefront's address; the storefront trusts no one (clients reach it directly).
    platform = await startPlatform("127.0.0.1");
    storefront = await startStorefront(platform.port, "false");
  }, 180_000);
  afterAll(async () => {
    await close(storefront?.server);
    await platform?.stop();
  });

  it("100 bad sign-ins from visitor A, rotating X-Forwarded-For, do not lock visitor B out", async () => {
    const { giulia } = DEMO_MEMBERS;
    const statuses = await hundredBadSignIns(storefront.port, VISITOR_A, giulia.email, (i) => ({
      "X-Forwarded-For": `198.51.100.${i}`,
    }));
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(429);
    expect((await signIn(storefront.port, VISITOR_B, giulia.email, giulia.password)).status).toBe(200);
  });
});
