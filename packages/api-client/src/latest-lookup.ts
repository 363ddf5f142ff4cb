export type LatestLookupResult<I, T> =
  | { status: "loading"; input: I }
  | { status: "done"; input: I; value: T }
  | { status: "failed"; input: I; error: unknown };

export interface LatestLookupOptions<I, T> {
  /** Runs one lookup (a request of the SDK); abort it when the signal fires. */
  run: (input: I, signal: AbortSignal) => Promise<T>;
  /** Receives each state of the latest input only: a stale answer never overwrites a newer one. */
  onResult: (result: LatestLookupResult<I, T>) => void;
  /** Quiet time after the input stops changing. Default 400 ms (architecture §11). */
  delayMs?: number;
}

export interface LatestLookup<I> {
  /** Call on every change (a keystroke, a filter); the lookup runs once the input has been still for the delay. */
  change(input: I, options?: { immediate?: boolean }): void;
  /** Forgets the pending input: stops the timer and aborts a running lookup; nothing more is reported for it. */
  cancel(): void;
  /** As `cancel`, when the caller goes away. */
  dispose(): void;
}

/**
 * Looks an input up after it stops changing, aborting the lookup it supersedes; answers for superseded inputs are
 * dropped, so what the caller shows is always the answer to what was asked last (coupon codes, search as you type).
 */
export function createLatestLookup<I, T>(options: LatestLookupOptions<I, T>): LatestLookup<I> {
  const { run, onResult, delayMs = 400 } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  let controller: AbortController | undefined;

  function stop() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  }

  async function lookup(input: I, current: number) {
    controller = new AbortController();
    const { signal } = controller;
    onResult({ status: "loading", input });
    try {
      const value = await run(input, signal);
      if (current === generation) onResult({ status: "done", input, value });
    } catch (error) {
      if (current === generation && !signal.aborted) onResult({ status: "failed", input, error });
    }
  }

  const cancel = () => {
    generation += 1;
    stop();
  };
  return {
    change(input, { immediate = false } = {}) {
      cancel();
      const current = generation;
      if (immediate) void lookup(input, current);
      else timer = setTimeout(() => void lookup(input, current), delayMs);
    },
    cancel,
    dispose: cancel,
  };
}
