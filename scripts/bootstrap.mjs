#!/usr/bin/env node
// The README's two commands (`npm start`, `npm test`) must work on a fresh clone that has only Node.js and npm,
// so this script finds (or fetches through npm) the pinned pnpm, installs the workspace, then runs the task.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createTally, failureLines, totalLine } from "./test-totals.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pinned = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).packageManager.split("@")[1];

const tasks = {
  // Every check CI runs: contract up to date, build, lint, types, unit/integration tests, end-to-end.
  test: ["run", "test:all"],
  // The demo (scripts/demo.mjs), started directly: no package-manager layer between Ctrl-C and the demo.
  start: null,
};

function findPnpm() {
  try {
    const version = execFileSync("pnpm", ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    if (version.split(".")[0] === pinned.split(".")[0]) return ["pnpm"];
  } catch {
    // not installed: fall through to npm exec
  }
  return ["npm", "exec", "--yes", `pnpm@${pinned}`, "--"];
}

/** Installs the workspace, showing pnpm's output only if it fails. */
function install(command, args) {
  const [bin, ...pre] = command;
  const started = Date.now();
  process.stdout.write("  Installing dependencies… ");
  const result = spawnSync(bin, [...pre, ...args], { cwd: root, env: process.env, encoding: "utf8" });
  if (result.status !== 0) {
    console.log("failed.\n");
    process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}${result.error?.message ?? ""}\n`);
    process.exit(result.status ?? 1);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

function run(command, args) {
  const [bin, ...pre] = command;
  const result = spawnSync(bin, [...pre, ...args], { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Streams a command's output and adds up Vitest's closing lines, so a run ends with one total.
function runCounting(command, args) {
  const [bin, ...pre] = command;
  return new Promise((resolve) => {
    const child = spawn(bin, [...pre, ...args], {
      cwd: root,
      env: process.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const tally = createTally();
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      tally.scan(chunk);
    });
    child.stderr.on("data", (chunk) => {
      process.stderr.write(chunk);
      tally.scan(chunk);
    });
    child.on("close", (code) => {
      tally.end();
      resolve({ code: code ?? 1, totals: tally.totals, failures: tally.failures });
    });
  });
}

const task = process.argv[2];
if (!(task in tasks)) {
  console.error(`usage: bootstrap.mjs ${Object.keys(tasks).join("|")}`);
  process.exit(2);
}
const pnpm = findPnpm();
const frozen = existsSync(join(root, "pnpm-lock.yaml")) ? ["--frozen-lockfile"] : [];
install(pnpm, ["install", ...frozen]);
if (task === "start") {
  // Ctrl-C reaches the whole terminal group: the demo stops its servers and exits 0, and so must this script
  // (its caller, npm, would otherwise report the interrupted command as failed).
  process.on("SIGINT", () => undefined);
  const demo = spawnSync(process.execPath, [join(root, "scripts", "demo.mjs"), ...process.argv.slice(3)], {
    cwd: root,
    stdio: "inherit",
    env: process.env,
  });
  process.exit(demo.status ?? 0);
}
if (task === "test") {
  const { code, totals, failures } = await runCounting(pnpm, tasks.test);
  console.log("");
  for (const line of failureLines(failures)) console.log(line);
  console.log(totalLine("tests", totals));
  process.exit(code);
}
run(pnpm, tasks[task]);
