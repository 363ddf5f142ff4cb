import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/**
 * Pages one client address may ask for per second. A flood of cached pages costs little each, but from one client
 * it still fills the server's one thread; past its share that client is told to wait (a 429 costs far less than a
 * page), so the other visitors' pages keep their time.
 */
export function createPageRate(perSecond: number) {
  const limiter = perSecond > 0 ? new RateLimiterMemory({ points: perSecond, duration: 1 }) : null;
  return {
    /** Null when the client may have the page, else the seconds until it may ask again. */
    async retryAfter(client: string): Promise<number | null> {
      if (!limiter) return null;
      try {
        await limiter.consume(client);
        return null;
      } catch (refused) {
        if (!(refused instanceof RateLimiterRes)) throw refused;
        return Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
      }
    },
  };
}
