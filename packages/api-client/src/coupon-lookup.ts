export type CouponLookupResult<T> =
  | { status: "idle"; code: "" }
  | { status: "checking"; code: string }
  | { status: "valid"; code: string; coupon: T }
  | { status: "invalid"; code: string; error: unknown };

export interface CouponLookupOptions<T> {
  /** Validates one code (e.g. `GET /coupons/{couponCode}/validate`); abort the request when the signal fires. */
  validate: (code: string, signal: AbortSignal) => Promise<T>;
  /** Receives each state of the latest code only: a stale answer never overwrites a newer one. */
  onResult: (result: CouponLookupResult<T>) => void;
  /** Quiet time after the code stops changing. Default 400 ms (architecture §11). */
  delayMs?: number;
}

export interface CouponLookup {
  /** Call on every keystroke; the lookup runs once the code has been still for the delay. */
  change(code: string): void;
  /** Stops the timer and aborts a running lookup. */
  dispose(): void;
}

/** Looks a coupon code up after it stops changing; answers for superseded codes are dropped. */
export function createCouponLookup<T>(options: CouponLookupOptions<T>): CouponLookup {
  const { validate, onResult, delayMs = 400 } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  let controller: AbortController | undefined;

  function cancel() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  }

  async function lookup(code: string, current: number) {
    controller = new AbortController();
    const { signal } = controller;
    onResult({ status: "checking", code });
    try {
      const coupon = await validate(code, signal);
      if (current === generation) onResult({ status: "valid", code, coupon });
    } catch (error) {
      if (current === generation && !signal.aborted) onResult({ status: "invalid", code, error });
    }
  }

  return {
    change(raw) {
      const code = raw.trim();
      generation += 1;
      cancel();
      if (!code) {
        onResult({ status: "idle", code: "" });
        return;
      }
      const current = generation;
      timer = setTimeout(() => void lookup(code, current), delayMs);
    },
    dispose() {
      generation += 1;
      cancel();
    },
  };
}
