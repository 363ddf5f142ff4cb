import { afterNextPaint } from "@club/storefront";

/**
 * Resolves once the page has painted: at once when it has, else after its next frame. A page the browser renders
 * (checkout, the account) shows the server's loading screen until the app's first screen is ready. When its entry
 * arrived quickly, the app's start (storage reads, the query seed, the stylesheet's merge: 60–90 ms at 4× CPU) ran
 * before that screen had ever been painted, and the shopper looked at an empty page meanwhile. A server-rendered
 * page's loader starts the scripts after its first paint: nothing to wait for there.
 */
export function loadingScreenPainted(win: Window & typeof globalThis): Promise<void> {
  const painted = win.performance
    ?.getEntriesByType?.("paint")
    .some((entry) => entry.name === "first-contentful-paint");
  if (painted) return Promise.resolve();
  return new Promise((resolve) => afterNextPaint(resolve));
}
