import { BOOTSTRAP_ELEMENT_ID } from "@club/storefront";
import { HYDRATION_SCRIPTS_ID } from "./hydration-start";
import { NUMBER_FORMATS_WORKER_PATH } from "./number-formats-worker";

/**
 * A page the browser renders (checkout, the account) sets up its language's number formatting in a worker too, as
 * soon as its entry runs: its first render formats prices, and ICU's start there was one main-thread task of 40–55 ms
 * at 4× CPU. Only on a page the web server wrote (its `#club-bootstrap`), which also serves the worker: a plain static
 * host has no such script. A server-rendered page's loader (`#club-scripts`) has already started one, earlier than
 * this could.
 */
export function startNumberFormats(win: Window & typeof globalThis): void {
  const doc = win.document;
  const served = doc.getElementById(BOOTSTRAP_ELEMENT_ID) !== null;
  if (!served || doc.getElementById(HYDRATION_SCRIPTS_ID) || !win.Worker) return;
  try {
    new win.Worker(NUMBER_FORMATS_WORKER_PATH).postMessage(doc.documentElement.lang);
  } catch {
    // No worker (a policy that refuses it): the app formats its first number itself.
  }
}
