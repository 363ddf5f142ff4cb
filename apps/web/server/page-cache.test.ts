import { describe, expect, it } from "vitest";
import { noncePage } from "./nonce-page";
import { createPageCache, type PageEntry } from "./page-cache";

const prepared = {} as never;
const entry = (size: number): PageEntry => ({
  at: 0,
  value: Promise.resolve(null),
  markup: { of: prepared, text: "m".repeat(size) },
  html: { of: prepared, snapshot: {} as never, page: noncePage("h".repeat(size)) },
});

describe("the page cache", () => {
  it("keeps at most its number of entries, dropping the least recently served", () => {
    const cache = createPageCache({ maxEntries: 3, maxBytes: 10_000 });
    for (const key of ["a", "b", "c"]) cache.set(key, entry(10));
    cache.get("a");
    cache.set("d", entry(10));
    expect(cache.size).toBe(3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
  });

  it("keeps at most its bytes, weighing an entry again when its markup arrives", () => {
    const cache = createPageCache({ maxEntries: 100, maxBytes: 1_000 });
    for (let i = 0; i < 50; i++) {
      const grown: PageEntry = { at: 0, value: Promise.resolve(null) };
      cache.set(`page-${i}`, grown);
      Object.assign(grown, entry(100));
      cache.update(`page-${i}`, grown);
      expect(cache.bytes).toBeLessThanOrEqual(1_000);
    }
    expect(cache.size).toBe(5);
    // A page larger than the whole bound is not kept.
    const huge: PageEntry = { at: 0, value: Promise.resolve(null) };
    cache.set("huge", huge);
    Object.assign(huge, entry(600));
    cache.update("huge", huge);
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
  });
});
