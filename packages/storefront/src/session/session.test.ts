import { describe, expect, it, vi } from "vitest";
import { CART_ID_KEY, createSession, TOKEN_KEY } from "./session";
import { memoryStore } from "./storage";

describe("session", () => {
  it("is authenticated exactly when a token exists, and notifies on change", () => {
    const store = memoryStore();
    const session = createSession(store);
    const listener = vi.fn();
    session.subscribe(listener);
    expect(session.isAuthenticated()).toBe(false);
    session.setToken("t1");
    expect(session.isAuthenticated()).toBe(true);
    expect(store.get(TOKEN_KEY)).toBe("t1");
    session.setToken(null);
    expect(session.isAuthenticated()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("creates the cart id once and keeps it", () => {
    const store = memoryStore();
    const uuid = vi.fn(() => "11111111-1111-4111-8111-111111111111");
    const session = createSession(store, uuid);
    expect(session.getCartId()).toBe("11111111-1111-4111-8111-111111111111");
    expect(session.getCartId()).toBe("11111111-1111-4111-8111-111111111111");
    expect(uuid).toHaveBeenCalledTimes(1);
    expect(store.get(CART_ID_KEY)).toBe("11111111-1111-4111-8111-111111111111");
  });
});
