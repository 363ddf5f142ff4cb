import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";

/**
 * What floats over the page: dialogs and sheets (Radix Dialog, the drawer), menus, select lists and popovers
 * (Radix poppers), tooltips, and toasts (a status or alert inside a fixed layer). Inline alerts in a form are
 * page content, not overlays: they may sit below the fold.
 */
const OVERLAYS =
  "[role=dialog],[role=alertdialog],[role=menu],[role=listbox],[role=tooltip],[data-radix-popper-content-wrapper],[role=status],[role=alert]";

export interface Misplaced {
  overlay: string;
  box: { left: number; top: number; right: number; bottom: number };
  viewport: { width: number; height: number };
}

/**
 * Runs in the page: every open overlay's box, once its entrance animations have ended, checked against the
 * viewport (the layout viewport, without a classic scrollbar). Self-contained: it is serialised into the page.
 */
async function findMisplacedOverlays(selector: string): Promise<Misplaced[]> {
  const isFixed = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement)
      if (getComputedStyle(node).position === "fixed") return true;
    return false;
  };
  const shown = (element: Element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return style.visibility !== "hidden" && style.display !== "none" && box.width > 0 && box.height > 0;
  };
  const candidates = () =>
    [...document.querySelectorAll(selector)].filter((element) => {
      const role = element.getAttribute("role");
      if ((role === "status" || role === "alert") && !isFixed(element)) return false;
      return shown(element);
    });
  // Entrance animations (slide-up, scale-in) move a box on purpose: measure where it comes to rest. Endless ones
  // (a spinner) never end and move nothing that matters here.
  const settling = candidates().flatMap((element) =>
    element
      .getAnimations({ subtree: true })
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
      .map((animation) => animation.finished.catch(() => undefined)),
  );
  await Promise.race([Promise.all(settling), new Promise((resolve) => setTimeout(resolve, 2000))]);
  // Floating UI positions a popper a frame after it mounts.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const misplaced: Misplaced[] = [];
  for (const element of candidates()) {
    const box = element.getBoundingClientRect();
    const slack = 1;
    if (box.left < -slack || box.top < -slack || box.right > width + slack || box.bottom > height + slack) {
      const name =
        element.getAttribute("aria-label") ??
        document.getElementById(element.getAttribute("aria-labelledby") ?? "")?.textContent ??
        element.textContent?.trim().slice(0, 40) ??
        "";
      misplaced.push({
        overlay: `${element.getAttribute("role") ?? element.tagName.toLowerCase()} "${name}"`,
        box: {
          left: Math.round(box.left),
          top: Math.round(box.top),
          right: Math.round(box.right),
          bottom: Math.round(box.bottom),
        },
        viewport: { width, height },
      });
    }
  }
  return misplaced;
}

const describe = (screen: string, found: Misplaced[]) =>
  found.map(
    ({ overlay, box, viewport }) =>
      `${screen}: ${overlay} at x ${box.left}…${box.right}, y ${box.top}…${box.bottom} is not inside the ${viewport.width}×${viewport.height} viewport`,
  );

/** The open overlays of the page that do not lie entirely inside the viewport, described. */
export async function misplacedOverlays(page: Page, screen: string): Promise<string[]> {
  return describe(screen, await page.evaluate(findMisplacedOverlays, OVERLAYS));
}

/** Every open dialog, sheet, toast, menu, popover and select list lies entirely inside the viewport. */
export async function expectOverlaysInViewport(page: Page, screen: string): Promise<void> {
  expect(await misplacedOverlays(page, screen)).toEqual([]);
}

/**
 * Watches every page of the context: whenever an overlay opens (or changes), it is checked once it has come to
 * rest, and any that lies outside the viewport is reported as a console error ("layout: …"), which the session's
 * `problems` collects and `expectAccessible` fails on. So an overlay that only flashes by between two checks of a
 * journey is caught too.
 */
export async function watchOverlays(context: BrowserContext): Promise<void> {
  // One source text (no eval in the page: its CSP forbids it), run in the storefront's own frame only.
  await context.addInitScript(
    `(${watchPage.toString()})(${JSON.stringify(OVERLAYS)}, ${findMisplacedOverlays.toString()})`,
  );
}

/** Runs in the page (serialised): rechecks the overlays after each change of the DOM that may open or move one. */
function watchPage(selector: string, find: typeof findMisplacedOverlays): void {
  if (window.top !== window) return;
  const reported: string[] = [];
  (window as unknown as { __clubLayoutProblems: string[] }).__clubLayoutProblems = reported;
  const seen = new Set<string>();
  let pending: number | undefined;
  const check = async () => {
    if (!(await find(selector)).length) return;
    // Confirm a moment later, so a box caught between two frames of a transition is not reported.
    await new Promise((resolve) => setTimeout(resolve, 250));
    for (const { overlay, box, viewport } of await find(selector)) {
      const key = `${location.pathname} ${overlay} ${JSON.stringify(box)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const text = `layout: ${location.pathname}: ${overlay} at x ${box.left}…${box.right}, y ${box.top}…${box.bottom} is not inside the ${viewport.width}×${viewport.height} viewport`;
      reported.push(text);
      console.error(text);
    }
  };
  const observer = new MutationObserver(() => {
    window.clearTimeout(pending);
    pending = window.setTimeout(() => void check(), 50);
  });
  const start = () =>
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["data-state", "role", "open", "style"],
    });
  if (document.body) start();
  else document.addEventListener("DOMContentLoaded", start, { once: true });
}

/** What the context's overlay watcher has reported on this page so far. */
export async function reportedLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __clubLayoutProblems?: string[] }).__clubLayoutProblems ?? [],
  );
}
