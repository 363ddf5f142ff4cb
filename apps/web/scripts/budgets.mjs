#!/usr/bin/env node
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
// Performance budgets, reported (not a timed test), on the seeded catalog: the scripts React Router modulepreloads on
// each page (scripts/route-scripts.mjs, the build's precompressed copies), then Lighthouse mobile on the same pages
// (cold HTTP cache, a returning visitor with a cart): performance score, LCP, TBT, CLS, and the JavaScript Lighthouse
// saw fetched (its network-requests audit: every script request and its transfer size).
// Needs `pnpm build` first (dist/framework, dist/server: copied at the start, so a rebuild meanwhile changes nothing
// measured). Starts the platform (fresh PGlite) and the built server on free ports.
// Usage: node scripts/budgets.mjs [--no-lighthouse]
//   LIGHTHOUSE_RUNS=n     runs per page (default 3); each figure reported is its median over the runs
//   BUDGET_PAGES=a,b      Lighthouse on these pages only (home, shop page, shop, product, search, checkout)
//   LIGHTHOUSE_REPORTS=d  keeps each run's full report in the folder d (`before-…` for BUDGETS_BEFORE's build)
//   LIGHTHOUSE_CPU=n      CPU slowdown n (default: Lighthouse's 4×); `calibrate`: calibrated to this machine
//                         (scripts/cpu-calibration.mjs: the host's BenchmarkIndex, as Lighthouse's docs say)
//   BUDGETS_BEFORE=d      also measures the build in d, another checkout of the repository (built there: its
//                         apps/web/dist/server/main.js and apps/api/dist/main.js), with Lighthouse only, its runs
//                         interleaved with this build's, and prints both side by side
import { CHROMIUM_ARGS, chromiumPath } from "@club/chromium";
import { cpuSlowdown, cpuSlowdownFor } from "./cpu-calibration.mjs";
import { freePort, startMeasuredServers } from "./measured-servers.mjs";
import { returningVisitor } from "./returning-visitor.mjs";
import { routeScripts } from "./route-scripts.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
// This checkout's build is measured from a copy taken now: it may be rebuilt during the run, and a rebuild renames
// chunks under the running server, whose pages then name chunks gone (404s). The copy sits beside this script so
// that its imports still resolve to apps/web/node_modules.
const snapshot = await snapshotBuild();
process.on("exit", () => rmSync(snapshot, { recursive: true, force: true }));
process.on("SIGINT", () => process.exit(130));
const framework = join(snapshot, "dist/framework");
const before = process.env.BUDGETS_BEFORE ? resolve(process.env.BUDGETS_BEFORE) : undefined;

// The pages measured, with each one's JavaScript budget in KiB as transferred: for Lighthouse, what its Chromium
// received (brotli, headers included); for the modulepreloads, gzip (what a browser without br gets, the larger).
const PAGES = {
  home: { path: "/en/", js: 170 },
  "shop page": { path: "/en/shop-pages/cantina", js: 180 },
  shop: { path: "/en/shop-pages/cantina/shops/cantina-rossi", js: 180 },
  product: { path: "/en/shop-pages/cantina/shops/cantina-rossi/products/chianti-classico-2021", js: 180 },
  search: { path: "/en/search?q=chianti", js: 180 },
  checkout: { path: "/en/shop-pages/cantina/checkout", js: 210 },
};
// Every page's budgets, as Lighthouse mobile measures them (cold cache, a cart); the script count caps the
// modulepreloads too.
const BUDGET = { performance: 98, lcp: 1.5, tbt: 100, cls: 0.02, scripts: 20 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// Each Lighthouse figure: its key in a run's figures, how it is printed, and its budget (per page for the JavaScript).
const FIGURES = [
  {
    key: "score",
    name: "performance",
    unit: "score",
    digits: 0,
    budget: () => BUDGET.performance,
    lower: false,
  },
  { key: "lcp", name: "LCP", unit: "s", digits: 2, budget: () => BUDGET.lcp, lower: true },
  { key: "tbt", name: "TBT", unit: "ms", digits: 0, budget: () => BUDGET.tbt, lower: true },
  { key: "cls", name: "CLS", unit: "", digits: 3, budget: () => BUDGET.cls, lower: true },
  {
    key: "js",
    name: "JS (Lighthouse)",
    unit: "KiB",
    digits: 1,
    budget: (page) => PAGES[page].js,
    lower: true,
  },
  { key: "scripts", name: "script requests", unit: "", digits: 0, budget: () => BUDGET.scripts, lower: true },
];

const only = process.env.BUDGET_PAGES?.split(",").map((name) => name.trim());
const unknown = only?.filter((name) => !(name in PAGES)) ?? [];
if (unknown.length) throw new Error(`BUDGET_PAGES names no page ${unknown.join(", ")}`);
if (before && !existsSync(join(before, "apps/web/dist/server/main.js")))
  throw new Error(
    `BUDGETS_BEFORE: ${before}/apps/web/dist/server/main.js is missing: build that checkout first`,
  );

const rows = [];
const format = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : "—");
const within = (value, budget, lowerIsBetter) =>
  Number.isFinite(value) && (lowerIsBetter ? value <= budget : value >= budget);
const report = (name, value, budget, unit, digits, lowerIsBetter = true) => {
  const ok = within(value, budget, lowerIsBetter);
  rows.push({ name, value, budget, ok });
  console.log(
    `${ok ? "ok  " : "OVER"}  ${name.padEnd(42)} ${format(value, digits).padStart(8)} ${unit.padEnd(6)} budget ${lowerIsBetter ? "≤" : "≥"} ${budget}`,
  );
};
const info = (name, value, unit, note = "") =>
  console.log(`info  ${name.padEnd(42)} ${value.padStart(8)} ${unit.padEnd(6)} ${note}`);

// ---- the scripts each page modulepreloads, from React Router's manifest ----
// What the browser fetches before the page hydrates: the client entry and the matched routes' modules with their
// static imports. A floor for the Lighthouse figure below, which also counts what loads after (on idle, on use).
const { scriptsFor } = await routeScripts(framework);
console.log(
  "Modulepreloaded scripts (entry + matched routes' modules + their imports; gzip, brotli as info):",
);
for (const [name, { path, js }] of Object.entries(PAGES)) {
  const scripts = scriptsFor(new URL(path, "http://localhost").pathname);
  report(`${name} modulepreloads`, scripts.files.length, BUDGET.scripts, "files", 0);
  report(`${name} modulepreloaded JS (gzip)`, scripts.gzip / 1024, js, "KiB", 1);
  info(
    `${name} modulepreloaded JS (brotli)`,
    (scripts.brotli / 1024).toFixed(1),
    "KiB",
    "(browsers that accept br)",
  );
}

if (process.argv.includes("--no-lighthouse")) finish();
else await lighthouseRuns();

// ---- Lighthouse mobile on the seeded catalog ----
async function lighthouseRuns() {
  const { default: lighthouse } = await import("lighthouse");
  const { chromium } = await import("playwright-core");
  // This checkout's build, and with BUDGETS_BEFORE the other one: both served at once, each on its own ports (so its
  // own origin: consent, age and cart are kept apart in the browser's storage).
  const builds = [{ label: "after", webRoot: snapshot, apiRoot: join(root, "..", "api") }];
  if (before) builds.unshift({ label: "before", webRoot: join(before, "apps/web") });
  const started = [];
  let browser;
  let profileDir;
  try {
    for (const measured of builds) {
      measured.servers = await startMeasuredServers({ webRoot: measured.webRoot, apiRoot: measured.apiRoot });
      started.push(measured.servers);
    }
    const debugPort = await freePort();
    // The browser's own (persistent) profile: the one Lighthouse's tabs use, so the cart set up below is theirs too.
    profileDir = mkdtempSync(join(tmpdir(), "club-budgets-profile-"));
    browser = await chromium.launchPersistentContext(profileDir, {
      executablePath: process.env.CHROME_PATH || chromiumPath(),
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
    });
    // A returning visitor with a case of wine in the cart, so checkout has something to show: on each build's origin.
    const page = await browser.newPage();
    for (const { servers } of builds) {
      await returningVisitor(page, servers.base, { cart: true });
      await page.goto(`${servers.base}/en/shop-pages/cantina/checkout`);
      await page.getByText("Chianti Classico DOCG 2021").first().waitFor();
    }
    await page.goto("about:blank");
    // Every run starts with an empty HTTP cache (a first visit); storage (consent, cart) is kept.
    const cdp = await browser.newCDPSession(page);
    console.log(
      `\nLighthouse (mobile, simulated throttling, cold cache, a cart kept), ${RUNS} runs each, the median reported${before ? `; before: ${before}` : ""}:`,
    );
    // Calibrated once, on the median of nine readings: this machine's speed swings from second to second (a shared
    // host), and a single reading may be far off.
    const cpu = await cpuSlowdown(page, 9);
    console.log(
      cpu.benchmarkIndex === undefined
        ? `info  CPU slowdown ${cpu.multiplier}× (${process.env.LIGHTHOUSE_CPU ? "LIGHTHOUSE_CPU" : "Lighthouse's default; LIGHTHOUSE_CPU=calibrate calibrates it to this machine"})`
        : `info  CPU slowdown ${cpu.multiplier.toFixed(1)}×, calibrated to this machine's BenchmarkIndex (BI) ${cpu.benchmarkIndex.toFixed(0)} (median of 9; Lighthouse's default 4× assumes 1533)`,
    );

    const measure = async (build, name, run) => {
      const url = `${build.servers.base}${PAGES[name].path}`;
      const label = before ? ` (${build.label})` : "";
      // A run Lighthouse could not record (NO_NAVSTART, NO_FCP: its trace, not the page), or one during which the
      // machine's speed drifted, is taken again, twice at most.
      let lhr;
      for (let attempt = 1; attempt <= 3; attempt++) {
        await cdp.send("Network.clearBrowserCache");
        const result = await lighthouse(url, {
          port: debugPort,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          disableStorageReset: true,
          throttling: { cpuSlowdownMultiplier: cpu.multiplier },
        });
        lhr = result.lhr;
        // The machine changed speed between the calibration and Lighthouse's own benchmark of it (at the start of
        // its run): the slowdown emulated no phone in particular.
        const drifted =
          cpu.benchmarkIndex !== undefined &&
          Math.abs(cpuSlowdownFor(lhr.environment.benchmarkIndex) / cpu.multiplier - 1) > 0.2;
        if ((!lhr.runtimeError && !drifted) || attempt === 3) break;
        console.log(
          lhr.runtimeError
            ? `      ${name} run ${run}${label}: Lighthouse could not record it (${lhr.runtimeError.code}); again`
            : `      ${name} run ${run}${label}: the machine ran at another speed (BI ${lhr.environment.benchmarkIndex.toFixed(0)}); again`,
        );
      }
      // LIGHTHOUSE_REPORTS=<dir> keeps each run's full report, to see what a figure is made of.
      if (process.env.LIGHTHOUSE_REPORTS) {
        mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        writeFileSync(
          join(
            process.env.LIGHTHOUSE_REPORTS,
            `${build.label === "before" ? "before-" : ""}${name.replace(" ", "-")}-${run}.json`,
          ),
          JSON.stringify(lhr, null, 1),
        );
      }
      if (lhr.runtimeError) {
        console.log(
          `      Lighthouse could not measure ${name}${label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
        );
        return undefined;
      }
      // JavaScript as Lighthouse counts it: every script request of the run (the modulepreloads and whatever loads
      // later while it watches), at its transfer size (compressed, headers included).
      const scripts = (lhr.audits["network-requests"]?.details?.items ?? []).filter(
        (item) => item.resourceType === "Script",
      );
      // A script that did not load (a 404: a build's files changed under its server) makes the run no page's: left out.
      const failed = scripts.filter((item) => !(item.statusCode >= 200 && item.statusCode < 400));
      if (failed.length) {
        console.log(
          `      ${name} run ${run}${label}: left out, ${failed.length} script(s) failed: ${failed.map((item) => `${item.statusCode} ${item.url}`).join(", ")}`,
        );
        return undefined;
      }
      const figure = {
        // Lighthouse rounds the category score to two decimals; ×100 in floating point may not land on an integer.
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: (lhr.audits["largest-contentful-paint"].numericValue ?? Number.NaN) / 1000,
        cls: lhr.audits["cumulative-layout-shift"].numericValue ?? Number.NaN,
        tbt: lhr.audits["total-blocking-time"].numericValue ?? Number.NaN,
        js: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
        scripts: scripts.length,
        fcp: (lhr.audits["first-contentful-paint"].numericValue ?? Number.NaN) / 1000,
        server: lhr.audits["server-response-time"].numericValue ?? Number.NaN,
      };
      console.log(
        `      ${name} run ${run}${label}: score ${figure.score} · LCP ${figure.lcp.toFixed(2)} s · CLS ${figure.cls.toFixed(3)} · TBT ${figure.tbt.toFixed(0)} ms · JS ${figure.js.toFixed(1)} KiB in ${figure.scripts} scripts · FCP ${figure.fcp.toFixed(2)} s · server ${figure.server.toFixed(0)} ms · BI ${lhr.environment.benchmarkIndex.toFixed(0)}`,
      );
      return figure;
    };

    const medians = Object.fromEntries(builds.map(({ label }) => [label, {}]));
    for (const name of Object.keys(PAGES)) {
      if (only && !only.includes(name)) continue;
      const runs = Object.fromEntries(builds.map(({ label }) => [label, []]));
      for (let run = 1; run <= RUNS; run++) {
        // Both builds in turn, the first one alternating, so the machine's drift over a page's runs favours neither.
        for (const build of run % 2 ? builds : [...builds].reverse()) {
          const figure = await measure(build, name, run);
          if (figure) runs[build.label].push(figure);
        }
      }
      for (const { label } of builds)
        medians[label][name] = Object.fromEntries(
          FIGURES.map(({ key }) => [key, median(runs[label].map((figure) => figure[key]))]),
        );
      // This checkout's build is the one judged; the other is there to compare.
      for (const { key, name: figure, unit, digits, budget, lower } of FIGURES)
        report(`${name} ${figure} (median)`, medians.after[name][key], budget(name), unit, digits, lower);
    }

    if (before) {
      console.log("\nBefore → after (median of the runs; ok/OVER against the budget):");
      const columns = [10, 22, 12, 12, 8];
      const line = (cells) => console.log(cells.map((cell, i) => String(cell).padEnd(columns[i])).join(" "));
      line(["page", "figure", "before", "after", "budget"]);
      line(columns.map((width) => "-".repeat(width)));
      for (const name of Object.keys(medians.after))
        for (const { key, name: figure, unit, digits, budget, lower } of FIGURES) {
          const cell = (label) => {
            const value = medians[label][name][key];
            return `${format(value, digits)} ${within(value, budget(name), lower) ? "ok" : "OVER"}`;
          };
          line([
            name,
            `${figure}${unit && unit !== "score" ? ` (${unit})` : ""}`,
            cell("before"),
            cell("after"),
            `${lower ? "≤" : "≥"} ${budget(name)}`,
          ]);
        }
    }
  } finally {
    await browser?.close();
    for (const servers of started) await servers.stop();
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  }
  finish();
}

/**
 * Copies dist (framework and server) into a new folder beside this script, once a build is complete and unchanged
 * while copied: a build in progress (react-router build, then tsup) is waited for.
 */
async function snapshotBuild() {
  const framework = join(root, "dist/framework/server/index.js");
  const server = join(root, "dist/server/main.js");
  const stamp = () =>
    existsSync(framework) && existsSync(server)
      ? [statSync(framework).mtimeMs, statSync(server).mtimeMs]
      : undefined;
  for (let attempt = 1; attempt <= 30; attempt++) {
    const stamped = stamp();
    // tsup writes the server after React Router's build: an older server is a build not finished.
    if (stamped && stamped[1] >= stamped[0]) {
      const dir = mkdtempSync(join(here, ".budgets-build-"));
      try {
        cpSync(join(root, "dist"), join(dir, "dist"), { recursive: true });
        if (String(stamp()) === String(stamped)) return dir;
      } catch {
        // a file went away while copied: a rebuild started
      }
      rmSync(dir, { recursive: true, force: true });
    }
    if (attempt === 1) console.log("waiting for a complete build in dist (being built? else run pnpm build)");
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
  throw new Error("no complete build in dist (dist/framework, dist/server): run pnpm build first");
}

/** The middle value of the runs that recorded it (the mean of the two middle ones for an even count). */
function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function finish() {
  const over = rows.filter((row) => !row.ok);
  console.log(over.length ? `\n${over.length} figure(s) over budget.` : "\nAll figures within budget.");
}
