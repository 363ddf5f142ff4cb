import { afterEach, describe, expect, it, vi } from "vitest";
import { yieldToBrowser } from "./yield-to-browser";

describe("yielding to the browser", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("continues in a new task, after the work already queued", async () => {
    const order: string[] = [];
    setTimeout(() => order.push("queued task"), 0);
    queueMicrotask(() => order.push("microtask"));
    await yieldToBrowser();
    order.push("after the yield");
    expect(order).toEqual(["microtask", "queued task", "after the yield"]);
  });

  it("uses scheduler.yield() where the browser has it", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});
