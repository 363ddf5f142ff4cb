/** Where the web server serves the worker that sets up number formatting (`server/number-formats-worker.ts`). */
export const NUMBER_FORMATS_WORKER_PATH = "/number-formats-worker.js";

/**
 * The body of a dedicated worker that builds the page language's first number formatter, off the main thread.
 * A page's first `Intl.NumberFormat` loads the locale's number data into ICU, whose cache the whole renderer
 * process shares: 30–120 ms of one main-thread task in Chromium 156 (unthrottled), inside the first render that
 * formats a price or a plural's number (Lingui's `#`). Built first in a worker, while the page's scripts download,
 * the main thread's first one takes under a millisecond. Sent as its own source text: it names nothing from
 * outside its body.
 */
export function warmNumberFormats(scope: {
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}) {
  scope.onmessage = (event) => {
    const locale = typeof event.data === "string" && event.data ? event.data : undefined;
    try {
      new Intl.NumberFormat(locale).format(1);
      new Intl.PluralRules(locale).select(1);
    } finally {
      scope.close();
    }
  };
}
