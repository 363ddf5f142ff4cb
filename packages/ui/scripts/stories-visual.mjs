#!/usr/bin/env node
// Visual regression of the kit: every story of the built static Storybook (storybook-static/, `build-storybook`),
// screenshot in Debian's Chromium in two modes — default theme with English text, dark palette with Italian text —
// after its play function, compared with the committed baselines in visual/<mode>/<story id>.png within
// @club/screens' tolerance. A story that changed leaves its new picture and the difference in
// test-results/visual/. `--update` (pnpm stories:update) writes the baselines instead; `--only <text>` keeps the
// stories whose id contains the text.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM_ARGS, chromiumPath } from "@club/chromium";
import { comparePngs, settle } from "@club/screens";
import { chromium } from "playwright-core";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const site = path.join(root, "storybook-static");
const baselines = path.join(root, "visual");
const failures = path.join(root, "test-results", "visual");
const MODES = [
  { name: "light-en", globals: "theme:default;locale:en" },
  { name: "dark-it", globals: "theme:dark;locale:it" },
];
const VIEWPORT = { width: 1024, height: 640 };
const PAGES = 2; // the machines have two cores

const args = process.argv.slice(2);
const updating = args.includes("--update");
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;

if (!existsSync(path.join(site, "index.json"))) {
  console.error(
    "No static Storybook in packages/ui/storybook-static: run `pnpm --filter @club/ui build-storybook`.",
  );
  process.exit(1);
}
const stories = Object.values(JSON.parse(readFileSync(path.join(site, "index.json"), "utf8")).entries)
  .filter((entry) => entry.type === "story" && (!only || entry.id.includes(only)))
  .map((entry) => entry.id);

const types = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
};
const server = createServer((request, response) => {
  const file = path.join(site, decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
  if (!file.startsWith(site) || !existsSync(file) || !file.includes(".")) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { "Content-Type": types[path.extname(file)] ?? "application/octet-stream" });
  response.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

/**
 * Shows a story and waits until Storybook has rendered it and run its play function. A page loads Storybook once
 * per mode (the globals come with the URL) and then switches stories over Storybook's channel, as its sidebar
 * does: loading the preview for every story took over a second each.
 */
async function render(page, id, mode) {
  if (page.mode !== mode) {
    await page.goto(`${origin}/iframe.html?id=${id}&viewMode=story&globals=${mode.globals}`);
    page.mode = mode;
  } else {
    await page.evaluate(
      (storyId) =>
        window.__STORYBOOK_ADDONS_CHANNEL__.emit("setCurrentStory", { storyId, viewMode: "story" }),
      id,
    );
  }
  const phase = await page
    .waitForFunction(
      (storyId) => {
        const current = window.__STORYBOOK_PREVIEW__?.currentRender;
        if (current?.id !== storyId) return false;
        return ["completed", "finished", "errored", "aborted"].includes(current.phase) && current.phase;
      },
      id,
      { timeout: 30_000, polling: 50 },
    )
    .then((handle) => handle.jsonValue());
  if (phase === "errored" || phase === "aborted") throw new Error(`the story ended ${phase}`);
  await settle(page);
  return page.screenshot({ fullPage: true, animations: "disabled", caret: "hide", scale: "css" });
}

const started = Date.now();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const problems = [];
let written = 0;
try {
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: "reduce" });
  const jobs = MODES.flatMap((mode) => stories.map((id) => ({ mode, id })));
  let next = 0;
  await Promise.all(
    Array.from({ length: PAGES }, async () => {
      const page = await context.newPage();
      while (next < jobs.length) {
        const { mode, id } = jobs[next++];
        const name = `${mode.name}/${id}`;
        const baseline = path.join(baselines, mode.name, `${id}.png`);
        try {
          const shot = await render(page, id, mode);
          if (updating) {
            mkdirSync(path.dirname(baseline), { recursive: true });
            writeFileSync(baseline, shot);
            written++;
            continue;
          }
          if (!existsSync(baseline)) {
            problems.push(`${name}: no baseline (pnpm --filter @club/ui stories:update)`);
            continue;
          }
          const difference = comparePngs(readFileSync(baseline), shot);
          if (!difference) continue;
          mkdirSync(path.join(failures, mode.name), { recursive: true });
          writeFileSync(path.join(failures, `${name}.actual.png`), shot);
          if (difference.diffPng) writeFileSync(path.join(failures, `${name}.diff.png`), difference.diffPng);
          problems.push(`${name}: ${difference.message}`);
        } catch (error) {
          problems.push(`${name}: ${error instanceof Error ? error.message.split("\n")[0] : error}`);
        }
      }
    }),
  );
} finally {
  await browser.close();
  server.close();
}

// Baselines of stories that no longer exist would never be checked again: say so (and remove them when updating).
const known = new Set(stories);
const stale = only
  ? []
  : MODES.flatMap((mode) =>
      existsSync(path.join(baselines, mode.name))
        ? readdirSync(path.join(baselines, mode.name))
            .filter((file) => !known.has(file.replace(/\.png$/, "")))
            .map((file) => path.join(baselines, mode.name, file))
        : [],
    );
if (updating) for (const file of stale) rmSync(file);
else
  for (const file of stale)
    problems.push(`${path.relative(root, file)}: a baseline for a story that is gone`);

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (updating) {
  console.log(
    `${written} story screenshots written to packages/ui/visual in ${seconds} s; review and commit them.`,
  );
  if (problems.length) console.error(problems.join("\n"));
  process.exit(problems.length ? 1 : 0);
}
const total = stories.length * MODES.length;
if (problems.length) {
  console.error(`Visual regression: ${problems.length} of ${total} story screenshots differ (${seconds} s):`);
  console.error(problems.map((problem) => `  ${problem}`).join("\n"));
  console.error(
    `New pictures and differences: packages/ui/test-results/visual. Intended? pnpm --filter @club/ui stories:update`,
  );
  process.exit(1);
}
console.log(`Visual regression: ${total} story screenshots match their baselines (${seconds} s).`);
