import { afterEach, describe, expect, it, vi } from "vitest";
import { createInlinedData } from "./inlined-data";

const state = (name: string) => ({ mutations: [], queries: [{ queryKey: ["getShopPage"], name }] });

afterEach(() => {
  vi.useRealTimers();
});

describe("the public data a browser-rendered page carries", () => {
  it("is read once per address for the time to live, then again", async () => {
    vi.useFakeTimers();
    const inlined = createInlinedData(10_000);
    const read = vi.fn(async () => state("</script>"));
    const [first, second] = await Promise.all([inlined("a", read), inlined("a", read)]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    // Script-safe: the data cannot end its element.
    expect(first).not.toContain("</script>");
    expect(JSON.parse(first ?? "null").queries[0].name).toBe("</script>");
    vi.advanceTimersByTime(10_001);
    await inlined("a", read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("keeps no failed or empty read: the next page asks again, the browser reads meanwhile", async () => {
    const inlined = createInlinedData(10_000);
    const failing = vi.fn(async () => {
      throw new Error("platform down");
    });
    expect(await inlined("a", failing)).toBeNull();
    const empty = vi.fn(async () => ({ queries: [] }));
    expect(await inlined("a", empty)).toBeNull();
    const read = vi.fn(async () => state("Cellar"));
    expect(await inlined("a", read)).toContain("Cellar");
    expect([failing, empty, read].map((fn) => fn.mock.calls.length)).toEqual([1, 1, 1]);
  });
});
