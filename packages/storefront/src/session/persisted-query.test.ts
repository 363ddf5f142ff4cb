import { describe, expect, it } from "vitest";
import { createPersistedQuery, restorePersisted, withQuery } from "./persisted-query";
import { memoryStore } from "./storage";

describe("persisted query (_token)", () => {
  it("captures _token on first access and keeps it", () => {
    const persisted = createPersistedQuery(memoryStore());
    persisted.capture("?_token=abc&utm=x");
    expect(persisted.get()).toEqual({ _token: "abc" });
    persisted.capture("?other=1");
    expect(persisted.get()).toEqual({ _token: "abc" });
  });

  it("ignores a later, different _token: the first access's one is kept (architecture §2)", () => {
    const persisted = createPersistedQuery(memoryStore());
    persisted.capture("?_token=first");
    persisted.capture("?_token=second");
    expect(persisted.get()).toEqual({ _token: "first" });
    expect(restorePersisted("?_token=second&page=2", persisted.get())).toBe("?_token=first&page=2");
    expect(withQuery("/en/", "?_token=second", persisted.get())).toBe("/en/?_token=first");
  });

  it("never carries one-shot flags (returnUrl, passwordChanged) to the next address", () => {
    expect(
      withQuery("/en/shop-pages/cantina", "?passwordChanged=1&returnUrl=%2Fen%2Fprofile&utm=mail", {
        _token: "abc",
      }),
    ).toBe("/en/shop-pages/cantina?utm=mail&_token=abc");
    // A link that sets one itself keeps it.
    expect(withQuery("/en/login?returnUrl=%2Fen%2F", "?passwordChanged=1")).toBe(
      "/en/login?returnUrl=%2Fen%2F",
    );
  });

  it("re-adds _token when a navigation dropped it, and only then", () => {
    expect(restorePersisted("?page=2", { _token: "abc" })).toBe("?page=2&_token=abc");
    expect(restorePersisted("", { _token: "abc" })).toBe("?_token=abc");
    expect(restorePersisted("?_token=abc", { _token: "abc" })).toBeNull();
    expect(restorePersisted("?page=2", {})).toBeNull();
  });

  it("links keep the current query string and the persisted variables", () => {
    expect(withQuery("/en/shop-pages/cantina", "?utm=mail", { _token: "abc" })).toBe(
      "/en/shop-pages/cantina?utm=mail&_token=abc",
    );
    expect(withQuery("/it/?tab=2#top", "?tab=1&x=y")).toBe("/it/?tab=2&x=y#top");
  });

  it("survives a broken stored value", () => {
    const store = memoryStore({ "club.persistedQuery": "{not json" });
    expect(createPersistedQuery(store).get()).toEqual({});
  });
});
