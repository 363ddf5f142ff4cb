import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const folder = join(dirname(fileURLToPath(import.meta.url)), "..", "stripe-js");

/**
 * The fake Stripe.js's files, by the path js.stripe.com serves them at: the script, the card field's frame and the
 * 3-D Secure page (a browser test routes https://js.stripe.com to them, so the page's CSP applies as in production).
 */
export const FAKE_STRIPE_JS: Record<string, { file: string; contentType: string }> = {
  "/endive/stripe.js": { file: "stripe.js", contentType: "text/javascript" },
  "/endive/fake-card-frame.html": { file: "card-frame.html", contentType: "text/html; charset=utf-8" },
  "/endive/fake-3ds.html": { file: "fake-3ds.html", contentType: "text/html; charset=utf-8" },
};

/** A file of the fake Stripe.js served at `path` of js.stripe.com, or null when Stripe.js has no such file. */
export function fakeStripeJsFile(path: string): { body: string; contentType: string } | null {
  const known = FAKE_STRIPE_JS[path];
  if (!known) return null;
  return { body: readFileSync(join(folder, known.file), "utf8"), contentType: known.contentType };
}
