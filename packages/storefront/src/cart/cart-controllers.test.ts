import { describe, expect, it, vi } from "vitest";
import { storefrontQueries } from "../api/queries";
import { createRuntime } from "../app/runtime";
import { memoryStore } from "../session/storage";
import { checkoutRuntime } from "../test/test-runtime";
import { cartControllerFor, setCartPricingContext } from "./cart-controllers";

const emptyCart = (total: number) => ({
  shopPageId: "cantina",
  currency: "EUR",
  lines: [],
  itemCount: 0,
  subtotal: { amount: total, currency: "EUR" },
  total: { amount: total, currency: "EUR" },
});

/** A storefront whose platform answers every cart call after `delay` ms, recording what was asked. */
function storefront(delay = 20) {
  const log: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    log.push(`start ${request.method} ${url.pathname.split("/").slice(-2).join("/")}${url.search}`);
    await new Promise((resolve) => setTimeout(resolve, delay));
    log.push(`end ${request.method}`);
    return Response.json(emptyCart(request.method === "PATCH" ? 1 : 2));
  });
  const runtime = checkoutRuntime(fetch);
  return { runtime, log, queries: storefrontQueries(runtime) };
}

describe("cart requests through the cart queue (architecture §5)", () => {
  it("a cart/data read waits until the cart change on the wire has finished", async () => {
    const { runtime, log, queries } = storefront();
    const controller = cartControllerFor(runtime, "cantina");
    controller.setQuantity({ shopItemId: "chianti", quantity: 6 } as never, 6);
    void controller.queue.flush();
    await runtime.queryClient.fetchQuery(queries.cart("en", "cantina", { shippingMode: "shipping" }));
    const patchEnd = log.indexOf("end PATCH");
    const readStart = log.findIndex((line) => line.startsWith("start GET"));
    expect(patchEnd).toBeGreaterThanOrEqual(0);
    expect(readStart).toBeGreaterThan(patchEnd);
  });

  it("a cart/listings read waits for the change too", async () => {
    const { runtime, log, queries } = storefront();
    const controller = cartControllerFor(runtime, "cantina");
    controller.setQuantity({ shopItemId: "chianti", quantity: 6 } as never, 6);
    void controller.queue.flush();
    await runtime.queryClient.fetchQuery(
      queries.listings("en", "cantina", { shippingMode: "shipping", country: "IT" }),
    );
    expect(log.findIndex((line) => line.startsWith("start GET cart/listings"))).toBeGreaterThan(
      log.indexOf("end PATCH"),
    );
  });

  it("a cart/listings read carries its query (spec §7: billingId, couponCode, shippingId, shippingMode)", async () => {
    const { runtime, log, queries } = storefront(0);
    await runtime.queryClient.fetchQuery(
      queries.listings("en", "cantina", {
        shippingMode: "shipping",
        shippingId: "adr_1",
        billingId: "bil_1",
        couponCode: "SPEDIZIONEGRATIS",
      }),
    );
    const read = new URLSearchParams(
      log.find((line) => line.startsWith("start GET cart/listings"))?.split("?")[1],
    );
    expect(Object.fromEntries(read)).toEqual({
      shippingMode: "shipping",
      shippingId: "adr_1",
      billingId: "bil_1",
      couponCode: "SPEDIZIONEGRATIS",
    });
  });

  it("the PATCH carries checkout's query (spec §7: all five), and its answer is the cart checkout reads in that context", async () => {
    const { runtime, log, queries } = storefront(0);
    const context = {
      shippingMode: "shipping" as const,
      shippingId: "adr_1",
      listingId: "it-courier",
      billingId: "bil_1",
      couponCode: "BENVENUTO10",
    };
    const restore = setCartPricingContext(runtime, "cantina", "en", context);
    const controller = cartControllerFor(runtime, "cantina");
    controller.setQuantity({ shopItemId: "chianti", quantity: 6 } as never, 6);
    await controller.flush();
    const patch = log.find((line) => line.startsWith("start PATCH"));
    expect(patch).toContain("shippingId=adr_1");
    expect(patch).toContain("listingId=it-courier");
    expect(patch).toContain("shippingMode=shipping");
    expect(patch).toContain("couponCode=BENVENUTO10");
    expect(patch).toContain("billingId=bil_1");
    expect(runtime.queryClient.getQueryData(queries.cart("en", "cantina", context).queryKey)).toMatchObject({
      total: { amount: 1 },
    });
    restore();
    controller.setQuantity({ shopItemId: "chianti", quantity: 12 } as never, 12);
    await controller.flush();
    expect(log.filter((line) => line.startsWith("start PATCH")).at(-1)).toBe("start PATCH cantina/cart");
  });
});

describe("the cart controllers of a storefront", () => {
  it("belong to its runtime: one per shop page, none shared with another storefront", () => {
    const one = storefront().runtime;
    const other = storefront().runtime;
    expect(cartControllerFor(one, "cantina")).toBe(cartControllerFor(one, "cantina"));
    expect(cartControllerFor(one, "cantina")).not.toBe(cartControllerFor(one, "dispensa"));
    expect(cartControllerFor(one, "cantina")).not.toBe(cartControllerFor(other, "cantina"));
  });

  it("send a change in the language the screen set, and keep its answer under that language's key", async () => {
    const { runtime, queries } = storefront(0);
    const languages: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      languages.push((input as Request).headers.get("Accept-Language") ?? "");
      return Response.json(emptyCart(7));
    });
    const italian = createRuntime({
      bootstrap: { appToken: "demo" },
      local: memoryStore(),
      sessionStore: memoryStore(),
      fetch: fetch as never,
      currentPath: () => "/en/shop-pages/cantina",
      currentLanguage: () => "en",
    });
    italian.carts.setLanguage("cantina", "it");
    const controller = cartControllerFor(italian, "cantina");
    controller.setQuantity({ shopItemId: "chianti", quantity: 6 } as never, 6);
    await controller.flush();
    expect(languages).toEqual(["it"]);
    expect(italian.queryClient.getQueryData(queries.cart("it", "cantina").queryKey)).toMatchObject({
      total: { amount: 7 },
    });
    expect(runtime.queryClient.getQueryData(queries.cart("it", "cantina").queryKey)).toBeUndefined();
  });

  it("after a change, read again the cart in other contexts and its shipping options, not the cart it answered", async () => {
    const { runtime, queries } = storefront(0);
    const plain = queries.cart("en", "cantina").queryKey;
    const pickup = queries.cart("en", "cantina", { shippingMode: "pickup" }).queryKey;
    const listings = queries.listings("en", "cantina", { shippingMode: "shipping", country: "IT" }).queryKey;
    const otherPage = queries.cart("en", "dispensa").queryKey;
    for (const key of [plain, pickup, listings, otherPage]) runtime.queryClient.setQueryData(key, null);
    const controller = cartControllerFor(runtime, "cantina");
    controller.setQuantity({ shopItemId: "chianti", quantity: 6 } as never, 6);
    await controller.flush();
    const invalidated = (key: readonly unknown[]) => runtime.queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(plain)).toBe(false);
    expect(runtime.queryClient.getQueryData(plain)).toMatchObject({ total: { amount: 1 } });
    expect(invalidated(pickup)).toBe(true);
    expect(invalidated(listings)).toBe(true);
    expect(invalidated(otherPage)).toBe(false);
  });
});
