#!/usr/bin/env node
// `npm start`: builds the workspace, then runs the reference platform (PGlite, seeded on first start) and the
// built storefront as two processes: http://localhost:3000 (PORT to change). Ctrl-C stops both cleanly.
import { spawn, spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const webPort = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "4000";
const apiOrigin = `http://127.0.0.1:${apiPort}`;

if (!process.argv.includes("--no-build")) {
  const build = spawnSync(
    // `pnpm run` puts node_modules/.bin (turbo) on the PATH, whichever pnpm started us.
    "turbo",
    ["run", "build", "--filter=@club/api...", "--filter=@club/web..."],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
let stopping = false;

function start(name, cwd, env, entry = "dist/main.js") {
  const child = spawn(process.execPath, ["--enable-source-maps", entry], {
    cwd: join(root, cwd),
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the demo`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (!alive.length) process.exit(code);
  let left = alive.length;
  for (const child of alive) {
    child.once("exit", () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
    child.kill("SIGTERM");
  }
  setTimeout(() => {
    for (const child of alive) if (child.exitCode === null) child.kill("SIGKILL");
    process.exit(code);
  }, 12_000).unref();
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

start("platform", "apps/api", {
  API_PORT: apiPort,
  STOREFRONT_URL: process.env.STOREFRONT_URL ?? `http://localhost:${webPort}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
  // The storefront server is the only client: it forwards each visitor's address for the rate limits.
  TRUST_PROXY: "true",
});
start("storefront", "apps/web", { PORT: webPort, API_ORIGIN: apiOrigin }, "dist/server/main.js");
console.log(`\n  Club storefront: http://localhost:${webPort}   (platform: ${apiOrigin})\n`);
