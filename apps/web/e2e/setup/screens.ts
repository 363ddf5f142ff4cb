import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pixelmatch from "pixelmatch";
import type { Locator, Page } from "playwright-core";
import { PNG } from "pngjs";

const webRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
/** The committed baselines, one PNG per screen and size. */
export const BASELINE_DIR = join(webRoot, "e2e", "screens");
/** What a failed comparison leaves behind: the screen as it is now and the difference, beside the baseline's name. */
export const FAILURE_DIR = join(webRoot, "test-results", "screens");

/** `UPDATE_SCREENS=1` (scripts/update-screens.mjs) writes the baselines instead of comparing with them. */
export const updatingScreens = process.env.UPDATE_SCREENS === "1";

/**
 * How different a screen may be and still pass. Per pixel: pixelmatch's colour distance (anti-aliased edges are
 * never counted). Per screen: the share of pixels that differ. A layout regression moves whole blocks (thousands
 * of pixels); rendering noise stays far below.
 */
export const TOLERANCE = { pixel: 0.1, screen: 0.002 } as const;

/**
 * Waits until the screen no longer changes by itself: nothing busy (a cart being priced says so with aria-busy), the
 * fonts loaded, every picture in sight loaded and decoded, and two frames painted. (Animations are frozen by the
 * screenshot itself, the caret hidden.)
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
    timeout: 15_000,
  });
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inSight = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    });
    await Promise.all(
      inSight.map(async (image) => {
        if (!image.complete)
          await new Promise((resolve) => {
            image.addEventListener("load", resolve, { once: true });
            image.addEventListener("error", resolve, { once: true });
          });
        await image.decode().catch(() => undefined);
      }),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
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
  const problem = compare(readFileSync(baselinePath), shot);
  const actualPath = join(FAILURE_DIR, `${name}.actual.png`);
  const diffPath = join(FAILURE_DIR, `${name}.diff.png`);
  if (!problem) {
    rmSync(actualPath, { force: true });
    rmSync(diffPath, { force: true });
    return;
  }
  mkdirSync(FAILURE_DIR, { recursive: true });
  writeFileSync(actualPath, shot);
  if (problem.diff) writeFileSync(diffPath, PNG.sync.write(problem.diff));
  throw new Error(
    `the screen "${name}" changed: ${problem.message}. Baseline ${baselinePath}, now ${actualPath}` +
      (problem.diff ? `, difference ${diffPath}` : "") +
      ". If the change is intended, run `pnpm --filter @club/web screens:update` and commit the baselines.",
  );
}

/** The viewport as a PNG, once settled, with animations frozen, the caret hidden and the masks painted. */
export async function takeScreen(page: Page, { mask = [] }: ScreenOptions = {}): Promise<Buffer> {
  await settle(page);
  return page.screenshot({ animations: "disabled", caret: "hide", scale: "css", mask, maskColor: "#ff00ff" });
}

/** How the page's viewport differs from a committed baseline; null when within the tolerance. */
export async function differenceFromBaseline(page: Page, name: string): Promise<string | null> {
  return compare(readFileSync(join(BASELINE_DIR, `${name}.png`)), await takeScreen(page))?.message ?? null;
}

/** Nothing when the two PNGs match within the tolerance; otherwise what differs (and a diff image). */
export function compare(baselinePng: Buffer, actualPng: Buffer): { message: string; diff?: PNG } | null {
  const baseline = PNG.sync.read(baselinePng);
  const actual = PNG.sync.read(actualPng);
  if (baseline.width !== actual.width || baseline.height !== actual.height)
    return {
      message: `its size went from ${baseline.width}×${baseline.height} to ${actual.width}×${actual.height}`,
    };
  const { width, height } = baseline;
  const diff = new PNG({ width, height });
  const differing = pixelmatch(baseline.data, actual.data, diff.data, width, height, {
    threshold: TOLERANCE.pixel,
  });
  const share = differing / (width * height);
  if (share <= TOLERANCE.screen) return null;
  return {
    message: `${differing} pixels (${(share * 100).toFixed(2)}%, more than ${TOLERANCE.screen * 100}%) differ`,
    diff,
  };
}
