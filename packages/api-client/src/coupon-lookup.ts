import { createLatestLookup } from "./latest-lookup.js";

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
  const lookup = createLatestLookup<string, T>({
    run: validate,
    delayMs,
    onResult: (result) => {
      const code = result.input;
      if (result.status === "loading") onResult({ status: "checking", code });
      else if (result.status === "done") onResult({ status: "valid", code, coupon: result.value });
      else onResult({ status: "invalid", code, error: result.error });
    },
  });
  return {
    change(raw) {
      const code = raw.trim();
      if (!code) {
        lookup.cancel();
        onResult({ status: "idle", code: "" });
        return;
      }
      lookup.change(code);
    },
    dispose: lookup.dispose,
  };
}
