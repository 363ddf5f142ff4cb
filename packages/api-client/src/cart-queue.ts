export interface CartQueueOptions<TChange, TResult> {
  /** Sends one batch of changes (e.g. `PATCH /shop-pages/{id}/cart`). */
  send: (change: TChange) => Promise<TResult>;
  /** Folds a newer change into the pending one. Default: a shallow merge, so the last `items` list wins. */
  merge?: (pending: TChange, next: TChange) => TChange;
  /** Quiet time before a batch is sent. Default 600 ms (architecture §11). */
  debounceMs?: number;
}

export interface CartQueueState {
  /** Changes are waiting for the debounce or for an earlier request. */
  pending: boolean;
  /** A cart request is on the wire. */
  inFlight: boolean;
}

export interface CartQueue<TChange, TResult> {
  /** Queues a change. Resolves with the answer of the request that carried it; rejects if that request failed. */
  update(change: TChange): Promise<TResult>;
  /** Sends what is pending now, without waiting for the debounce. */
  flush(): Promise<void>;
  /** Runs another cart operation once every started one has finished (pending changes are sent first). */
  run<T>(operation: () => Promise<T>): Promise<T>;
  /** Resolves when nothing is pending or in flight. */
  idle(): Promise<void>;
  getState(): CartQueueState;
  /** Notified whenever `getState()` changes (for an "updating" indicator). */
  subscribe(listener: (state: CartQueueState) => void): () => void;
  /** Drops the timer; pending waiters are rejected. */
  dispose(): void;
}

interface Waiter<T> {
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

const shallowMerge = <T>(pending: T, next: T): T => ({ ...pending, ...next });

/**
 * Serialises and debounces cart writes (architecture §5): many quick changes become ONE request carrying the final
 * state, and no cart request starts while another cart operation is still running.
 */
export function createCartQueue<TChange, TResult>(
  options: CartQueueOptions<TChange, TResult>,
): CartQueue<TChange, TResult> {
  const { send, merge = shallowMerge, debounceMs = 600 } = options;
  const listeners = new Set<(state: CartQueueState) => void>();
  let pending: { change: TChange; waiters: Waiter<TResult>[] } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Every cart operation is chained here, so each starts only after the previous one has settled.
  let chain: Promise<unknown> = Promise.resolve();
  let running = 0;
  let inFlight = false;

  const state = (): CartQueueState => ({ pending: pending !== undefined || running > 0, inFlight });
  const notify = () => {
    const current = state();
    for (const listener of listeners) listener(current);
  };

  function enqueue<T>(operation: () => Promise<T>): Promise<T> {
    running += 1;
    const result = chain.then(operation);
    chain = result.then(
      () => undefined,
      () => undefined,
    );
    void chain.then(() => {
      running -= 1;
      notify();
    });
    return result;
  }

  // Takes the batch when it is actually sent, so changes made while an earlier request ran join it.
  async function sendPending(): Promise<void> {
    const batch = pending;
    pending = undefined;
    if (!batch) return;
    inFlight = true;
    notify();
    try {
      const result = await send(batch.change);
      for (const waiter of batch.waiters) waiter.resolve(result);
    } catch (error) {
      for (const waiter of batch.waiters) waiter.reject(error);
    } finally {
      inFlight = false;
    }
  }

  function flush(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!pending) return chain.then(() => undefined);
    return enqueue(sendPending);
  }

  return {
    update(change) {
      return new Promise<TResult>((resolve, reject) => {
        pending = pending
          ? { change: merge(pending.change, change), waiters: [...pending.waiters, { resolve, reject }] }
          : { change, waiters: [{ resolve, reject }] };
        if (timer !== undefined) clearTimeout(timer);
        timer = setTimeout(() => void flush(), debounceMs);
        notify();
      });
    },
    flush,
    run(operation) {
      if (pending) void flush();
      return enqueue(operation);
    },
    async idle() {
      while (pending || running > 0) {
        if (pending) await flush();
        await chain;
      }
    },
    getState: state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      const waiters = pending?.waiters ?? [];
      pending = undefined;
      for (const waiter of waiters) waiter.reject(new Error("Cart queue disposed"));
      listeners.clear();
    },
  };
}
