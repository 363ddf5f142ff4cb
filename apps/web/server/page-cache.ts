import type { PreparedPage } from "@club/storefront/server";
import { LRUCache } from "lru-cache";
import type { NoncePage } from "./nonce-page";
import type { ClubSnapshot } from "./platform";

/** One server-rendered address of one club host and language, as last read and rendered. */
export interface PageEntry {
  at: number;
  value: Promise<PreparedPage | null>;
  /** The last page read while the platform answered: served while it doesn't. */
  good?: PreparedPage;
  /** React's markup of a page (complete: nothing left to stream), with the nonce placeholder. */
  markup?: { of: PreparedPage; text: string };
  /** The whole HTML document of that markup, as built with one read of the club (its head, bootstrap, style). */
  html?: { of: PreparedPage; snapshot: ClubSnapshot; page: NoncePage };
}

export interface PageCacheLimits {
  /** Addresses kept at most (least recently served dropped first). */
  maxEntries: number;
  /** Markup and HTML kept at most, in UTF-16 code units (about bytes for these mostly-ASCII pages). */
  maxBytes: number;
}

export const DEFAULT_PAGE_CACHE_LIMITS: PageCacheLimits = { maxEntries: 500, maxBytes: 48 * 2 ** 20 };

/** What an entry weighs against the bound: its markup and HTML (the read data is in the HTML's state). */
export const entryBytes = (entry: PageEntry): number =>
  (entry.markup?.text.length ?? 0) + (entry.html?.page.length ?? 0);

/**
 * The server's page cache, bounded in entries and in bytes so that many addresses (crawlers walk every product of
 * every club) cannot grow the process without limit. An entry's weight is set again when its markup arrives.
 */
export function createPageCache(limits: PageCacheLimits = DEFAULT_PAGE_CACHE_LIMITS) {
  const cache = new LRUCache<string, PageEntry>({
    max: limits.maxEntries,
    maxSize: limits.maxBytes,
    sizeCalculation: (entry) => Math.max(1, entryBytes(entry)),
  });
  return {
    get: (key: string) => cache.get(key),
    set(key: string, entry: PageEntry) {
      cache.set(key, entry);
    },
    /** Weighs an entry again after it changed (a page larger than the whole bound is not kept). */
    update(key: string, entry: PageEntry) {
      if (cache.peek(key) !== entry) return;
      cache.delete(key);
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
