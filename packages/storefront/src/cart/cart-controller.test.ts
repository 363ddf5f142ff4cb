import type { Cart, ShopItem } from "@club/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyCart } from "../test/empty-cart";
import { createCartController, displayLines, quantityOf } from "./cart-controller";

const money = (amount: number) => ({ amount, currency: "EUR" });
const item = (id: string): ShopItem => ({
  id,
  shopId: "reds",
  productId: id,
  title: `Wine ${id}`,
  productType: "wine",
  format: 0.75,
  weight: null,
  price: money(1000),
  stock: 100,
  available: true,
  images: [],
});
const cartWith = (lines: Array<[string, number]>): Cart => ({
  ...emptyCart("cantina"),
  lines: lines.map(([id, quantity]) => ({
    shopItemId: id,
    shopId: "reds",
    title: `Wine ${id}`,
    productType: "wine",
    format: 0.75,
    weight: null,
    unitPrice: money(1000),
    quantity,
    lineTotal: money(1000 * quantity),
    stock: 100,
    available: true,
  })),
  itemCount: lines.reduce((sum, [, q]) => sum + q, 0),
  canCheckout: true,
});

describe("cart controller", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows quantities at once and sends ONE request with the final state after 600 ms", async () => {
    let server: Cart | null = cartWith([]);
    const send = vi.fn(async (items: Array<{ shopItemId: string; quantity: number }>) =>
      cartWith(items.map((i) => [i.shopItemId, i.quantity])),
    );
    const controller = createCartController({ send, serverCart: () => server, onCart: (c) => (server = c) });
    for (let q = 1; q <= 10; q += 1) controller.setQuantity(item("a"), q);
    expect(quantityOf(server, controller.getState(), "a")).toBe(10);
    expect(controller.getState().updating).toBe(true);
    expect(displayLines(server, controller.getState())).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(599);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith([{ shopItemId: "a", quantity: 10 }]);
    await vi.runAllTimersAsync();
    expect(controller.getState()).toMatchObject({ updating: false, overlay: {} });
    expect(server?.lines[0]?.quantity).toBe(10);
  });

  it("keeps other lines and removes with quantity 0", async () => {
    let server: Cart | null = cartWith([
      ["a", 6],
      ["b", 2],
    ]);
    const send = vi.fn(async (items: Array<{ shopItemId: string; quantity: number }>) =>
      cartWith(items.filter((i) => i.quantity > 0).map((i) => [i.shopItemId, i.quantity])),
    );
    const controller = createCartController({ send, serverCart: () => server, onCart: (c) => (server = c) });
    controller.setQuantity(server.lines[1]!, 0);
    expect(displayLines(server, controller.getState()).map((l) => l.shopItemId)).toEqual(["a"]);
    await vi.runAllTimersAsync();
    expect(send).toHaveBeenCalledWith([
      { shopItemId: "a", quantity: 6 },
      { shopItemId: "b", quantity: 0 },
    ]);
  });

  it("rolls the optimistic change back and reports the error when the request fails", async () => {
    const server = cartWith([["a", 6]]);
    const failure = Object.assign(new Error("API Error"), { code: "OUT_OF_STOCK" });
    const onError = vi.fn();
    const controller = createCartController({
      send: async () => Promise.reject(failure),
      serverCart: () => server,
      onCart: () => {},
      onError,
    });
    controller.setQuantity(server.lines[0]!, 500);
    expect(quantityOf(server, controller.getState(), "a")).toBe(500);
    await vi.runAllTimersAsync();
    expect(quantityOf(server, controller.getState(), "a")).toBe(6);
    expect(controller.getState()).toMatchObject({ updating: false, error: failure });
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it("waits for a request on the wire before sending the next change", async () => {
    let server: Cart | null = cartWith([]);
    let release: (() => void) | undefined;
    const send = vi.fn(
      (items: Array<{ shopItemId: string; quantity: number }>) =>
        new Promise<Cart>((resolve) => {
          release = () => resolve(cartWith(items.map((i) => [i.shopItemId, i.quantity])));
        }),
    );
    const controller = createCartController({ send, serverCart: () => server, onCart: (c) => (server = c) });
    controller.setQuantity(item("a"), 1);
    await vi.advanceTimersByTimeAsync(600);
    expect(send).toHaveBeenCalledTimes(1);
    controller.setQuantity(item("a"), 2);
    await vi.advanceTimersByTimeAsync(600);
    expect(send).toHaveBeenCalledTimes(1);
    release?.();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    release?.();
    await vi.runAllTimersAsync();
    expect(quantityOf(server, controller.getState(), "a")).toBe(2);
  });
});
