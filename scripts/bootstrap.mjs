#!/usr/bin/env node
// The README's two commands (`npm start`, `npm test`) must work on a fresh clone that has only Node.js and npm,
// so this script finds (or fetches through npm) the pinned pnpm, installs the workspace, then runs the task.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pinned = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).packageManager.split("@")[1];

const tasks = {
  // Every check CI runs: contract up to date, build, lint, types, unit/integration tests, end-to-end.
  test: [["run", "test:all"]],
  start: [["run", "demo"]],
};

function findPnpm() {
  try {
    const version = execFileSync("pnpm", ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    if (version.split(".")[0] === pinned.split(".")[0]) return ["pnpm"];
  } catch {
    // not installed: fall through to npm exec
  }
  return ["npm", "exec", "--yes", `pnpm@${pinned}`, "--"];
}

function run(command, args) {
  const [bin, ...pre] = command;
  const result = spawnSync(bin, [...pre, ...args], { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const task = process.argv[2];
if (!tasks[task]) {
  console.error(`usage: bootstrap.mjs ${Object.keys(tasks).join("|")}`);
  process.exit(2);
}
const pnpm = findPnpm();
const frozen = existsSync(join(root, "pnpm-lock.yaml")) ? ["--frozen-lockfile"] : [];
run(pnpm, ["install", ...frozen]);
for (const args of tasks[task]) run(pnpm, args);
