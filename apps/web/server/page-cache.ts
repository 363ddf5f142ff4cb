import { LRUCache } from "lru-cache";
import type { PageTemplate } from "./page-template";

/**
 * One server-rendered address of one club host and language, as last built. Strings and numbers only: nothing of
 * the render that made it (its runtime, its queries) is held by the cache.
 */
export interface PageEntry {
  /** When its data was read. */
  at: number;
  /** The read of the club it was built with (`ClubSnapshot`s numbered in turn). */
  read: number;
  /** The whole HTML document, with its nonce and carried query left out. */
  page: PageTemplate;
}

export interface PageCacheLimits {
  /** Addresses kept at most (least recently served dropped first). */
  maxEntries: number;
  /** What the entries hold at most, in bytes (UTF-16: two a character), their keys too. */
  maxBytes: number;
}

export const DEFAULT_PAGE_CACHE_LIMITS: PageCacheLimits = { maxEntries: 500, maxBytes: 48 * 2 ** 20 };

/** What an entry weighs against the bound: everything it holds, and its key. */
export const entryBytes = (entry: PageEntry, key: string): number => entry.page.bytes + 2 * key.length;

/**
 * The server's page cache, bounded in entries and in bytes so that many addresses (crawlers walk every product of
 * every club) cannot grow the process without limit. A page larger than the whole bound is not kept.
 */
export function createPageCache(limits: PageCacheLimits = DEFAULT_PAGE_CACHE_LIMITS) {
  const cache = new LRUCache<string, PageEntry>({
    max: limits.maxEntries,
    maxSize: limits.maxBytes,
    sizeCalculation: (entry, key) => Math.max(1, entryBytes(entry, key)),
  });
  return {
    get: (key: string) => cache.get(key),
    set(key: string, entry: PageEntry) {
      cache.set(key, entry);
    },
    get size() {
      return cache.size;
    },
    get bytes() {
      return cache.calculatedSize;
    },
  };
}
