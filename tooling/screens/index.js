import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

/**
 * How different a picture may be and still match. Per pixel: pixelmatch's colour distance (anti-aliased edges are
 * never counted). Per picture: the share of pixels that differ. A layout regression moves whole blocks (thousands
 * of pixels); rendering noise stays far below.
 */
export const TOLERANCE = Object.freeze({ pixel: 0.1, share: 0.002 });

/**
 * Resolves once the page no longer changes by itself: its fonts loaded, the pictures in sight loaded and decoded,
 * and two frames painted. (The screenshot itself freezes animations and hides the caret.)
 */
export async function settle(page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const visible = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    });
    const loaded = (image) =>
      image.complete
        ? Promise.resolve()
        : new Promise((resolve) => {
            image.addEventListener("load", resolve, { once: true });
            image.addEventListener("error", resolve, { once: true });
          });
    await Promise.all(visible.map((image) => loaded(image).then(() => image.decode().catch(() => {}))));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Whether two PNGs match within `tolerance`: null when they do; otherwise a sentence saying how they differ and,
 * when both have the same size, a PNG of the differing pixels.
 */
export function comparePngs(expectedPng, actualPng, tolerance = TOLERANCE) {
  const expected = PNG.sync.read(expectedPng);
  const actual = PNG.sync.read(actualPng);
  if (expected.width !== actual.width || expected.height !== actual.height)
    return { message: `size ${expected.width}×${expected.height} became ${actual.width}×${actual.height}` };
  const { width, height } = expected;
  const diff = new PNG({ width, height });
  const count = pixelmatch(expected.data, actual.data, diff.data, width, height, {
    threshold: tolerance.pixel,
  });
  if (count / (width * height) <= tolerance.share) return null;
  const percent = ((100 * count) / (width * height)).toFixed(2);
  return {
    message: `${count} pixels differ (${percent}%; up to ${tolerance.share * 100}% may)`,
    diffPng: PNG.sync.write(diff),
  };
}
