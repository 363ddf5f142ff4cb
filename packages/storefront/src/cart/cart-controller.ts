import type { Cart, CartItemInput, CartLine, ShopItem } from "@club/api-client";
import { type CartQueue, createCartQueue } from "@club/api-client";

/** What the visitor sees of one line while changes are on their way: the server's line or the item just added. */
export interface DisplayLine {
  shopItemId: string;
  shopId: string;
  title: string;
  quantity: number;
  /** The server's line; absent for an item added optimistically and not confirmed yet. */
  line?: CartLine;
  item?: ShopItem;
}

export interface CartControllerState {
  /** Quantities chosen and not yet confirmed by the server (optimistic). */
  overlay: Readonly<Record<string, number>>;
  /** Items added while not yet in the server's cart, to show them at once. */
  added: Readonly<Record<string, ShopItem>>;
  /** A change is waiting for the debounce or on the wire. */
  updating: boolean;
  /** The last failed update (its changes were rolled back); cleared by the next change. */
  error: unknown;
}

export interface CartControllerOptions {
  /** Sends the cart's final list of lines (PATCH .../cart). */
  send: (items: CartItemInput[]) => Promise<Cart>;
  /** The server's cart as last known. */
  serverCart: () => Cart | null | undefined;
  /** A confirmed cart from the server. */
  onCart: (cart: Cart) => void;
  /** A failed update, after the rollback. */
  onError?: (error: unknown) => void;
  debounceMs?: number;
}

export interface CartController {
  setQuantity(target: ShopItem | CartLine, quantity: number): void;
  getState(): CartControllerState;
  subscribe(listener: () => void): () => void;
  /** Sends pending changes now (e.g. before leaving for checkout) and waits for every cart operation. */
  flush(): Promise<void>;
  /** The cart queue, for other cart operations that must wait (listings, checkout). */
  queue: CartQueue<{ items: CartItemInput[] }, Cart>;
  dispose(): void;
}

const idOf = (target: ShopItem | CartLine) => ("shopItemId" in target ? target.shopItemId : target.id);

/**
 * Optimistic cart quantities over the SDK's cart queue (architecture §5): every change shows at once,
 * many quick changes become one request carrying the final state after 600 ms of quiet, the server's
 * answer replaces the optimistic state, and a failure rolls the changes back.
 */
export function createCartController(options: CartControllerOptions): CartController {
  const listeners = new Set<() => void>();
  let state: CartControllerState = { overlay: {}, added: {}, updating: false, error: null };
  let outstanding = 0;

  const set = (patch: Partial<CartControllerState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const queue = createCartQueue<{ items: CartItemInput[] }, Cart>({
    send: (change) => options.send(change.items),
    ...(options.debounceMs !== undefined ? { debounceMs: options.debounceMs } : {}),
  });

  function desiredItems(overlay: Record<string, number>): CartItemInput[] {
    const items = new Map<string, number>();
    for (const line of options.serverCart()?.lines ?? []) items.set(line.shopItemId, line.quantity);
    for (const [id, quantity] of Object.entries(overlay)) items.set(id, quantity);
    return [...items].map(([shopItemId, quantity]) => ({ shopItemId, quantity }));
  }

  return {
    queue,
    setQuantity(target, quantity) {
      const id = idOf(target);
      const next = Math.max(0, Math.floor(quantity));
      const overlay = { ...state.overlay, [id]: next };
      const added =
        !("shopItemId" in target) && !options.serverCart()?.lines.some((line) => line.shopItemId === id)
          ? { ...state.added, [id]: target }
          : state.added;
      set({ overlay, added, updating: true, error: null });
      outstanding += 1;
      queue.update({ items: desiredItems(overlay) }).then(
        (cart) => {
          outstanding -= 1;
          options.onCart(cart);
          // Newer changes are still queued: keep their optimistic quantities until their answer.
          if (outstanding === 0) set({ overlay: {}, added: {}, updating: false });
        },
        (error: unknown) => {
          outstanding -= 1;
          if (outstanding === 0) set({ overlay: {}, added: {}, updating: false, error });
          else set({ error });
          options.onError?.(error);
        },
      );
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush: () => queue.idle(),
    dispose() {
      queue.dispose();
      listeners.clear();
    },
  };
}

/** The lines to show: the server's, with optimistic quantities applied and optimistic additions appended. */
export function displayLines(cart: Cart | null | undefined, state: CartControllerState): DisplayLine[] {
  const lines: DisplayLine[] = [];
  for (const line of cart?.lines ?? []) {
    const quantity = state.overlay[line.shopItemId] ?? line.quantity;
    if (quantity > 0)
      lines.push({ shopItemId: line.shopItemId, shopId: line.shopId, title: line.title, quantity, line });
  }
  for (const [id, item] of Object.entries(state.added)) {
    const quantity = state.overlay[id] ?? 0;
    if (quantity > 0 && !lines.some((line) => line.shopItemId === id))
      lines.push({ shopItemId: id, shopId: item.shopId, title: item.title, quantity, item });
  }
  return lines;
}

/** The quantity of an item as the visitor sees it now. */
export function quantityOf(
  cart: Cart | null | undefined,
  state: CartControllerState,
  shopItemId: string,
): number {
  return (
    state.overlay[shopItemId] ?? cart?.lines.find((line) => line.shopItemId === shopItemId)?.quantity ?? 0
  );
}

/** Whether a change of this item's quantity is being saved (a spinner on its stepper). */
export function itemUpdating(state: CartControllerState, shopItemId: string): boolean {
  return state.updating && state.overlay[shopItemId] !== undefined;
}
