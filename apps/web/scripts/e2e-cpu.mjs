#!/usr/bin/env node
// Runs a command (by default the e2e suite) and reports the CPU time its processes used, split by kind: Chromium
// (browser, renderers, the rest), the Vitest workers, the platforms, the storefront servers, the rest. Wall time on a
// machine shared with other work says little; CPU-seconds say how much work the run is, and so what it would take
// on idle cores (CPU-seconds ÷ cores is the floor of the wall time).
//
//   node scripts/e2e-cpu.mjs [-- command args…]     (from apps/web; the default command is the e2e suite)
//
// How: /proc is sampled every 200 ms; every process descended from the command is followed by pid and start time
// (also once it is orphaned: a worker that exits leaves its Chromium to init) and its last seen utime+stime kept.
// A process living less than a sample is missed. (The kernel's children times are no total here: Chromium's
// processes, orphaned at a worker's exit, are reaped by init and never counted in this script's.)
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";

const TICKS = 100; // USER_HZ on Linux
const args = process.argv.indexOf("--");
const command =
  args >= 0 ? process.argv.slice(args + 1) : ["pnpm", "exec", "vitest", "run", "-c", "e2e/vitest.config.ts"];

const stat = (pid) => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    // After the comm: state(0) ppid(1) … utime(11) stime(12) … starttime(19)
    return {
      ppid: Number(fields[1]),
      cpu: Number(fields[11]) + Number(fields[12]),
      start: fields[19],
    };
  } catch {
    return undefined;
  }
};

const cmdline = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
  } catch {
    return "";
  }
};

const kind = (line) => {
  if (/chrom(e|ium)/.test(line)) {
    if (line.includes("--type=renderer")) return "chromium renderers";
    if (line.includes("--type=")) return "chromium other (gpu, network, utility)";
    return "chromium browser";
  }
  if (line.includes("vitest")) return "vitest (journeys, axe driver)";
  if (/apps\/api|dist\/main\.js/.test(line)) return "platforms";
  if (line.includes("dist/server/main.js")) return "storefront servers";
  return "other (pnpm, seeding, helpers)";
};

/** Followed processes: `${pid}:${start}` → { kind, cpu }. */
const followed = new Map();
const started = Date.now();
const loads = [loadavg()[0]];
// Each journey file's CPU (its worker's process tree while it ran: journeys, Chromium, its own platforms), written by
// e2e/setup/file-cpu.ts.
const fileCpu = join(mkdtempSync(join(tmpdir(), "e2e-cpu-")), "files.jsonl");
const child = spawn(command[0], command.slice(1), {
  stdio: "inherit",
  env: { ...process.env, E2E_FILE_CPU: fileCpu },
});

const sample = () => {
  const parents = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(name);
    if (s) parents.set(Number(name), s);
  }
  const known = new Set([process.pid]);
  for (const key of followed.keys()) known.add(Number(key.split(":")[0]));
  // Descendants of this script (parents before children: repeat until nothing new).
  let grown = true;
  while (grown) {
    grown = false;
    for (const [pid, s] of parents) {
      const key = `${pid}:${s.start}`;
      if (followed.has(key) || !known.has(s.ppid)) continue;
      followed.set(key, { kind: kind(cmdline(pid)), cpu: s.cpu });
      known.add(pid);
      grown = true;
    }
  }
  for (const [pid, s] of parents) {
    const entry = followed.get(`${pid}:${s.start}`);
    if (entry) entry.cpu = Math.max(entry.cpu, s.cpu);
  }
};

const timer = setInterval(sample, 200);
const loadTimer = setInterval(() => loads.push(loadavg()[0]), 10_000);
child.on("exit", (code) => {
  clearInterval(timer);
  clearInterval(loadTimer);
  loads.push(loadavg()[0]);
  const wall = (Date.now() - started) / 1000;
  const byKind = new Map();
  for (const { kind: k, cpu } of followed.values()) byKind.set(k, (byKind.get(k) ?? 0) + cpu / TICKS);
  const sampled = [...byKind.values()].reduce((a, b) => a + b, 0);
  const chromium = [...byKind].filter(([k]) => k.startsWith("chromium")).reduce((a, [, v]) => a + v, 0);
  const cores = availableParallelism();
  const lines = [
    `wall ${wall.toFixed(0)} s, load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
    `CPU of the run's processes ${sampled.toFixed(0)} s, of which Chromium ${chromium.toFixed(0)} s:`,
    ...[...byKind].sort((a, b) => b[1] - a[1]).map(([k, v]) => `  ${k}: ${v.toFixed(0)} s`),
    `floor on ${cores} idle cores: ${(sampled / cores).toFixed(0)} s`,
  ];
  if (existsSync(fileCpu)) {
    const files = readFileSync(fileCpu, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
      .sort((a, b) => b.cpu - a.cpu);
    const total = files.reduce((sum, { cpu }) => sum + cpu, 0);
    lines.push(`per file (CPU-s of its worker's tree, wall s), ${total.toFixed(0)} CPU-s in all:`);
    for (const { file, cpu, wall } of files)
      lines.push(`  ${file}: ${cpu.toFixed(1)} CPU-s, ${wall.toFixed(0)} s`);
  }
  console.log(`\n[e2e-cpu]\n${lines.join("\n")}`);
  process.exit(code ?? 1);
});
