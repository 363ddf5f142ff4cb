/** The id of the JSON a server-rendered page carries instead of its script tags: the scripts that hydrate it. */
export const HYDRATION_SCRIPTS_ID = "club-scripts";

/**
 * What the server writes in `#club-scripts`: the built entry, the chunks it imports at once, and the stylesheets
 * the app applies before it renders (`src/stylesheet.ts`, which finds the first by `stylesheetId`).
 */
export interface HydrationScripts {
  entry: string;
  preloads: string[];
  stylesheets: string[];
  stylesheetId: string;
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
  const doc = win.document;
  const html = doc.documentElement;
  const scripts = JSON.parse(doc.getElementById(scriptsId)?.textContent || "null") as HydrationScripts | null;
  if (!scripts) return;

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // As the server writes a stylesheet beside critical CSS: not applied until the app says (media="print").
    scripts.stylesheets.forEach((href, index) => {
      const link = doc.createElement("link");
      link.rel = "stylesheet";
      link.crossOrigin = "";
      link.href = href;
      link.media = "print";
      if (index === 0) link.id = scripts.stylesheetId;
      doc.head.append(link);
    });
    // As Vite writes them in the built page: the entry's own imports preloaded beside it, in CORS mode.
    for (const href of scripts.preloads) {
      const link = doc.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      doc.head.append(link);
    }
    const script = doc.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = scripts.entry;
    doc.head.append(script);
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
