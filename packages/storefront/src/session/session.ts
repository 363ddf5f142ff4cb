import type { KeyValueStore } from "./storage";

export const TOKEN_KEY = "club.token";
export const CART_ID_KEY = "club.cartId";

type Listener = () => void;

/**
 * The visitor's session: the member's auth token (architecture §4: authenticated iff a token exists) and the
 * anonymous cart key sent as X-Cart-Id. Subscribable, so queries refetch when the login state changes.
 */
export interface Session {
  getToken(): string | null;
  setToken(token: string | null): void;
  isAuthenticated(): boolean;
  /** The anonymous cart key, created once (a random UUID) and kept. */
  getCartId(): string;
  subscribe(listener: Listener): () => void;
}

export function createSession(store: KeyValueStore, uuid: () => string = () => crypto.randomUUID()): Session {
  const listeners = new Set<Listener>();
  return {
    getToken: () => store.get(TOKEN_KEY) || null,
    setToken(token) {
      if (token) store.set(TOKEN_KEY, token);
      else store.remove(TOKEN_KEY);
      for (const listener of listeners) listener();
    },
    isAuthenticated: () => Boolean(store.get(TOKEN_KEY)),
    getCartId() {
      let id = store.get(CART_ID_KEY);
      if (!id) {
        id = uuid();
        store.set(CART_ID_KEY, id);
      }
      return id;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
