import { scriptJson } from "@club/storefront/seo";
import { LRUCache } from "lru-cache";

/** Addresses kept at most, and their JSON in UTF-16 code units (a big catalog's shop page is most of it). */
const MAX_ENTRIES = 500;
const MAX_CHARS = 16 * 2 ** 20;

interface Entry {
  at: number;
  json: Promise<string | null>;
}

/**
 * The public data a page the browser renders carries (`prepareData`), as script-safe JSON, read once per host,
 * language and address for `ttlMs`: a burst of checkouts costs the platform one round. A read that failed is not
 * kept (the next page asks again; meanwhile the browser reads what the page lacks). Bounded in entries and size.
 */
export function createInlinedData(ttlMs: number) {
  const cache = new LRUCache<string, Entry>({
    max: MAX_ENTRIES,
    maxSize: MAX_CHARS,
    // Weighed once its JSON is there (see below); a read in flight weighs one.
    sizeCalculation: () => 1,
  });
  return async function inlinedData(
    key: string,
    read: () => Promise<{ queries: readonly unknown[] } | null>,
  ): Promise<string | null> {
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && now - hit.at < ttlMs) return hit.json;
    const entry: Entry = {
      at: now,
      json: read()
        .then((state) => (state && state.queries.length > 0 ? scriptJson(state) : null))
        .catch(() => null),
    };
    cache.set(key, entry);
    const json = await entry.json;
    if (cache.peek(key) === entry) {
      cache.delete(key);
      if (json !== null) cache.set(key, entry, { size: Math.max(1, json.length) });
    }
    return json;
  };
}
