import { appendFileSync, readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll } from "vitest";

// Per-file CPU (E2E_FILE_CPU=<file>: one line per journey file appended to it, used by scripts/e2e-cpu.mjs). A worker
// runs one file at a time, and everything a file costs runs in the worker's process tree: the journeys and axe, the
// worker's Chromium (browser, renderers, GPU) and the file's own platforms and servers. So the tree's CPU after the
// file less before is the file's. Processes that exited in between are counted through their parents' children
// times (cutime/cstime, added when a parent reaps a child: Node reaps its children, Chromium its renderers). The
// shared platform and its servers (global setup's) are not in any file's figure.

const TICKS = 100; // USER_HZ on Linux

interface Proc {
  ppid: number;
  /** utime + stime + cutime + cstime, in ticks. */
  cpu: number;
}

function processes(): Map<number, Proc> {
  const all = new Map<number, Proc>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
      // After the comm: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14)
      all.set(Number(name), {
        ppid: Number(fields[1]),
        cpu: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]),
      });
    } catch {
      // exited while listed
    }
  }
  return all;
}

/** CPU-seconds of this process and every live descendant (and, through children times, the reaped ones). */
export function treeCpu(root = process.pid): number {
  const all = processes();
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of all) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let ticks = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    ticks += all.get(pid)?.cpu ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return ticks / TICKS;
}

const out = process.env.E2E_FILE_CPU;
if (out) {
  let before = 0;
  let started = 0;
  beforeAll(() => {
    before = treeCpu();
    started = Date.now();
  });
  // biome-ignore lint/correctness/noEmptyPattern: Vitest takes a hook's first parameter for fixtures and wants a pattern there
  afterAll(({}, suite) => {
    const file = suite.file.filepath.split("/").pop();
    const line = { file, cpu: treeCpu() - before, wall: (Date.now() - started) / 1000 };
    appendFileSync(out, `${JSON.stringify(line)}\n`);
  });
}
