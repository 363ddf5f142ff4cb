#!/usr/bin/env node
// What makes a page's long tasks (a report, not a test): loads a page of the seeded demo in Chromium at 4× CPU
// slowdown (Lighthouse's mobile factor) with a cold cache, records a trace with the JS sampling profiler, and prints
// every main-thread task over 50 ms with the trace events inside it and the functions that took its samples,
// mapped through the build's source maps to their package and line. TBT under Lighthouse comes from these tasks.
//
//   pnpm --filter @club/web long-tasks [path] [--cart]   (after `pnpm build`; default: a product's deep link)
//   --cart  with a case of wine in the visitor's cart first, as Lighthouse's runs in `budgets` have (checkout needs it)
import { readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { join } from "node:path";
import { CHROMIUM_ARGS, chromiumPath } from "@club/chromium";
import { chromium } from "playwright-core";
import { startMeasuredServers } from "./measured-servers.mjs";
import { returningVisitor } from "./returning-visitor.mjs";

const args = process.argv.slice(2);
const withCart = args.includes("--cart");
const path =
  args.find((arg) => !arg.startsWith("--")) ??
  "/en/shop-pages/cantina/shops/cantina-rossi/products/chianti-classico-2021";
const assets = join(import.meta.dirname, "..", "dist", "client");

const servers = await startMeasuredServers();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
let events = [];
try {
  const page = await (await browser.newContext({ viewport: { width: 412, height: 823 } })).newPage();
  await returningVisitor(page, servers.base, { cart: withCart });
  await page.goto("about:blank");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.clearBrowserCache");
  cdp.on("Tracing.dataCollected", (data) => events.push(...data.value));
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    categories:
      "toplevel,devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,disabled-by-default-v8.cpu_profiler",
    transferMode: "ReportEvents",
  });
  await page.goto(servers.base + path);
  // Polled through CDP: Playwright's waitForFunction injects its own script into the page, one more long task
  // (~100-150 ms at 4×) that the page does not have.
  const hydrated = async () =>
    (
      await cdp.send("Runtime.evaluate", {
        expression: "document.documentElement.dataset.hydrated",
        returnByValue: true,
      })
    ).result.value === "true";
  while (!(await hydrated())) await new Promise((resolve) => setTimeout(resolve, 50));
  await page.waitForTimeout(4000);
  await cdp.send("Tracing.end");
  await complete;
} finally {
  await browser.close();
  await servers.stop();
}

// The page's renderer: the main thread that ran the most tasks (about:blank had a renderer of its own).
const mains = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
const onThread = (thread) => (e) => e.pid === thread.pid && e.tid === thread.tid;
const taskCount = (thread) => events.filter((e) => onThread(thread)(e) && e.name === "RunTask").length;
const main = mains.sort((a, b) => taskCount(b) - taskCount(a))[0];
const mainEvents = events.filter(onThread(main));
// The first contentful paint of the page's own frame (about:blank paints nothing): TBT counts the tasks after it.
const firstPaint = events
  .filter((e) => e.name === "firstContentfulPaint" && e.pid === main.pid)
  .sort((a, b) => a.ts - b.ts)[0];
// The sampling profiler reports from a thread of its own, in the renderer process, one profile per thread it samples:
// the main thread's (a worker's would be another, with its own id).
const mainProfiles = new Set(
  events.filter((e) => e.name === "Profile" && onThread(main)(e)).map((e) => e.id),
);
const profileSource = events.filter(
  (e) => e.pid === main.pid && (e.name === "Profile" || e.name === "ProfileChunk") && mainProfiles.has(e.id),
);
events = null;

// The profiler's samples on that thread, as [timestamp, node id].
const nodes = new Map();
const samples = [];
const clocks = new Map();
for (const e of profileSource) {
  if (e.name === "Profile") clocks.set(e.id, e.args.data.startTime);
  if (e.name !== "ProfileChunk") continue;
  const profile = e.args.data.cpuProfile ?? {};
  for (const node of profile.nodes ?? []) nodes.set(`${e.id}:${node.id}`, node);
  let time = clocks.get(e.id) ?? 0;
  (profile.samples ?? []).forEach((id, index) => {
    time += e.args.data.timeDeltas[index];
    samples.push([time, `${e.id}:${id}`]);
  });
  clocks.set(e.id, time);
}

const maps = new Map();
function original(frame) {
  const file = frame.url?.split("/assets/")[1];
  if (!file) return `${frame.functionName || "(anonymous)"} ${frame.url || ""}`.trim();
  if (!maps.has(file)) {
    try {
      maps.set(file, new SourceMap(JSON.parse(readFileSync(join(assets, "assets", `${file}.map`), "utf8"))));
    } catch {
      maps.set(file, null);
    }
  }
  const entry = maps.get(file)?.findEntry(frame.lineNumber, frame.columnNumber);
  if (!entry?.originalSource) return `${frame.functionName || "(anonymous)"} ${file}`;
  const source = entry.originalSource
    .split("node_modules/")
    .pop()
    .replace(/^(\.\.\/)+/, "");
  return `${entry.name ?? frame.functionName ?? "(anonymous)"} ${source}:${entry.originalLine + 1}`;
}

const tasks = mainEvents.filter((e) => e.name === "RunTask" && e.dur > 50_000).sort((a, b) => a.ts - b.ts);
const start = mainEvents.find((e) => e.name === "RunTask")?.ts ?? 0;
console.log(
  `${path} at 4× CPU: tasks over 50 ms (ms from the page's first task; "·" before the first contentful paint)`,
);
if (firstPaint) console.log(`first contentful paint at ${((firstPaint.ts - start) / 1000).toFixed(0)} ms`);
for (const task of tasks) {
  const inside = (e) => e.ts >= task.ts && e.ts <= task.ts + task.dur;
  const parts = mainEvents
    .filter(
      (e) => inside(e) && e.dur > 5000 && !["RunTask", "ThreadControllerImpl::RunTask"].includes(e.name),
    )
    .slice(0, 5)
    .map((e) => {
      // How much a style or layout pass covered: the elements restyled, the layout objects laid out of all.
      const scope =
        e.name === "UpdateLayoutTree" && e.args?.elementCount !== undefined
          ? ` (${e.args.elementCount} elements)`
          : e.name === "Layout" && e.args?.beginData?.dirtyObjects !== undefined
            ? ` (${e.args.beginData.dirtyObjects}/${e.args.beginData.totalObjects} objects)`
            : "";
      return `${e.name} ${(e.dur / 1000).toFixed(0)}${scope}`;
    });
  const self = new Map();
  for (const [ts, id] of samples) {
    if (ts < task.ts || ts > task.ts + task.dur) continue;
    const frame = nodes.get(id)?.callFrame;
    if (!frame || frame.url === "") continue;
    const key = original(frame);
    self.set(key, (self.get(key) ?? 0) + 1);
  }
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 5);
  const before = firstPaint && task.ts < firstPaint.ts ? "·" : " ";
  console.log(
    `${before}${((task.ts - start) / 1000).toFixed(0).padStart(5)}  ${(task.dur / 1000).toFixed(0).padStart(4)} ms  ${parts.join(" | ")}`,
  );
  for (const [key, count] of top)
    console.log(`${" ".repeat(16)}${String(count).padStart(4)} samples  ${key}`);
}
const blockingOf = (list) => list.reduce((sum, task) => sum + task.dur / 1000 - 50, 0);
const afterPaint = tasks.filter((task) => !firstPaint || task.ts >= firstPaint.ts);
console.log(
  `blocking time of these tasks (each over 50 ms): ${blockingOf(tasks).toFixed(0)} ms, ${blockingOf(afterPaint).toFixed(0)} ms after the first contentful paint`,
);
