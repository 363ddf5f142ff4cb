import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { requestsDuring } from "./browser";

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

/** Requests the page makes to a platform path while `action` runs, until they are over (see `requestsDuring`). */
export async function requestsTo(page: Page, path: RegExp, action: () => Promise<void>): Promise<string[]> {
  const seen = await requestsDuring(page, (request) => path.test(new URL(request.url()).pathname), action);
  return seen.map((request) => `${request.method()} ${request.url()}`);
}
