#!/usr/bin/env node
// `npm start`: builds what the demo runs (not Storybook), then runs the reference platform (PGlite, seeded on first
// start) and the built storefront as two processes. The storefront's address is printed last, once both servers
// answer and the club's page is served with the club in it, so whoever opens it at once sees the club. Ctrl-C stops
// both and ends cleanly. PORT (storefront, 3000) and API_PORT (platform, 4000) move them; DATA_DIR moves the
// platform's PGlite folder (apps/api/.data/pglite; an empty one is seeded); --no-build skips the build. Its test,
// apps/web/scripts/npm-start.test.ts, starts it with all three on free ports and a temporary folder.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const webPort = portSetting("PORT", "3000");
const apiPort = portSetting("API_PORT", "4000");
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const storefrontUrl = `http://localhost:${webPort}`;
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * A port from the environment, its default when unset or empty (`PORT= npm start` must not mean port 0 or ""); anything
 * else that is not a port ends the demo at once with the setting named, not two minutes later with "did not serve".
 */
function portSetting(name, fallback) {
  const value = process.env[name]?.trim() || fallback;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    console.error(
      `${name}=${process.env[name]} is not a port: give a number from 1 to 65535, or leave it unset.`,
    );
    process.exit(2);
  }
  return String(port);
}

/** Runs a command quietly; its output is shown only if it fails. */
function quietly(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: process.env,
      ...options,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

async function build() {
  const started = Date.now();
  process.stdout.write("  Building the platform and the storefront… ");
  const turbo = join(root, "node_modules", ".bin", process.platform === "win32" ? "turbo.cmd" : "turbo");
  const { code, output } = await quietly(turbo, [
    "run",
    "build",
    "--filter=@club/api...",
    "--filter=@club/web...",
    "--output-logs=errors-only",
    "--no-daemon",
  ]);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colours from turbo's summary
  const plain = output.replace(/\u001b\[[0-9;]*m/g, "");
  if (code !== 0) {
    console.log("failed.\n");
    console.error(plain.trim());
    process.exit(code);
  }
  const tasks = plain.match(/Tasks:\s+(\d+) successful/)?.[1];
  const cached = plain.match(/Cached:\s+(\d+) cached/)?.[1];
  console.log(
    `done in ${seconds(started)}${tasks ? ` (${tasks} packages, ${cached ?? 0} from cache)` : ""}.`,
  );
}

if (!process.argv.includes("--no-build")) await build();
for (const entry of ["apps/api/dist/main.js", "apps/web/dist/server/main.js"])
  if (!existsSync(join(root, entry))) {
    console.error(`  ${entry} is missing: run without --no-build.`);
    process.exit(1);
  }

const children = [];
let stopping = false;
let ready = false;

/** Starts a server in its own process group (Ctrl-C reaches this script only, which stops it in order). */
function start(name, cwd, env, entry) {
  const child = spawn(process.execPath, ["--enable-source-maps", entry], {
    cwd: join(root, cwd),
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  // Named by server: errors always; other output (the platform logs at LOG_LEVEL=warn unless told otherwise) once
  // the demo is ready, so the start-up lines ("listening on …") do not bury the address.
  const relay = (stream, out, always) => {
    let pending = "";
    stream.on("data", (chunk) => {
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      if (always || ready) for (const line of lines) if (line.trim()) out.write(`  [${name}] ${line}\n`);
    });
  };
  relay(child.stdout, process.stdout, false);
  relay(child.stderr, process.stderr, true);
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`\n  The ${name} stopped (${signal ?? `exit code ${code}`}); stopping the demo.`);
      stop(code || 1);
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

process.on("SIGINT", () => {
  if (!stopping) console.log("\n  Stopping…");
  stop(0);
});
process.on("SIGTERM", () => stop(0));

/** The club's name once the storefront serves its page with the club inlined (what a visitor's first load gets). */
async function clubOnPage() {
  try {
    const response = await fetch(`${storefrontUrl}/en/`, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) return null;
    const html = await response.text();
    const content = html.match(/<meta name="club-bootstrap" content="([^"]*)"/)?.[1];
    const bootstrap = content ? JSON.parse(unescapeAttribute(content)) : null;
    return bootstrap?.club && bootstrap?.config
      ? (bootstrap.config.company?.name ?? bootstrap.club.title)
      : null;
  } catch {
    return null;
  }
}

/** An HTML attribute's text as React escapes it, back to the text. */
function unescapeAttribute(text) {
  return text.replace(
    /&(quot|amp|lt|gt|#x27|#39);/g,
    (_, name) => ({ quot: '"', amp: "&", lt: "<", gt: ">", "#x27": "'", "#39": "'" })[name],
  );
}

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

const started = Date.now();
process.stdout.write("  Starting the platform and the storefront… ");
start(
  "platform",
  "apps/api",
  {
    API_PORT: apiPort,
    STOREFRONT_URL: process.env.STOREFRONT_URL ?? storefrontUrl,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    // The storefront server is the only client: it forwards each visitor's address for the rate limits.
    TRUST_PROXY: "true",
  },
  "dist/main.js",
);
// The storefront logs a JSON line per request at LOG_LEVEL=info: the demo's terminal shows warnings and errors only.
start(
  "storefront",
  "apps/web",
  { PORT: webPort, API_ORIGIN: apiOrigin, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
  "dist/server/main.js",
);

// The first start seeds the demo clubs (a few seconds more).
const deadline = Date.now() + 120_000;
let club = null;
while (!stopping && Date.now() < deadline) {
  if ((await answers(`${apiOrigin}/health`)) && (await answers(`${storefrontUrl}/healthz`))) {
    club = await clubOnPage();
    if (club) break;
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
}
if (!stopping) {
  if (!club) {
    console.log("failed.\n");
    console.error(`  The storefront did not serve the club within 2 minutes (platform ${apiOrigin}).`);
    stop(1);
  } else {
    console.log(`ready in ${seconds(started)}.\n`);
    console.log("  Demo logins, test cards and coupon codes: README.md. Ctrl-C stops both servers.\n");
    console.log(`  ${club} is open at ${storefrontUrl}\n`);
    ready = true;
  }
}
