import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, startRecordingServer } from "../test/recording-server.js";
import { createCartQueue } from "./cart-queue.js";
import { createClubClient } from "./client.js";

type Change = { items?: Array<{ shopItemId: string; quantity: number }>; couponCode?: string };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const lines = (quantity: number) => ({ items: [{ shopItemId: "chianti", quantity }] });

describe("cart queue with fake timers", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("debounces 600 ms and sends ONE request carrying the final state for ten quick changes", async () => {
    const send = vi.fn(async (change: Change) => ({ sent: change }));
    const queue = createCartQueue({ send });
    const answers = Array.from({ length: 10 }, (_, i) => queue.update(lines(i + 1)));
    await vi.advanceTimersByTimeAsync(599);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(lines(10));
    // Every caller gets the answer of the request that carried its change.
    for (const answer of await Promise.all(answers)) expect(answer).toEqual({ sent: lines(10) });
  });

  it("restarts the debounce on each change", async () => {
    const send = vi.fn(async (change: Change) => change);
    const queue = createCartQueue({ send });
    void queue.update(lines(1));
    await vi.advanceTimersByTimeAsync(500);
    void queue.update(lines(2));
    await vi.advanceTimersByTimeAsync(500);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("merges different fields of the pending changes", async () => {
    const send = vi.fn(async (change: Change) => change);
    const queue = createCartQueue({ send });
    void queue.update(lines(6));
    void queue.update({ couponCode: "BENVENUTO10" });
    await vi.advanceTimersByTimeAsync(600);
    expect(send).toHaveBeenCalledWith({ ...lines(6), couponCode: "BENVENUTO10" });
  });

  it("waits for a started cart request before sending the next, which carries everything changed meanwhile", async () => {
    const first = deferred<string>();
    const send = vi.fn((change: Change) =>
      send.mock.calls.length === 1 ? first.promise : Promise.resolve(JSON.stringify(change)),
    );
    const queue = createCartQueue({ send });
    const a = queue.update(lines(1));
    await vi.advanceTimersByTimeAsync(600);
    expect(send).toHaveBeenCalledTimes(1);

    const b = queue.update(lines(2));
    const c = queue.update(lines(3));
    await vi.advanceTimersByTimeAsync(5000);
    // The first request is still running: nothing else went out.
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.getState()).toEqual({ pending: true, inFlight: true });

    first.resolve("first");
    await expect(a).resolves.toBe("first");
    await expect(b).resolves.toBe(JSON.stringify(lines(3)));
    await expect(c).resolves.toBe(JSON.stringify(lines(3)));
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.getState()).toEqual({ pending: false, inFlight: false });
  });

  it("rejects every waiter of a failed request and stays usable", async () => {
    const send = vi
      .fn<(change: Change) => Promise<string>>()
      .mockRejectedValueOnce(new Error("OUT_OF_STOCK"))
      .mockResolvedValueOnce("ok");
    const queue = createCartQueue({ send });
    const waiters = [queue.update(lines(1)), queue.update(lines(2))].map((p) =>
      p.catch((e: Error) => e.message),
    );
    await vi.advanceTimersByTimeAsync(600);
    expect(await Promise.all(waiters)).toEqual(["OUT_OF_STOCK", "OUT_OF_STOCK"]);

    const next = queue.update(lines(3));
    await vi.advanceTimersByTimeAsync(600);
    await expect(next).resolves.toBe("ok");
    expect(send).toHaveBeenLastCalledWith(lines(3));
  });

  it("runs other cart operations only after every started one, sending pending changes first", async () => {
    const order: string[] = [];
    const send = vi.fn(async (change: Change) => {
      order.push(`patch ${change.items?.[0]?.quantity}`);
    });
    const queue = createCartQueue({ send });
    void queue.update(lines(4));
    const read = queue.run(async () => {
      order.push("read");
      return "cart";
    });
    await expect(read).resolves.toBe("cart");
    expect(order).toEqual(["patch 4", "read"]);
  });

  it("tells subscribers when it is updating", async () => {
    const send = vi.fn(async () => "ok");
    const queue = createCartQueue({ send });
    const states: boolean[] = [];
    queue.subscribe((state) => states.push(state.pending));
    void queue.update(lines(1));
    await vi.advanceTimersByTimeAsync(600);
    await queue.idle();
    expect(states[0]).toBe(true);
    expect(states.at(-1)).toBe(false);
  });

  it("flush sends at once and dispose rejects what is pending", async () => {
    const send = vi.fn(async () => "ok");
    const queue = createCartQueue({ send });
    const flushed = queue.update(lines(1));
    await queue.flush();
    await expect(flushed).resolves.toBe("ok");
    const dropped = queue.update(lines(2));
    queue.dispose();
    await expect(dropped).rejects.toThrow("disposed");
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe("cart queue with real timers against a real server", () => {
  const server = startRecordingServer((req, res) => {
    setTimeout(() => json(res, 200, { received: JSON.parse(req.body || "{}") }), 50);
  });
  afterAll(async () => (await server).close());

  it("ten quick quantity changes send one PATCH .../cart with the final quantity", async () => {
    const { baseUrl, requests } = await server;
    const client = createClubClient({ baseUrl, origin: "shop.cantina.test", appToken: "app" });
    const queue = createCartQueue({
      send: (body: Change) =>
        client.PATCH("/api/v2/shop-pages/{shopPageId}/cart", {
          params: { path: { shopPageId: "cantina" } },
          body,
        }),
    });
    const started = Date.now();
    const answers: Array<Promise<unknown>> = [];
    for (let quantity = 1; quantity <= 10; quantity++) {
      answers.push(queue.update(lines(quantity)));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const results = await Promise.all(answers);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    const patches = requests.filter((r) => r.method === "PATCH");
    expect(patches).toHaveLength(1);
    expect(patches[0]!.url.pathname).toBe("/api/v2/shop-pages/cantina/cart");
    expect(JSON.parse(patches[0]!.body)).toEqual(lines(10));
    expect(results.every((r) => JSON.stringify(r) === JSON.stringify({ received: lines(10) }))).toBe(true);
  });
});
