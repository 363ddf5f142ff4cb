import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type CouponLookupResult, createCouponLookup } from "./coupon-lookup.js";

describe("coupon lookup", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("looks the code up 400 ms after it stops changing, once", async () => {
    const validate = vi.fn(async (code: string) => ({ code }));
    const results: CouponLookupResult<{ code: string }>[] = [];
    const lookup = createCouponLookup({ validate, onResult: (r) => results.push(r) });
    for (const code of ["B", "BE", "BEN", "BENVENUTO10"]) {
      lookup.change(code);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(validate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(299);
    expect(validate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(validate).toHaveBeenCalledTimes(1);
    expect(validate.mock.calls[0]![0]).toBe("BENVENUTO10");
    expect(results).toEqual([
      { status: "checking", code: "BENVENUTO10" },
      { status: "valid", code: "BENVENUTO10", coupon: { code: "BENVENUTO10" } },
    ]);
  });

  it("never lets a stale answer overwrite a newer one", async () => {
    const answers: Record<string, number> = { SLOW: 1000, FAST: 10 };
    const validate = vi.fn(
      (code: string) =>
        new Promise<string>((resolve) => setTimeout(() => resolve(`${code} ok`), answers[code])),
    );
    const results: CouponLookupResult<string>[] = [];
    const lookup = createCouponLookup({ validate, onResult: (r) => results.push(r) });
    lookup.change("SLOW");
    await vi.advanceTimersByTimeAsync(400);
    lookup.change("FAST");
    await vi.advanceTimersByTimeAsync(2000);
    expect(validate).toHaveBeenCalledTimes(2);
    expect(results.filter((r) => r.status === "valid")).toEqual([
      { status: "valid", code: "FAST", coupon: "FAST ok" },
    ]);
    expect(results.at(-1)).toEqual({ status: "valid", code: "FAST", coupon: "FAST ok" });
  });

  it("aborts the superseded request", async () => {
    const signals: AbortSignal[] = [];
    const validate = vi.fn((_code: string, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>(() => undefined);
    });
    const lookup = createCouponLookup({ validate, onResult: () => undefined });
    lookup.change("FIRST");
    await vi.advanceTimersByTimeAsync(400);
    lookup.change("SECOND");
    expect(signals[0]!.aborted).toBe(true);
  });

  it("reports invalid codes with their error and an empty code as idle", async () => {
    const validate = vi.fn(async () => {
      throw Object.assign(new Error("API Error"), { code: "COUPON_INVALID" });
    });
    const results: CouponLookupResult<never>[] = [];
    const lookup = createCouponLookup({ validate, onResult: (r) => results.push(r) });
    lookup.change("NOPE");
    await vi.advanceTimersByTimeAsync(400);
    expect(results.at(-1)).toMatchObject({
      status: "invalid",
      code: "NOPE",
      error: { code: "COUPON_INVALID" },
    });
    lookup.change("  ");
    expect(results.at(-1)).toEqual({ status: "idle", code: "" });
    await vi.advanceTimersByTimeAsync(1000);
    expect(validate).toHaveBeenCalledTimes(1);
  });
});
