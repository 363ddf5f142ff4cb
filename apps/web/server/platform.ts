import {
  type Club,
  type ClubClient,
  type ClubMeta,
  type Config,
  createClubClient,
  type Theme,
} from "@club/api-client";
import type { Language } from "@club/storefront/first-paint";

/** What the server inlines for one club host and language. */
export interface ClubSnapshot {
  config: Config | null;
  theme: Theme | null;
  style: string | null;
  club: Club | null;
  meta: ClubMeta | null;
}

interface CacheEntry {
  at: number;
  value: Promise<ClubSnapshot>;
}

const settle = <T>(promise: Promise<T>): Promise<T | null> => promise.catch(() => null);

/**
 * Fetches the club's config, theme, style, club and meta from the platform, as an anonymous visitor of
 * `host`, and keeps them a few seconds per host and language, so a burst of page loads costs one round.
 */
export function createPlatformReader(options: {
  apiOrigin: string;
  appToken: string;
  timeoutMs: number;
  ttlMs?: number;
  fetch?: typeof fetch;
}) {
  const cache = new Map<string, CacheEntry>();
  const ttl = options.ttlMs ?? 10_000;
  // The last configuration read per host: its adapters decide the page's CSP when a read fails.
  const lastConfig = new Map<string, Config>();

  function load(host: string, language: Language): Promise<ClubSnapshot> {
    const signal = AbortSignal.timeout(options.timeoutMs);
    let client: ClubClient;
    try {
      client = createClubClient({
        baseUrl: options.apiOrigin,
        appToken: options.appToken,
        origin: host,
        language,
        fetch: (input) => (options.fetch ?? globalThis.fetch)(new Request(input, { signal })),
      });
    } catch {
      // A host the SDK refuses as X-Club-Origin (a URL sent as Host) names no club: what a refusing platform gives.
      return Promise.resolve({ config: null, theme: null, style: null, club: null, meta: null });
    }
    return Promise.all([
      settle(client.GET("/api/v2/config")),
      settle(client.GET("/api/v2/theme")),
      settle(client.GET("/api/v2/style")),
      settle(client.GET("/api/v2/club")),
      settle(client.GET("/api/v2/club/meta")),
    ]).then(([config, theme, style, club, meta]) => ({ config, theme, style, club, meta }));
  }

  return {
    read(host: string, language: Language): Promise<ClubSnapshot> {
      const key = `${host}|${language}`;
      const now = Date.now();
      const hit = cache.get(key);
      if (hit && now - hit.at < ttl) return hit.value;
      const value = load(host, language);
      cache.set(key, { at: now, value });
      // A failed round is not kept: the next page load asks again.
      void value.then((snapshot) => {
        if (snapshot.config) {
          lastConfig.delete(host);
          lastConfig.set(host, snapshot.config);
          if (lastConfig.size > 200) lastConfig.delete(lastConfig.keys().next().value as string);
        } else if (cache.get(key)?.value === value) cache.delete(key);
      });
      if (cache.size > 200) cache.delete(cache.keys().next().value as string);
      return value;
    },
    /** The configuration of the last successful read for a host, if any. */
    lastConfig(host: string): Config | null {
      return lastConfig.get(host) ?? null;
    },
  };
}
