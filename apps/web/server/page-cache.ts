import type { Context, MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import { newNonce } from "./csp";

export interface PageCacheOptions {
  /** Pages kept at most (0: none kept). */
  entries: number;
  /** Milliseconds a kept page is served before it is rendered again. */
  ttlMs: number;
  /** What names the page a request asks for, or null when its page is never kept. */
  keyOf(c: Context): string | null | Promise<string | null>;
  /** Told of each request the cache looked at. */
  counted?(result: "hit" | "miss"): void;
}

/** A rendered page as sent, with the nonce it carries in its scripts and its Content-Security-Policy. */
interface KeptPage {
  body: string;
  headers: [string, string][];
  nonce: string;
}

/** A kept page larger than this is sent but not kept: one page must not push out hundreds of others. */
const LARGEST_PAGE = 512 * 1024;

/**
 * Keeps public pages rendered, by the key `keyOf` gives, for `ttlMs`; at most `entries`, least recently used out
 * first. The handler below sets `nonce` to the one its page carries: a kept page is served with a new one, in its
 * body and its headers alike. Only a 200 without cookies is kept, and the first visitor's answer still streams;
 * visitors asking for the same page meanwhile wait for that render.
 */
export function pageCache(options: PageCacheOptions): MiddlewareHandler<{ Variables: { nonce?: string } }> {
  if (options.entries === 0 || options.ttlMs === 0) return (_c, next) => next();
  const kept = new LRUCache<string, KeptPage>({
    max: options.entries,
    ttl: options.ttlMs,
    maxSize: options.entries * 128 * 1024,
    sizeCalculation: (page) => page.body.length,
  });
  // The renders under way, by key: a request that misses while its page is being rendered waits for that render
  // instead of starting another (the moment a popular page expires, every visitor asking for it would miss at once).
  const rendering = new Map<string, Promise<KeptPage | null>>();
  const serve = (page: KeptPage) => {
    const nonce = newNonce();
    return new Response(page.body.replaceAll(page.nonce, nonce), {
      status: 200,
      headers: page.headers.map(([name, value]) => [name, value.replaceAll(page.nonce, nonce)]),
    });
  };
  return async (c, next) => {
    const key = c.req.method === "GET" ? await options.keyOf(c) : null;
    if (key === null) return next();
    // No await unless a render is under way: the first to miss must claim the key before anyone else looks.
    const underway = rendering.get(key);
    const page = kept.get(key) ?? (underway ? await underway : undefined);
    options.counted?.(page ? "hit" : "miss");
    if (page) return serve(page);
    let done: (page: KeptPage | null) => void = () => {};
    rendering.set(key, new Promise((resolve) => (done = resolve)));
    const settle = (made: KeptPage | null) => {
      if (made) kept.set(key, made);
      rendering.delete(key);
      done(made);
    };
    try {
      await next();
    } catch (error) {
      settle(null);
      throw error;
    }
    const nonce = c.get("nonce");
    const { res } = c;
    if (res.status !== 200 || !nonce || !res.body || res.headers.has("set-cookie")) return settle(null);
    const [sent, copy] = res.body.tee();
    const headers = [...res.headers];
    c.res = new Response(sent, res);
    new Response(copy).text().then(
      (body) => settle(body.length <= LARGEST_PAGE ? { body, headers, nonce } : null),
      // The render failed mid-page: nothing whole to keep.
      () => settle(null),
    );
  };
}
