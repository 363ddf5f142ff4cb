import { createHash } from "node:crypto";
import {
  appendFileSync,
  closeSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Axe once per distinct screen state in a run. Axe is the costliest check a journey makes (it walks the whole DOM
 * and computes styles and colours in Chromium), and many journeys pass through the same screen in the same state:
 * the first journey (of any worker) to reach a screen state claims it and axes it, the others skip axe there (and
 * keep every other check). A screen state is named by the journey (`screen`, plus a `state` where one screen is met
 * in states that differ) and told apart by the page's language and viewport.
 *
 * The claims are files in one directory per run (global setup makes it), created exclusively, so two workers never
 * both claim one state. `E2E_AXE_EVERY=1` turns the registry off: axe at every call, as a full audit.
 */

export interface ScreenState {
  screen: string;
  state: string;
  language: string;
  viewport: string;
}

export const keyOf = ({ screen, state, language, viewport }: ScreenState): string =>
  [screen, state, language, viewport].filter(Boolean).join(" · ");

const fileOf = (key: string) => `${createHash("sha1").update(key).digest("hex").slice(0, 20)}.screen`;

/** The run's registry directory (global setup): claims, skips and (with E2E_AXE_CPU=1) axe's CPU per check. */
export function createRegistry(): string {
  return mkdtempSync(join(tmpdir(), "club-e2e-axe-"));
}

export const axeEveryTime = () => process.env.E2E_AXE_EVERY === "1";

/**
 * Claims a screen state for the calling journey: true when it is the first of the run to reach it (so it runs axe),
 * false when another journey has already claimed it (the skip is recorded for the summary).
 */
export function claim(directory: string, state: ScreenState, journey: string): boolean {
  const key = keyOf(state);
  if (axeEveryTime()) {
    appendFileSync(join(directory, "checks.log"), `${key}\n`);
    return true;
  }
  let handle: number;
  try {
    handle = openSync(join(directory, fileOf(key)), "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    appendFileSync(join(directory, "skipped.log"), `${key}\n`);
    return false;
  }
  writeSync(handle, JSON.stringify({ key, journey }));
  closeSync(handle);
  return true;
}

/** Records the renderer's CPU time one axe run took (E2E_AXE_CPU=1), in milliseconds. */
export function recordAxeCpu(directory: string, milliseconds: number): void {
  appendFileSync(join(directory, "axe-cpu.log"), `${milliseconds.toFixed(1)}\n`);
}

const lines = (path: string) => {
  try {
    return readFileSync(path, "utf8").split("\n").filter(Boolean);
  } catch {
    return [];
  }
};

/** What the run checked with axe: every distinct screen state (and the journey that checked it), skips, CPU. */
export function summary(directory: string): string {
  const claimed = readdirSync(directory)
    .filter((name) => name.endsWith(".screen"))
    .map(
      (name) => JSON.parse(readFileSync(join(directory, name), "utf8")) as { key: string; journey: string },
    )
    .sort((a, b) => a.key.localeCompare(b.key));
  const every = lines(join(directory, "checks.log"));
  const skipped = lines(join(directory, "skipped.log")).length;
  const cpu = lines(join(directory, "axe-cpu.log")).map(Number);
  const out: string[] = [];
  if (every.length) {
    const distinct = new Set(every);
    out.push(`axe (E2E_AXE_EVERY=1): ${every.length} checks of ${distinct.size} distinct screen states`);
    for (const key of [...distinct].sort()) out.push(`  ${key}`);
  } else {
    out.push(
      `axe: ${claimed.length} distinct screen states checked once each, ${skipped} repeat checks skipped`,
    );
    for (const { key, journey } of claimed) out.push(`  ${key}  ← ${journey}`);
  }
  if (cpu.length) {
    const total = cpu.reduce((a, b) => a + b, 0) / 1000;
    out.push(`axe's CPU in the renderers: ${total.toFixed(1)} s over ${cpu.length} runs`);
  }
  return out.join("\n");
}
