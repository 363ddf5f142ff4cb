import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { cartKey, matchesOperation, operationFilter, queryKeyOf } from "./query-keys";

describe("query keys from the contract", () => {
  it("name the operation first, then what the answer depends on", () => {
    expect(
      queryKeyOf("getShopItem", {
        path: { shopPageId: "cantina", shopId: "rossi", shopItemId: "chianti" },
        query: { expand: ["related"] },
        language: "it",
      }),
    ).toEqual([
      "getShopItem",
      {
        path: { shopPageId: "cantina", shopId: "rossi", shopItemId: "chianti" },
        query: { expand: ["related"] },
        language: "it",
      },
    ]);
    expect(queryKeyOf("getProfile", { language: "en", signedIn: false })).toEqual([
      "getProfile",
      { language: "en", signedIn: false },
    ]);
    expect(queryKeyOf("getTheme")).toEqual(["getTheme", {}]);
  });

  it("leave out the parameters a request does not send, so the same request has one key", () => {
    const client = new QueryClient();
    const sparse = cartKey("en", true, "cantina", {
      shippingMode: "shipping",
      couponCode: "",
      listingId: undefined,
    });
    client.setQueryData(sparse, "answer");
    expect(client.getQueryData(cartKey("en", true, "cantina", { shippingMode: "shipping" }))).toBe("answer");
    expect(cartKey("en", true, "cantina", {})).toEqual([
      "getCart",
      { path: { shopPageId: "cantina" }, language: "en", signedIn: true },
    ]);
  });

  it("keep parameters written in any order as one key", () => {
    const client = new QueryClient();
    client.setQueryData(
      cartKey("en", false, "cantina", { shippingId: "adr_1", billingId: "bil_1" }),
      "priced",
    );
    expect(
      client.getQueryData(cartKey("en", false, "cantina", { billingId: "bil_1", shippingId: "adr_1" })),
    ).toBe("priced");
  });

  it("tell apart the language, the login state and the path", () => {
    const keys = [
      cartKey("en", false, "cantina"),
      cartKey("it", false, "cantina"),
      cartKey("en", true, "cantina"),
      cartKey("en", false, "dispensa"),
    ];
    const client = new QueryClient();
    keys.forEach((key, index) => {
      client.setQueryData(key, index);
    });
    expect(keys.map((key) => client.getQueryData(key))).toEqual([0, 1, 2, 3]);
  });

  it("match by operation, narrowed by any part, never by position", () => {
    const cart = cartKey("it", true, "cantina", { shippingMode: "pickup" });
    expect(matchesOperation(cart, "getCart")).toBe(true);
    expect(matchesOperation(cart, "getCart", { path: { shopPageId: "cantina" } })).toBe(true);
    expect(matchesOperation(cart, "getCart", { query: { shippingMode: "pickup" }, language: "it" })).toBe(
      true,
    );
    expect(matchesOperation(cart, "getCart", { path: { shopPageId: "dispensa" } })).toBe(false);
    expect(matchesOperation(cart, "getCartListings", { path: { shopPageId: "cantina" } })).toBe(false);
    expect(matchesOperation(queryKeyOf("getProfile", { language: "it", signedIn: true }), "getCart")).toBe(
      false,
    );
  });

  it("invalidate every read of an operation and nothing else", async () => {
    const client = new QueryClient();
    const carts = [
      cartKey("en", true, "cantina"),
      cartKey("it", true, "dispensa", { shippingMode: "pickup" }),
    ];
    const profile = queryKeyOf("getProfile", { language: "en", signedIn: true });
    for (const key of [...carts, profile]) client.setQueryData(key, "cached");
    await client.invalidateQueries(operationFilter("getCart"));
    expect(carts.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true]);
    expect(client.getQueryState(profile)?.isInvalidated).toBe(false);

    await client.invalidateQueries(operationFilter("getProfile", { language: "it" }));
    expect(client.getQueryState(profile)?.isInvalidated).toBe(false);
    await client.invalidateQueries(operationFilter("getProfile", { language: "en" }));
    expect(client.getQueryState(profile)?.isInvalidated).toBe(true);
  });
});
