// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { hydrationScriptTags } from "../server/hydration-loader";
import { HYDRATION_SCRIPTS_ID, type HydrationScripts, startHydration } from "./hydration-start";

type Page = Window & typeof globalThis;
type JsdomClass = new (html: string, options: object) => { window: Page };

const SCRIPTS: HydrationScripts = {
  entry: "/assets/index.js",
  preloads: ["/assets/react.js", "/assets/ShopScreen.js"],
  stylesheets: ["/assets/index.css"],
  stylesheetId: "club-stylesheet",
};
// The entry is fetched first and run last, once every chunk it imports at once is asked for.
const ALL = [...SCRIPTS.stylesheets, SCRIPTS.entry, ...SCRIPTS.preloads, SCRIPTS.entry];

/**
 * A server-rendered page as the server writes it (`#root`'s markup, the scripts' data, the inline loader), in a
 * window of its own whose parser runs the loader's text as a browser would. jsdom runs no module script: what the
 * loader inserts is read from the head.
 */
function serverPage(markup: string, { loader = true, scripts = SCRIPTS } = {}): Page {
  const { constructor: JSDOM } = (globalThis as unknown as { jsdom: { constructor: JsdomClass } }).jsdom;
  const tags = hydrationScriptTags(scripts);
  const written = loader ? tags : tags.slice(0, tags.indexOf("<script>"));
  const html = `<!doctype html><html><head></head><body><div id="root">${markup}</div>${written}</body></html>`;
  return new JSDOM(html, { runScripts: "dangerously", pretendToBeVisual: true, url: "http://shop.test/en/" })
    .window;
}
const inserted = (page: Page) =>
  [...page.document.head.querySelectorAll("link, script")].map((element) => ({
    tag: element.tagName.toLowerCase(),
    url: element.getAttribute("href") ?? element.getAttribute("src"),
    rel: element.getAttribute("rel") ?? element.getAttribute("type"),
    crossorigin: element.getAttribute("crossorigin"),
    ...(element.id ? { id: element.id } : {}),
    ...(element.getAttribute("media") ? { media: element.getAttribute("media") } : {}),
  }));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// What the loader does comes in timer tasks; a loaded machine runs them late, so what must happen is waited for.
const eventually = (assertion: () => void) => vi.waitFor(assertion, { timeout: 2000, interval: 5 });
/** How many elements the page's head gained in each task, as the tasks run. */
function insertsPerTask(page: Page): number[] {
  const perTask: number[] = [];
  // A mutation observer's callback runs once after each task that inserted something.
  new page.MutationObserver((records) => {
    perTask.push(records.reduce((count, record) => count + record.addedNodes.length, 0));
  }).observe(page.document.head, { childList: true });
  return perTask;
}
const hydrated = (page: Page) => {
  page.document.documentElement.dataset.hydrated = "true";
};

describe("the hydration loader of a server-rendered page", () => {
  it("fetches the stylesheet and scripts once the largest picture has loaded and two frames passed, the entry's imports preloaded beside it", async () => {
    // The largest picture (fetched first), and a lazy one the loader does not wait for (the window's load would).
    const page = serverPage(
      '<img src="/media/hero.svg" alt="" fetchpriority="high"><img src="/media/cellar.svg" alt="" loading="lazy">',
    );
    await pause(60);
    expect(inserted(page)).toEqual([]);
    page.document.querySelector("img")?.dispatchEvent(new page.Event("load"));
    expect(inserted(page)).toEqual([]);
    await eventually(() =>
      expect(inserted(page)).toEqual([
        // Not applied: the app applies it before it renders (src/stylesheet.ts), the critical CSS paints the markup.
        {
          tag: "link",
          url: "/assets/index.css",
          rel: "stylesheet",
          crossorigin: "",
          id: "club-stylesheet",
          media: "print",
        },
        { tag: "link", url: "/assets/index.js", rel: "modulepreload", crossorigin: "" },
        { tag: "link", url: "/assets/react.js", rel: "modulepreload", crossorigin: "" },
        { tag: "link", url: "/assets/ShopScreen.js", rel: "modulepreload", crossorigin: "" },
        { tag: "script", url: "/assets/index.js", rel: "module", crossorigin: "" },
      ]),
    );
    await pause(60);
    expect(inserted(page)).toHaveLength(5);
  });

  it("waits for the first contentful paint when the page loaded before it painted", async () => {
    const page = serverPage("<main>Reds</main>", { loader: false });
    let painted:
      | ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect(): void }) => void)
      | undefined;
    let disconnected = false;
    const observed: unknown[] = [];
    Object.assign(page, {
      PerformanceObserver: Object.assign(
        class {
          constructor(callback: typeof painted) {
            painted = callback;
          }
          observe(options: unknown) {
            observed.push(options);
          }
        },
        { supportedEntryTypes: ["paint", "largest-contentful-paint"] },
      ),
    });
    Object.assign(page.performance, { getEntriesByName: () => [] });
    startHydration(page, HYDRATION_SCRIPTS_ID, page.performance.now() + 10_000);
    expect(observed).toEqual([{ type: "paint" }]);
    const entries = (names: string[]) => ({
      getEntriesByName: (name: string) => names.filter((n) => n === name),
    });
    const observer = {
      disconnect: () => {
        disconnected = true;
      },
    };
    painted?.(entries(["first-paint"]), observer);
    await pause(60);
    expect(inserted(page)).toEqual([]);
    expect(disconnected).toBe(false);
    painted?.(entries(["first-contentful-paint"]), observer);
    expect(disconnected).toBe(true);
    await eventually(() => expect(inserted(page).map(({ url }) => url)).toEqual(ALL));
  });

  it("starts at once on the visitor's first key or press: the stylesheet and the entry's fetch in that task", async () => {
    for (const type of ["keydown", "pointerdown"]) {
      const page = serverPage("<main>Reds</main>");
      page.document.body.dispatchEvent(new page.Event(type, { bubbles: true }));
      expect(inserted(page).map(({ url }) => url)).toEqual(ALL.slice(0, 2));
      await eventually(() => expect(inserted(page).map(({ url }) => url)).toEqual(ALL));
    }
  });

  it("starts the number formats worker with the page's language in a task of its own, after the stylesheet and the entry", async () => {
    const page = serverPage("<main>Rossi</main>", {
      scripts: { ...SCRIPTS, formatsWorker: "/number-formats-worker.js" },
    });
    page.document.documentElement.lang = "it";
    const started: unknown[] = [];
    Object.assign(page, {
      Worker: class {
        constructor(url: string) {
          started.push(["worker", url, inserted(page).length]);
        }
        postMessage(message: unknown) {
          started.push(["message", message]);
        }
      },
    });
    page.document.body.dispatchEvent(new page.Event("keydown", { bubbles: true }));
    expect(started).toEqual([]);
    expect(inserted(page).map(({ url }) => url)).toEqual(ALL.slice(0, 2));
    await eventually(() => expect(inserted(page).map(({ url }) => url)).toEqual(ALL));
    expect(started).toEqual([
      ["worker", "/number-formats-worker.js", 2],
      ["message", "it"],
    ]);
  });

  it("inserts a few elements per task, so two dozen preloads never make a long task", async () => {
    const preloads = Array.from({ length: 23 }, (_, index) => `/assets/chunk-${index}.js`);
    const page = serverPage("<main>Reds</main>", { scripts: { ...SCRIPTS, preloads } });
    const perTask = insertsPerTask(page);
    page.document.body.dispatchEvent(new page.Event("keydown", { bubbles: true }));
    await eventually(() =>
      expect(inserted(page).map(({ url }) => url)).toEqual([
        ...SCRIPTS.stylesheets,
        SCRIPTS.entry,
        ...preloads,
        SCRIPTS.entry,
      ]),
    );
    expect(perTask).toHaveLength(13);
    expect(Math.max(...perTask)).toBe(2);
  });

  it("fetches the shell's idle parts after the entry, a few per task", async () => {
    const later = ["/assets/ShellDrawer.js", "/assets/dialog.js", "/assets/cart-sheet.js"];
    const page = serverPage("<main>Reds</main>", { scripts: { ...SCRIPTS, later } });
    const perTask = insertsPerTask(page);
    page.document.body.dispatchEvent(new page.Event("keydown", { bubbles: true }));
    await eventually(() => expect(inserted(page).map(({ url }) => url)).toEqual([...ALL, ...later]));
    expect(inserted(page).slice(ALL.length)).toEqual(
      later.map((url) => ({ tag: "link", url, rel: "modulepreload", crossorigin: "" })),
    );
    expect(Math.max(...perTask)).toBe(2);
  });

  it("does not wait past its latest start for a picture that has not come", async () => {
    const page = serverPage('<img src="/media/slow.svg" alt="" fetchpriority="high">', { loader: false });
    startHydration(page, HYDRATION_SCRIPTS_ID, page.performance.now() + 30);
    await pause(10);
    expect(inserted(page)).toEqual([]);
    await eventually(() => expect(inserted(page).map(({ url }) => url)).toEqual(ALL));
  });

  it("does not wait for a picture that failed", async () => {
    const page = serverPage('<img src="/media/gone.svg" alt="" fetchpriority="high">');
    page.document.querySelector("img")?.dispatchEvent(new page.Event("error"));
    await eventually(() => expect(inserted(page).map(({ url }) => url)).toEqual(ALL));
  });

  it("holds a click on the markup's buttons until the page is live, then clicks again; later clicks pass", async () => {
    const page = serverPage('<button type="button">Add to cart</button><svg><text>icon</text></svg>');
    const root = page.document.getElementById("root") as HTMLElement;
    const button = root.querySelector("button") as HTMLButtonElement;
    button.append(root.querySelector("svg") as Element);
    const clicks: EventTarget[] = [];
    // Where React listens: the element it renders into.
    root.addEventListener("click", (event) => clicks.push(event.target as EventTarget));
    button.click();
    (button.querySelector("text") as Element).dispatchEvent(new page.MouseEvent("click", { bubbles: true }));
    await pause(10);
    expect(clicks).toEqual([]);
    // A click starts the scripts without waiting for the page's load.
    expect(inserted(page).map(({ url }) => url)).toContain(SCRIPTS.entry);
    hydrated(page);
    await eventually(() => expect(clicks).toEqual([button, button]));
    button.click();
    expect(clicks).toEqual([button, button, button]);
  });

  it("leaves a form's submit button and what is outside the app to the browser", async () => {
    const page = serverPage('<form action="/search"><button>Search</button></form>');
    const outside = page.document.createElement("button");
    outside.type = "button";
    page.document.body.append(outside);
    const clicks: EventTarget[] = [];
    page.document.addEventListener("click", (event) => clicks.push(event.target as EventTarget));
    page.document.addEventListener("submit", (event) => event.preventDefault());
    const submit = page.document.querySelector("form button") as HTMLButtonElement;
    submit.click();
    outside.click();
    expect(clicks).toEqual([submit, outside]);
    hydrated(page);
    await pause(10);
    expect(clicks).toEqual([submit, outside]);
  });

  it("drops a held click whose button is gone after hydration (the app rendered the page again)", async () => {
    const page = serverPage('<button type="button">Add to cart</button>');
    const button = page.document.querySelector("button") as HTMLButtonElement;
    const clicks: EventTarget[] = [];
    button.addEventListener("click", (event) => clicks.push(event.target as EventTarget));
    button.click();
    button.remove();
    hydrated(page);
    await pause(10);
    expect(clicks).toEqual([]);
  });
});
