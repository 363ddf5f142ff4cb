/** How many pages not in the cache are made at once: per client, in all, and waiting for a turn. */
export interface RenderLimits {
  /** Renders one client address may have running or waiting. */
  perClient: number;
  /** Renders running at once (their reads in parallel; React's render itself takes turns on the one thread). */
  concurrency: number;
  /** Renders waiting for a turn, at most; past it a request is turned away at once. */
  queue: number;
}

export const DEFAULT_RENDER_LIMITS: RenderLimits = { perClient: 4, concurrency: 8, queue: 64 };

/** A render refused: the client has its share running, or every turn and place in the queue is taken. */
export class RenderBusy extends Error {
  constructor() {
    super("too many pages are being rendered");
  }
}

/**
 * Admits the renders of pages the cache doesn't hold, so one visitor cannot starve the others: each client address
 * has a small share, and past the concurrency the rest wait in a bounded queue, first come first served. `run`
 * throws `RenderBusy` at once when the client or the queue is full (never an unbounded wait).
 */
export function createRenderGate(limits: RenderLimits = DEFAULT_RENDER_LIMITS) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const held = new Map<string, number>();
  const release = (client: string) => {
    const next = waiting.shift();
    // A waiting render takes over the turn; otherwise the turn is free.
    if (next) next();
    else running--;
    const count = (held.get(client) ?? 1) - 1;
    if (count > 0) held.set(client, count);
    else held.delete(client);
  };
  return {
    run<T>(client: string, work: () => Promise<T>): Promise<T> {
      const count = held.get(client) ?? 0;
      if (count >= limits.perClient) throw new RenderBusy();
      const free = running < limits.concurrency;
      if (!free && waiting.length >= limits.queue) throw new RenderBusy();
      held.set(client, count + 1);
      if (free) running++;
      const turn = free ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve));
      return turn.then(work).finally(() => release(client));
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
