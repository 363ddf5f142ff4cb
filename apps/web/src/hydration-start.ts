/** The id of the JSON a server-rendered page carries instead of its script tags: the scripts that hydrate it. */
export const HYDRATION_SCRIPTS_ID = "club-scripts";

/**
 * What the server writes in `#club-scripts`: the built entry, the chunks it imports at once, and the stylesheets
 * the app applies before it renders (`src/stylesheet.ts`, which finds the first by `stylesheetId`).
 */
export interface HydrationScripts {
  entry: string;
  preloads: string[];
  /**
   * Chunks the shell loads when the browser is idle after hydration (the drawer, the cart sheet), fetched after the
   * entry: Vite's preload helper would insert them all in one task then, a few here in each task now.
   */
  later?: string[];
  stylesheets: string[];
  stylesheetId: string;
  /** A worker that sets up the page language's number formatting off the main thread (`number-formats-worker.ts`). */
  formatsWorker?: string;
}

/**
 * Fetches a server-rendered page's scripts once its first paint is done, so nothing competes with the markup's
 * font and pictures for the network (the page's largest paint comes first; hydration one paint later). Written
 * inline by the server (`server/hydration-loader.ts`, allowed by its hash in the CSP): the function is sent as its
 * own source text, so it names nothing from outside its body.
 *
 * The scripts start once the markup's largest picture (`fetchpriority="high"`) has loaded, the first contentful
 * paint is presented and two more frames have passed; at once when the page is hidden then (it paints nothing), on
 * the visitor's first press or key, and in any case by `latestMs` after the navigation started: however slow the
 * picture, hydration does not wait past it.
 *
 * Until the page is live (`data-hydrated` on `<html>`, set by the storefront), a click on one of the markup's
 * buttons, which do nothing without the script, is held (React does not see it) and clicked again once the page is
 * live, so an "Add to cart" pressed early adds to the cart. A button that submits a form is the browser's.
 */
export function startHydration(win: Window & typeof globalThis, scriptsId: string, latestMs: number): void {
  const INSERTS_PER_TASK = 2;
  const doc = win.document;
  const html = doc.documentElement;
  const scripts = JSON.parse(doc.getElementById(scriptsId)?.textContent || "null") as HydrationScripts | null;
  if (!scripts) return;

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const element = (tag: "link" | "script", set: Partial<HTMLLinkElement & HTMLScriptElement>) => () => {
      const inserted = doc.createElement(tag);
      inserted.crossOrigin = "";
      Object.assign(inserted, set);
      doc.head.append(inserted);
    };
    const inserts = [
      // As the server writes a stylesheet beside critical CSS: not applied until the app says (media="print"). First:
      // the app looks for it once it runs.
      ...scripts.stylesheets.map((href, index) =>
        element("link", {
          rel: "stylesheet",
          href,
          media: "print",
          ...(index === 0 ? { id: scripts.stylesheetId } : {}),
        }),
      ),
      // The entry fetched at once, run last (in CORS mode, as Vite writes it): once it runs, its first screen's
      // import asks Vite's preload helper for every chunk that screen needs, and the helper inserts the ones not yet
      // in the page all in one task (at 4× CPU, 19 links in ~90 ms, then the loader's own again).
      element("link", { rel: "modulepreload", href: scripts.entry }),
      ...scripts.preloads.map((href) => element("link", { rel: "modulepreload", href })),
      element("script", { type: "module", src: scripts.entry }),
      ...(scripts.later ?? []).map((href) => element("link", { rel: "modulepreload", href })),
    ];
    // Each element inserted starts a request, 1-2 ms of the main thread apiece (4-9 ms at 4× CPU), and a shop page's
    // entry imports two dozen chunks: a few per task, so none of them is a long task.
    const next = () => {
      for (const insert of inserts.splice(0, INSERTS_PER_TASK)) insert();
      if (inserts.length) win.setTimeout(next);
    };
    // Number formatting set up off the main thread while the scripts download: in a task of its own right after the
    // stylesheet's and the entry's (set before `next` sets its own, so its timer runs first), as starting a worker
    // takes a few milliseconds of the main thread too.
    const formatsWorker = scripts.formatsWorker;
    win.setTimeout(() => {
      try {
        if (formatsWorker && win.Worker) new win.Worker(formatsWorker).postMessage(html.lang);
      } catch {
        // No worker (a policy that refuses it): the app formats its first number itself.
      }
    });
    next();
  };

  const held: HTMLButtonElement[] = [];
  const hold = (event: Event) => {
    const target = event.target as Element | null;
    const button = typeof target?.closest === "function" ? target.closest("button") : null;
    // "root": the element the app renders into (index.html).
    if (!button || !doc.getElementById("root")?.contains(button)) return;
    if (button.form && button.type === "submit") return;
    event.stopPropagation();
    held.push(button);
    start();
  };
  doc.addEventListener("click", hold, true);
  new win.MutationObserver((_records, observer) => {
    if (html.dataset.hydrated !== "true") return;
    observer.disconnect();
    doc.removeEventListener("click", hold, true);
    // After the task that ended hydration: the member's view has rendered, the buttons' handlers are attached.
    win.setTimeout(() => {
      for (const button of held.splice(0)) if (button.isConnected) button.click();
    });
  }).observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });

  // The first contentful paint, once presented (reported), then two more frames for the largest picture's paint
  // to be shown as well. A browser that reports no paint has only the frames to wait for.
  const afterPaint = () => {
    const frames = () =>
      win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(start)));
    const Observer = win.PerformanceObserver;
    if (doc.visibilityState === "hidden") start();
    else if (
      !Observer?.supportedEntryTypes?.includes("paint") ||
      win.performance.getEntriesByName("first-contentful-paint").length > 0
    )
      frames();
    else
      new Observer((list, observer) => {
        if (list.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        frames();
      }).observe({ type: "paint" });
  };
  // The pictures the markup fetches first (`fetchpriority="high"`: the largest paint above the fold), loaded or
  // failed; not the window's load, which waits for every picture the browser fetches, lazy ones near the fold too.
  let pending = 1;
  const settled = () => {
    pending -= 1;
    if (pending === 0) afterPaint();
  };
  for (const picture of doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')) {
    if (picture.complete) continue;
    pending += 1;
    picture.addEventListener("load", settled, { once: true });
    picture.addEventListener("error", settled, { once: true });
  }
  settled();
  for (const type of ["pointerdown", "keydown"])
    doc.addEventListener(type, start, { capture: true, once: true });
  win.setTimeout(start, Math.max(0, latestMs - win.performance.now()));
}
