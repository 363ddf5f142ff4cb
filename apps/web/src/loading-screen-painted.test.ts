// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadingScreenPainted } from "./loading-screen-painted";

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe("loadingScreenPainted", () => {
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("resolves at once on a page that has painted (a server-rendered page, or a late entry)", async () => {
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([
      { name: "first-contentful-paint" } as PerformanceEntry,
    ]);
    expect(await settled(loadingScreenPainted(window))).toBe(true);
  });

  it("waits for the next frame to be painted on a page that has not painted yet", async () => {
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([]);
    const painted = loadingScreenPainted(window);
    expect(await settled(painted)).toBe(false);
    for (const frame of frames.splice(0)) frame(performance.now());
    expect(await settled(painted)).toBe(false);
    vi.advanceTimersByTime(0);
    expect(await settled(painted)).toBe(true);
  });
});
