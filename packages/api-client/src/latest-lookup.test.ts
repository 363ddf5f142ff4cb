import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLatestLookup, type LatestLookupResult } from "./latest-lookup.js";

describe("latest lookup", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs an immediate change at once, aborting the debounced one before it", async () => {
    const run = vi.fn(async (input: string) => input.toUpperCase());
    const results: LatestLookupResult<string, string>[] = [];
    const lookup = createLatestLookup({ run, onResult: (r) => results.push(r), delayMs: 250 });
    lookup.change("chi");
    lookup.change("chianti", { immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    expect(results).toEqual([
      { status: "loading", input: "chianti" },
      { status: "done", input: "chianti", value: "CHIANTI" },
    ]);
    await vi.advanceTimersByTimeAsync(500);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("drops the answer of a superseded input, and aborts its request", async () => {
    const signals: AbortSignal[] = [];
    const run = vi.fn(
      (input: string, signal: AbortSignal) =>
        new Promise<string>((resolve) => {
          signals.push(signal);
          setTimeout(() => resolve(input), input === "slow" ? 1000 : 10);
        }),
    );
    const results: LatestLookupResult<string, string>[] = [];
    const lookup = createLatestLookup({ run, onResult: (r) => results.push(r), delayMs: 0 });
    lookup.change("slow", { immediate: true });
    lookup.change("fast", { immediate: true });
    await vi.advanceTimersByTimeAsync(2000);
    expect(signals[0]!.aborted).toBe(true);
    expect(results.filter((r) => r.status === "done")).toEqual([
      { status: "done", input: "fast", value: "fast" },
    ]);
  });

  it("reports nothing after cancel", async () => {
    const run = vi.fn(async (input: string) => input);
    const results: LatestLookupResult<string, string>[] = [];
    const lookup = createLatestLookup({ run, onResult: (r) => results.push(r) });
    lookup.change("brunello");
    lookup.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).not.toHaveBeenCalled();
    expect(results).toEqual([]);
  });
});
