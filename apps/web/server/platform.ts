import {
  type Club,
  type ClubClient,
  type ClubMeta,
  type Config,
  createClubClient,
  type ShopPageSummary,
  type Theme,
} from "@club/api-client";
import type { Language } from "@club/storefront/first-paint";
import type { SitemapItem } from "@club/storefront/seo";

/** What the server inlines for one club host and language. */
export interface ClubSnapshot {
  config: Config | null;
  theme: Theme | null;
  style: string | null;
  club: Club | null;
  meta: ClubMeta | null;
}

/** The products of each shop page the platform answered, by shop page id (the sitemap's). */
export type ShopPageItems = ReadonlyMap<string, readonly SitemapItem[]>;

/** One round of the sitemap's shop page reads: complete when every page answered. */
interface ItemsRound {
  items: ShopPageItems;
  complete: boolean;
}

interface CacheEntry<T> {
  at: number;
  value: Promise<T>;
}

const settle = <T>(promise: Promise<T>): Promise<T | null> => promise.catch(() => null);

/** Shop pages read at once for the sitemap: a club with many pages doesn't ask them of the platform all together. */
const SHOP_PAGE_READS = 4;

/** `task` of each input, at most `limit` at a time, answered in the inputs' order. */
async function eachLimited<T, R>(inputs: readonly T[], limit: number, task: (input: T) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < inputs.length; index = next++)
      results[index] = await task(inputs[index]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, inputs.length) }, worker));
  return results;
}

/**
 * Fetches the club's config, theme, style, club and meta from the platform, as an anonymous visitor of
 * `host`, and keeps them a few seconds per host and language, so a burst of page loads costs one round; and, for
 * the sitemap, the products of the club's shop pages, kept as long.
 */
export function createPlatformReader(options: {
  apiOrigin: string;
  appToken: string;
  timeoutMs: number;
  ttlMs?: number;
  fetch?: typeof fetch;
}) {
  const cache = new Map<string, CacheEntry<ClubSnapshot>>();
  const itemsCache = new Map<string, CacheEntry<ItemsRound>>();
  const ttl = options.ttlMs ?? 10_000;
  // The last configuration read per host: its adapters decide the page's CSP when a read fails.
  const lastConfig = new Map<string, Config>();

  /** A client of the platform as an anonymous visitor of `host`, each call within `signal()`; null for a forged host. */
  function clientOf(host: string, language: Language, signal: () => AbortSignal): ClubClient | null {
    try {
      return createClubClient({
        baseUrl: options.apiOrigin,
        appToken: options.appToken,
        origin: host,
        language,
        fetch: (input) => (options.fetch ?? globalThis.fetch)(new Request(input, { signal: signal() })),
      });
    } catch {
      // A host the SDK refuses as X-Club-Origin (a URL sent as Host) names no club: what a refusing platform gives.
      return null;
    }
  }

  function load(host: string, language: Language): Promise<ClubSnapshot> {
    const signal = AbortSignal.timeout(options.timeoutMs);
    const client = clientOf(host, language, () => signal);
    if (!client) return Promise.resolve({ config: null, theme: null, style: null, club: null, meta: null });
    return Promise.all([
      settle(client.GET("/api/v2/config")),
      settle(client.GET("/api/v2/theme")),
      settle(client.GET("/api/v2/style")),
      settle(client.GET("/api/v2/club")),
      settle(client.GET("/api/v2/club/meta")),
    ]).then(([config, theme, style, club, meta]) => ({ config, theme, style, club, meta }));
  }

  /** Each shop page's items, a few pages at a time, each read within the timeout; a page that fails is left out. */
  async function loadItems(
    host: string,
    language: Language,
    shopPages: readonly Pick<ShopPageSummary, "id">[],
  ): Promise<ItemsRound> {
    const client = clientOf(host, language, () => AbortSignal.timeout(options.timeoutMs));
    if (!client) return { items: new Map(), complete: true };
    // Only what a product's address needs is kept, not the catalogue; an answer without shops counts as failed.
    const read = (shopPageId: string) =>
      client
        .GET("/api/v2/shop-pages/{shopPageId}", {
          params: { path: { shopPageId }, query: { expand: ["shops", "shops.items"] } },
        })
        .then((page) =>
          page.shops.flatMap((shop) => (shop.items ?? []).map(({ id, shopId }) => ({ id, shopId }))),
        );
    const answers = await eachLimited(shopPages, SHOP_PAGE_READS, ({ id }) => settle(read(id)));
    const items = new Map<string, SitemapItem[]>();
    shopPages.forEach(({ id }, index) => {
      const answer = answers[index];
      if (answer) items.set(id, answer);
    });
    return { items, complete: items.size === shopPages.length };
  }

  /** A read kept per key for the TTL; a failed round (`kept` false) is not: the next caller asks again. */
  function cached<T>(
    store: Map<string, CacheEntry<T>>,
    key: string,
    read: () => Promise<T>,
    kept: (value: T) => boolean,
  ): Promise<T> {
    const now = Date.now();
    const hit = store.get(key);
    if (hit && now - hit.at < ttl) return hit.value;
    const value = read();
    store.set(key, { at: now, value });
    void value.then((result) => {
      if (!kept(result) && store.get(key)?.value === value) store.delete(key);
    });
    if (store.size > 200) store.delete(store.keys().next().value as string);
    return value;
  }

  return {
    read(host: string, language: Language): Promise<ClubSnapshot> {
      const value = cached(
        cache,
        `${host}|${language}`,
        () => load(host, language),
        (snapshot) => !!snapshot.config,
      );
      void value.then((snapshot) => {
        if (!snapshot.config) return;
        lastConfig.delete(host);
        lastConfig.set(host, snapshot.config);
        if (lastConfig.size > 200) lastConfig.delete(lastConfig.keys().next().value as string);
      });
      return value;
    },
    /**
     * The products of the club's shop pages, by shop page id, for the sitemap only (pages read none of this): kept
     * as long as the club's read, unless a shop page could not be read.
     */
    shopPageItems(
      host: string,
      language: Language,
      shopPages: readonly Pick<ShopPageSummary, "id">[],
    ): Promise<ShopPageItems> {
      const key = `${host}|${language}|${shopPages.map(({ id }) => id).join(",")}`;
      const round = cached(
        itemsCache,
        key,
        () => loadItems(host, language, shopPages),
        (r) => r.complete,
      );
      return round.then(({ items }) => items);
    },
    /** The configuration of the last successful read for a host, if any. */
    lastConfig(host: string): Config | null {
      return lastConfig.get(host) ?? null;
    },
  };
}

export type PlatformReader = ReturnType<typeof createPlatformReader>;
