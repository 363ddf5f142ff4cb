import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { comparePngs, settle } from "@club/screens";
import type { Locator, Page } from "playwright-core";

const webRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
/** The committed baselines, one PNG per screen and size. */
export const BASELINE_DIR = join(webRoot, "e2e", "screens");
/** What a failed comparison leaves behind: the screen as it is now and the difference, beside the baseline's name. */
export const FAILURE_DIR = join(webRoot, "test-results", "screens");

/** `UPDATE_SCREENS=1` (scripts/update-screens.mjs) writes the baselines instead of comparing with them. */
export const updatingScreens = process.env.UPDATE_SCREENS === "1";

/**
 * Waits until the screen no longer changes by itself: nothing busy (a cart being priced says so with aria-busy), then
 * the kit's settling (fonts, pictures in sight decoded, two frames painted).
 */
async function settleScreen(page: Page): Promise<void> {
  // A server-rendered page hydrates after its first paint (src/hydration-start.ts): compared once it is live.
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      (!document.getElementById("club-scripts") || document.documentElement.dataset.hydrated === "true"),
    undefined,
    { timeout: 15_000 },
  );
  await settle(page);
}

export interface ScreenOptions {
  /** Parts whose content changes from run to run (dates, order numbers): painted over in one colour. */
  mask?: Locator[];
}

/**
 * Compares what the page shows (the viewport) with the committed baseline `e2e/screens/<name>.png`, or writes the
 * baseline when updating. Fails with the share of differing pixels and the paths of the new screen and its diff.
 */
export async function expectScreen(page: Page, name: string, options: ScreenOptions = {}): Promise<void> {
  const shot = await takeScreen(page, options);
  const baselinePath = join(BASELINE_DIR, `${name}.png`);
  if (updatingScreens) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(baselinePath, shot);
    return;
  }
  if (!existsSync(baselinePath))
    throw new Error(`no baseline for the screen "${name}": run \`pnpm --filter @club/web screens:update\``);
  const problem = comparePngs(readFileSync(baselinePath), shot);
  const actualPath = join(FAILURE_DIR, `${name}.actual.png`);
  const diffPath = join(FAILURE_DIR, `${name}.diff.png`);
  if (!problem) {
    rmSync(actualPath, { force: true });
    rmSync(diffPath, { force: true });
    return;
  }
  mkdirSync(FAILURE_DIR, { recursive: true });
  writeFileSync(actualPath, shot);
  if (problem.diffPng) writeFileSync(diffPath, problem.diffPng);
  throw new Error(
    `the screen "${name}" changed: ${problem.message}. Baseline ${baselinePath}, now ${actualPath}` +
      (problem.diffPng ? `, difference ${diffPath}` : "") +
      ". If the change is intended, run `pnpm --filter @club/web screens:update` and commit the baselines.",
  );
}

/** The viewport as a PNG, once settled, with animations frozen, the caret hidden and the masks painted. */
export async function takeScreen(page: Page, { mask = [] }: ScreenOptions = {}): Promise<Buffer> {
  await settleScreen(page);
  return page.screenshot({ animations: "disabled", caret: "hide", scale: "css", mask, maskColor: "#ff00ff" });
}

/** How the page's viewport differs from a committed baseline; null when within the tolerance. */
export async function differenceFromBaseline(page: Page, name: string): Promise<string | null> {
  return (
    comparePngs(readFileSync(join(BASELINE_DIR, `${name}.png`)), await takeScreen(page))?.message ?? null
  );
}
