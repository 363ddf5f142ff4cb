import AxeBuilder from "@axe-core/playwright";
import { CHROMIUM_ARGS, chromiumPath } from "@club/chromium";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { expect, inject } from "vitest";

export const baseUrl = () => inject("baseUrl");

/** Debian's Chromium (CHROMIUM_PATH overrides), with a fresh profile per launch. */
export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Page errors and failed console messages seen so far (CSP violations included). */
  problems: string[];
}

/** A fresh context (storage, cookies) in a language, with cookie consent already given. */
export async function open(browser: Browser, language: "en" | "it" = "en"): Promise<Session> {
  const context = await browser.newContext({
    locale: language === "it" ? "it-IT" : "en-GB",
    viewport: { width: 1280, height: 900 },
  });
  // The storefront's own page only: a third-party frame (Stripe's card field) may not touch storage.
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

/** axe on the current screen: no serious or critical violations. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page: page as never }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${screen}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/**
 * Picks an option of a (Radix) select and waits for its list to close: a list still animating out would be
 * checked by axe as an open scrollable region.
 */
export async function chooseOption(page: Page, field: string, option: string | RegExp): Promise<void> {
  await page.getByRole("combobox", { name: field }).click();
  await page.getByRole("option", { name: option }).click();
  await page.getByRole("listbox").waitFor({ state: "detached" });
}

/** Counts requests matching a method and path while `action` runs (and `settleMs` after). */
export async function countRequests(
  page: Page,
  method: string,
  path: RegExp,
  action: () => Promise<void>,
  settleMs = 1500,
): Promise<number> {
  let count = 0;
  const listener = (request: { method(): string; url(): string }) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) count += 1;
  };
  page.on("request", listener);
  await action();
  await page.waitForTimeout(settleMs);
  page.off("request", listener);
  return count;
}
