import AxeBuilder from "@axe-core/playwright";
import { CHROMIUM_ARGS, headlessShellPath } from "@club/chromium";
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
  type Request,
} from "playwright-core";
import { expect, inject, onTestFinished } from "vitest";
import { claim, recordAxeCpu } from "./axe-registry";
import { expectOverlaysInViewport, reportedLayoutProblems, watchOverlays } from "./layout";

export const baseUrl = () => inject("baseUrl");
const axeRegistry = () => inject("axeRegistry");

/**
 * Debian's Chromium as its headless shell (`headlessShellPath`: the full browser when the shell is not installed),
 * with a fresh profile per launch.
 */
export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: headlessShellPath(), args: CHROMIUM_ARGS });
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

/**
 * A feature's journey runs in each language once and at each size once: English on a desktop, Italian on a phone
 * (README, "Languages and sizes in the journeys"). `describe.each(EACH_LANGUAGE_AND_SIZE_ONCE)`.
 */
export const EACH_LANGUAGE_AND_SIZE_ONCE = [
  ["en", "desktop"],
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
  /** `false`: the age question not answered yet, so the age dialog shows as to a first visitor. */
  age?: boolean;
  /** Opens the context with a member's token already kept, as after a login. */
  signedIn?: SignedIn;
}

const FIRST_VISITOR_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/**
 * A fresh context (storage, cookies) in a language, with cookie consent already given. Every overlay that opens
 * in it is checked to lie inside the viewport (see `watchOverlays`).
 */
export async function open(
  browser: Browser,
  language: "en" | "it" = "en",
  { viewport = "desktop", consent = true, age = true, signedIn }: OpenOptions = {},
): Promise<Session> {
  const context = await browser.newContext({
    locale: language === "it" ? "it-IT" : "en-GB",
    // Headless Chromium names itself "HeadlessChrome", which the storefront (isbot) takes for a crawler and never
    // asks its age: a first visitor's journey presents the browser as the one people use.
    ...(age ? {} : { userAgent: FIRST_VISITOR_AGENT }),
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
  // The first visit's age dialog answered, so journeys about other things (and their screenshots) never meet it.
  if (age)
    await context.addInitScript(() => {
      if (window.top === window) localStorage.setItem("club.age", "confirmed");
    });
  // Closed when the journey that opened it ends, passed or failed: a page left open keeps running (timers,
  // animations) in the worker's browser, which the worker's next journeys and files share.
  try {
    onTestFinished(() => context.close().catch(() => undefined));
  } catch {
    // Opened outside a journey (a file's beforeAll): the file closes it.
  }
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

export interface AccessibleOptions {
  /**
   * Which state of the screen this is, where one screen is met in states that differ (an empty cart, a full one):
   * axe runs once per screen, state, language and viewport in a run (setup/axe-registry.ts).
   */
  state?: string;
}

const viewportName = (page: Page) => {
  const size = page.viewportSize();
  const known = Object.entries(VIEWPORTS).find(
    ([, { viewport }]) => viewport.width === size?.width && viewport.height === size?.height,
  );
  return known ? known[0] : `${size?.width}×${size?.height}`;
};

/** Renderer CPU time (s) of the page's process, from the DevTools protocol's performance metrics. */
async function rendererCpu(page: Page): Promise<(() => Promise<number>) | undefined> {
  if (process.env.E2E_AXE_CPU !== "1") return undefined;
  const session = await page.context().newCDPSession(page);
  await session.send("Performance.enable");
  const read = async () => {
    const { metrics } = await session.send("Performance.getMetrics");
    return metrics.find((metric) => metric.name === "ProcessTime")?.value ?? 0;
  };
  const before = await read();
  return async () => {
    const after = await read();
    await session.detach();
    return after - before;
  };
}

/**
 * The checks every screen of a journey passes: its open overlays lie inside the viewport (now, and whenever one
 * opened since the page loaded), and axe finds no serious or critical violation (with Label in Name on). Axe runs
 * once per distinct screen state in the run (the first journey to reach it); the layout checks run at every call.
 */
/**
 * Waits until a server-rendered page is live: its scripts start after its first paint (src/hydration-start.ts), and
 * until they have hydrated it a link is a plain link (a whole page load) and the full stylesheet is not applied yet.
 * A browser-rendered page is live once it shows anything.
 */
export async function pageIsLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById("club-scripts") || document.documentElement.dataset.hydrated === "true",
  );
}

export async function expectAccessible(
  page: Page,
  screen: string,
  { state = "" }: AccessibleOptions = {},
): Promise<void> {
  await pageIsLive(page);
  await expectOverlaysInViewport(page, screen);
  expect(await reportedLayoutProblems(page)).toEqual([]);
  const language = await page.evaluate(() => document.documentElement.lang);
  const journey = expect.getState().currentTestName ?? "";
  if (!claim(axeRegistry(), { screen, state, language, viewport: viewportName(page) }, journey)) return;
  const cpu = await rendererCpu(page);
  // Only violations are read: axe then skips collecting every passing node (its documented way to run faster).
  const results = await new AxeBuilder({ page: page as never })
    .options({ rules: AXE_EXTRA_RULES, resultTypes: ["violations"] })
    .analyze();
  if (cpu) recordAxeCpu(axeRegistry(), (await cpu()) * 1000);
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

export interface RequestsDuringOptions {
  /** How many requests are expected at least: the quiet spell counts only once they have started (10 s at most). */
  atLeast?: number;
  /** How long the page must be quiet to end the count. */
  quietMs?: number;
}

/**
 * Records the requests matching `matches` while `action` runs and until the page has been quiet for `quietMs`: none
 * of them still in flight and no new one started (a debounced change goes out within its debounce, 600 ms for the
 * cart, so a quiet spell longer than that ends the count). Waits on that condition, not a fixed time.
 */
export async function requestsDuring(
  page: Page,
  matches: (request: Request) => boolean,
  action: () => Promise<void>,
  { atLeast = 1, quietMs = 900 }: RequestsDuringOptions = {},
): Promise<Request[]> {
  const seen: Request[] = [];
  const open = new Set<Request>();
  let last = Date.now();
  const started = (request: Request) => {
    if (!matches(request)) return;
    seen.push(request);
    open.add(request);
    last = Date.now();
  };
  const ended = (request: Request) => {
    if (!open.delete(request)) return;
    last = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    await action();
    last = Date.now();
    const firstBy = Date.now() + 10_000;
    while (seen.length < atLeast && Date.now() < firstBy) await page.waitForTimeout(100);
    while (open.size > 0 || Date.now() - last < quietMs) await page.waitForTimeout(100);
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
  return seen;
}

/** Counts requests matching a method and path while `action` runs and until they are over (see `requestsDuring`). */
export async function countRequests(
  page: Page,
  method: string,
  path: RegExp,
  action: () => Promise<void>,
): Promise<number> {
  const seen = await requestsDuring(
    page,
    (request) => request.method() === method && path.test(new URL(request.url()).pathname),
    action,
  );
  return seen.length;
}

/** Waits until the element's animations (a dialog's or sheet's entrance) have run: then it stands where it stays. */
export async function animationsDone(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}
