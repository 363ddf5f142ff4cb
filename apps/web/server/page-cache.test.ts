import { describe, expect, it } from "vitest";
import { createPageCache, type PageEntry } from "./page-cache";
import { pageTemplate } from "./page-template";

const entry = (size: number): PageEntry => ({ at: 0, read: 1, page: pageTemplate("h".repeat(size))! });

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

  it("weighs an entry by everything it holds, its key too, in bytes", () => {
    const cache = createPageCache({ maxEntries: 100, maxBytes: 10_000 });
    cache.set("k".repeat(50), entry(1_000));
    expect(cache.bytes).toBe(2 * (1_000 + 50));
  });

  it("keeps at most its bytes; a page larger than the whole bound is not kept", () => {
    const cache = createPageCache({ maxEntries: 100, maxBytes: 1_000 });
    for (let i = 0; i < 50; i++) {
      cache.set(`page-${i}`, entry(90));
      expect(cache.bytes).toBeLessThanOrEqual(1_000);
    }
    expect(cache.size).toBe(5);
    cache.set("huge", entry(600));
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
  });
});
