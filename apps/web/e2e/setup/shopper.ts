import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** The element lies entirely inside the viewport (what opens must never be pushed off the screen). */
export async function expectInViewport(page: Page, locator: Locator, what: string): Promise<void> {
  await locator.waitFor();
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  const edges = {
    left: Math.round(box!.x),
    top: Math.round(box!.y),
    right: Math.round(box!.x + box!.width),
    bottom: Math.round(box!.y + box!.height),
  };
  expect(
    edges.left >= 0 && edges.top >= 0 && edges.right <= viewport.width && edges.bottom <= viewport.height,
    `${what} at ${JSON.stringify(edges)} in ${viewport.width}×${viewport.height}`,
  ).toBe(true);
}

/** Requests the page makes to a platform path while `action` runs (and a moment after). */
export async function requestsTo(page: Page, path: RegExp, action: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (request: { url(): string; method(): string }) => {
    if (path.test(new URL(request.url()).pathname)) seen.push(`${request.method()} ${request.url()}`);
  };
  page.on("request", listener);
  await action();
  await page.waitForTimeout(1500);
  page.off("request", listener);
  return seen;
}
