import type { Browser, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { Session } from "./browser";

export type Size = "desktop" | "phone";
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * A fresh context at a screen size, in a language; with cookie consent already given unless `consent: false`
 * (the consent journeys see the banner as a first visitor does).
 */
export async function openAt(
  browser: Browser,
  language: "en" | "it",
  size: Size,
  options: { consent?: boolean } = {},
): Promise<Session> {
  const phone = size === "phone";
  const context = await browser.newContext({
    locale: language === "it" ? "it-IT" : "en-GB",
    viewport: VIEWPORTS[size],
    isMobile: phone,
    hasTouch: phone,
  });
  if (options.consent !== false)
    await context.addInitScript(() => {
      if (window.top === window) localStorage.setItem("club.consent", "necessary");
    });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" && !/status of (4\d\d)/.test(text)) problems.push(`console: ${text}`);
  });
  return { context, page, problems };
}

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
