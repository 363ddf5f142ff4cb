import AxeBuilder from "@axe-core/playwright";
import { CHROMIUM_ARGS, chromiumPath } from "@club/chromium";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { expectOverlaysInViewport, reportedLayoutProblems, watchOverlays } from "./layout";

export const baseUrl = () => inject("baseUrl");

/** Debian's Chromium (CHROMIUM_PATH overrides), with a fresh profile per launch. */
export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

let shared: Promise<Browser> | undefined;

/**
 * The worker's browser: launched by the first journey file a worker runs and kept for the next ones (the e2e config
 * runs a worker's files in one module graph, `isolate: false`); each journey opens its own context, so nothing but
 * the process is shared. Playwright closes it when the worker exits.
 */
export function workerBrowser(): Promise<Browser> {
  if (!shared) {
    shared = launch();
    shared.then(
      (browser) =>
        browser.on("disconnected", () => {
          shared = undefined;
        }),
      () => {
        shared = undefined;
      },
    );
  }
  return shared;
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Page errors and failed console messages seen so far (CSP violations included). */
  problems: string[];
}

/** The two sizes every main journey runs at: a laptop, and a phone (touch, the mobile viewport meta honoured). */
export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

export type Viewport = keyof typeof VIEWPORTS;

/** The main journeys run in both languages at both sizes: `describe.each(EVERY_LANGUAGE_AND_SIZE)`. */
export const EVERY_LANGUAGE_AND_SIZE = [
  ["en", "desktop"],
  ["it", "desktop"],
  ["en", "phone"],
  ["it", "phone"],
] as const satisfies readonly (readonly ["en" | "it", Viewport])[];

/** A member signed in without the login screen (see `signIn` in setup/account.ts), for journeys about other things. */
export interface SignedIn {
  /** The storefront the token is kept for. */
  origin: string;
  token: string;
}

export interface OpenOptions {
  /** The screen size: `desktop` (1280×800, the default) or `phone` (390×844). */
  viewport?: Viewport;
  /** `false`: no cookie choice made yet, so the consent banner shows as to a first visitor. */
  consent?: boolean;
  /** Opens the context with a member's token already kept, as after a login. */
  signedIn?: SignedIn;
}

/**
 * A fresh context (storage, cookies) in a language, with cookie consent already given. Every overlay that opens
 * in it is checked to lie inside the viewport (see `watchOverlays`).
 */
export async function open(
  browser: Browser,
  language: "en" | "it" = "en",
  { viewport = "desktop", consent = true, signedIn }: OpenOptions = {},
): Promise<Session> {
  const context = await browser.newContext({
    locale: language === "it" ? "it-IT" : "en-GB",
    ...VIEWPORTS[viewport],
    ...(signedIn
      ? {
          storageState: {
            cookies: [],
            origins: [
              { origin: signedIn.origin, localStorage: [{ name: "club.token", value: signedIn.token }] },
            ],
          },
        }
      : {}),
  });
  // The storefront's own page only: a third-party frame (Stripe's card field) may not touch storage.
  if (consent)
    await context.addInitScript(() => {
      if (window.top === window) localStorage.setItem("club.consent", "necessary");
    });
  await watchOverlays(context);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" && !/status of (4\d\d)/.test(text)) problems.push(`console: ${text}`);
  });
  // An API call's 4xx is an answer the screen handles; a file the page needs (a script, a picture, the icon) that
  // fails is a broken page. (The console's "status of 404" line does not say which: this does.)
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (response.status() >= 400 && !["document", "fetch", "xhr"].includes(type))
      problems.push(`${response.status()}: ${type} ${response.url()}`);
  });
  return { context, page, problems };
}

/** Rules axe runs beyond its default set: WCAG 2.5.3 Label in Name (a control's name contains its visible text). */
export const AXE_EXTRA_RULES = { "label-content-name-mismatch": { enabled: true } } as const;

/**
 * The checks every screen of a journey passes: its open overlays lie inside the viewport (now, and whenever one
 * opened since the page loaded), and axe finds no serious or critical violation (with Label in Name on).
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await expectOverlaysInViewport(page, screen);
  expect(await reportedLayoutProblems(page)).toEqual([]);
  const results = await new AxeBuilder({ page: page as never }).options({ rules: AXE_EXTRA_RULES }).analyze();
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
  await page.getByRole("listbox").waitFor();
  await expectOverlaysInViewport(page, `the list of ${field}`);
  // Chosen from the keyboard once the list is open: a list that opens over its field (data-side="top" near the
  // bottom of a dialog) can take a pointer's click for the field behind it and stay open.
  const choice = page.getByRole("option", { name: option });
  await choice.scrollIntoViewIfNeeded();
  await choice.focus();
  await page.keyboard.press("Enter");
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
