import type { Cart } from "@club/api-client";
import { afterEach, describe, expect, it } from "vitest";
import { storefrontQueries } from "../api/queries";
import { emptyCart } from "../test/empty-cart";
import { checkoutRuntime } from "../test/test-runtime";
import { cartControllerFor } from "./cart-controllers";
import { cartHintCookie, hasCartLines, rememberCartLines } from "./cart-hint";

const withLines = (shopPageId: string): Cart =>
  ({ ...emptyCart(shopPageId), lines: [{ id: "chianti" }], itemCount: 6 }) as unknown as Cart;

afterEach(() => {
  for (const pair of document.cookie.split(";"))
    document.cookie = `${pair.split("=")[0]?.trim()}=; Max-Age=0; Path=/`;
});

describe("the cart hint cookie", () => {
  it("says only that the shop page's cart has lines: functional, for every path, never sent cross-site", () => {
    expect(cartHintCookie("cantina", withLines("cantina"), false)).toBe(
      "club_cart_cantina=1; Max-Age=604800; Path=/; SameSite=Lax",
    );
    expect(cartHintCookie("cantina", withLines("cantina"), true)).toMatch(/; Secure$/);
  });

  it("is cleared by an empty cart and by no answer (what checkout then shows: the cart is empty)", () => {
    expect(cartHintCookie("cantina", emptyCart("cantina"), false)).toBe(
      "club_cart_cantina=; Max-Age=0; Path=/; SameSite=Lax",
    );
    expect(cartHintCookie("cantina", null, false)).toMatch(/^club_cart_cantina=; Max-Age=0;/);
  });

  it("follows the cart's answers in the browser, one shop page apart from another", () => {
    rememberCartLines("cantina", withLines("cantina"));
    rememberCartLines("frantoio", emptyCart("frantoio"));
    expect(hasCartLines(document.cookie, "cantina")).toBe(true);
    expect(hasCartLines(document.cookie, "frantoio")).toBe(false);
    rememberCartLines("cantina", emptyCart("cantina"));
    expect(hasCartLines(document.cookie, "cantina")).toBe(false);
  });

  it("is read from a request's Cookie header among others, by its exact name and value", () => {
    const header = "club_consent=necessary; club_cart_cantina=1; club_cart_cantina-2=1";
    expect(hasCartLines(header, "cantina")).toBe(true);
    expect(hasCartLines(header, "cantina-2")).toBe(true);
    expect(hasCartLines(header, "canti")).toBe(false);
    expect(hasCartLines("club_cart_cantina=0", "cantina")).toBe(false);
    expect(hasCartLines(null, "cantina")).toBe(false);
    expect(hasCartLines(header, undefined)).toBe(false);
  });

  it("is written where the cart's answers arrive: a read, and a change the platform confirmed", async () => {
    let answer = emptyCart("cantina");
    const runtime = checkoutRuntime(async () => Response.json(answer));
    const queries = storefrontQueries(runtime);
    await runtime.queryClient.fetchQuery(queries.cart("en", "cantina"));
    expect(hasCartLines(document.cookie, "cantina")).toBe(false);
    answer = withLines("cantina");
    const controller = cartControllerFor(runtime, "cantina");
    controller.setQuantity({ shopItemId: "chianti", quantity: 6 } as never, 6);
    await controller.flush();
    expect(hasCartLines(document.cookie, "cantina")).toBe(true);
    answer = emptyCart("cantina");
    await runtime.queryClient.fetchQuery({ ...queries.cart("en", "cantina"), staleTime: 0 });
    expect(hasCartLines(document.cookie, "cantina")).toBe(false);
  });
});
