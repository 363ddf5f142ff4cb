// The platform (apps/api, PGlite in a temporary folder) and the built web server, started as the demo runs them,
// for the reports that load pages in a browser (budgets.mjs, long-tasks.mjs, bench.mjs, soak.mjs). Run after
// `pnpm build`.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Starts both servers and waits until they answer; `stop()` ends them and removes the platform's data. With
 * `production`, the web server runs as in production (React's production build, `/metrics` behind `metricsToken`)
 * with a rotated app token for the demo's estate, since production refuses demo tokens; the platform stays the demo.
 * `webRoot` and `apiRoot` name another checkout's built apps (default: this checkout's `apps/web`, and the `apps/api`
 * beside `webRoot`), so a report can measure an earlier build beside this one.
 */
export async function startMeasuredServers({
  production = false,
  metricsToken,
  web = {},
  webRoot = root,
  apiRoot = join(webRoot, "..", "api"),
} = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "club-measured-"));
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const appToken = production ? await rotatedAppToken(apiRoot, dataDir) : undefined;
  const children = [
    start(apiRoot, "dist/main.js", {
      API_PORT: apiPort,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    }),
    start(
      webRoot,
      "dist/server/main.js",
      {
        PORT: webPort,
        HOST: "127.0.0.1",
        API_ORIGIN: `http://127.0.0.1:${apiPort}`,
        ...(production
          ? { APP_TOKEN: appToken, CLUB_HOSTS: "127.0.0.1:*,localhost:*", LOG_LEVEL: "warn" }
          : {}),
        ...(metricsToken ? { METRICS_TOKEN: metricsToken } : {}),
        ...web,
      },
      production ? "production" : "development",
    ),
  ];
  const stop = async () => {
    for (const child of children) child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/health`);
    await waitFor(`http://127.0.0.1:${webPort}/healthz`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base: `http://localhost:${webPort}`, webPort, webPid: children[1].pid, stop };
}

/** Seeds the demo into `dataDir` and issues the estate a new (non-demo) app token, printed once by `club token`. */
async function rotatedAppToken(api, dataDir) {
  const env = { ...process.env, NODE_ENV: "development", DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  const run = (entry, args = []) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [entry, ...args], { cwd: api, env });
      let out = "";
      child.stdout.on("data", (chunk) => {
        out += chunk;
      });
      child.on("error", reject);
      child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`${entry} exited ${code}`))));
    });
  await run("dist/seed-demo-cli.js");
  const token = (await run("dist/club-cli.js", ["token", "castelvecchio"])).match(/: (\S+)\s*$/)?.[1];
  if (!token) throw new Error("club token printed no token");
  return token;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function start(cwd, entry, env, nodeEnv = "development") {
  if (!existsSync(join(cwd, entry))) throw new Error(`${join(cwd, entry)} is missing: run pnpm build first`);
  return spawn(process.execPath, [entry], {
    cwd,
    // The demo's settings (PGlite, the dev mailbox) are refused in production, and a library imported here may set
    // NODE_ENV=production in this process: the servers measured run as the demo does.
    env: {
      ...process.env,
      NODE_ENV: nodeEnv,
      ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)])),
    },
    stdio: process.env.BUDGETS_DEBUG ? "inherit" : "ignore",
  });
}

async function waitFor(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}
