import type { Cart } from "@club/api-client";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { scriptJson } from "../seo/script-json";
import { config, shopPage } from "../seo/seo.fixtures";
import { emptyCart } from "../test/empty-cart";
import { mountInTest } from "../test/mount-in-test";
import { prepareData } from "./render";

const answers: Record<string, unknown> = {
  "/api/v2/config": {
    ...config,
    user: null,
    club: { id: "1", settings: { requiresInvitation: false } },
    botCheck: { provider: "none" },
    consent: { provider: "builtin", policyUrl: { it: "/it/p", en: "/en/p" } },
    payments: { provider: "sandbox" },
  },
  "/api/v2/shop-pages/7": {
    ...shopPage,
    settings: {
      payment: { pickup: "enable" },
      shipping: { enabled: true, pickupEnabled: false },
      invoice: { enabled: false },
    },
  },
  "/api/v2/geo/countries": { items: [{ code: "IT", name: "Italia", phoneCode: "+39" }] },
};
const reads: string[] = [];
/** A case of wine in the visitor's cart: what checkout's first step waits for (an empty cart shows no step). */
const cart = {
  ...emptyCart("7"),
  lines: [
    {
      shopItemId: "42",
      shopId: "3",
      title: "Chianti Classico",
      productType: "wine",
      format: 0.75,
      weight: null,
      unitPrice: { amount: 1850, currency: "EUR" },
      quantity: 6,
      lineTotal: { amount: 11100, currency: "EUR" },
      stock: 100,
      available: true,
    },
  ],
  itemCount: 6,
  canCheckout: true,
} as Cart;
/** The cart's answer, held until the test lets it through. */
let answerCart: () => void = () => undefined;
/** The platform: public answers at once; the cart (personal) when the test says. */
const platform = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = input instanceof Request ? input : new Request(input, init);
  const path = new URL(request.url).pathname;
  reads.push(path);
  if (path.endsWith("/cart/data"))
    return new Promise<Response>((resolve) => {
      answerCart = () => resolve(Response.json(cart));
    });
  if (path === "/api/v2/style") return new Response("", { headers: { "Content-Type": "text/css" } });
  const body = answers[path];
  return body ? Response.json(body) : Response.json({ code: "NOT_FOUND" }, { status: 404 });
});

const request = (pathname: string) => ({
  pathname,
  search: "",
  language: "en" as const,
  bootstrap: { appToken: "demo", language: "en" as const },
  apiOrigin: "http://platform.test",
  host: "shop.test",
  fetch: platform as typeof fetch,
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
  reads.length = 0;
});

describe("the public data of a screen the browser renders (checkout)", () => {
  it("is read on the server as a visitor: the shop page and the countries, never the cart or a profile", async () => {
    const data = await prepareData(request("/en/shop-pages/7/checkout"));
    const keys = data?.queries.map((query) => query.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(["getShopPage", "listCountries"]));
    expect(keys).not.toContain("getCart");
    expect(keys).not.toContain("getProfile");
    expect(reads.some((path) => path.includes("/cart"))).toBe(false);
  });

  it("is nothing for the pages the server renders, or the browser's without public data", async () => {
    expect(await prepareData(request("/en/shop-pages/7"))).toBeNull();
    expect(await prepareData(request("/en/profile"))).toBeNull();
  });

  it("lets checkout's first step render in the browser without a public read, once the cart has answered", async () => {
    const data = await prepareData(request("/en/shop-pages/7/checkout"));
    reads.length = 0;
    globalThis.history.replaceState(null, "", "/en/shop-pages/7/checkout");
    vi.stubGlobal("fetch", platform);
    document.body.innerHTML = `<div id="root"></div><script type="application/json" id="club-data">${scriptJson(data)}</script>`;
    const mounted = mountInTest(document.getElementById("root") as HTMLElement, {
      appToken: "demo",
      language: "en",
      apiBaseUrl: "http://platform.test",
    });
    // The first step waits for the cart (a visitor whose cart is empty sees that, never the step first).
    await waitFor(() => expect(reads).toContain("/api/v2/shop-pages/7/cart/data"));
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    answerCart();
    await mounted;
    expect(await screen.findByLabelText(/^Email/)).toBeDefined();
    expect(reads).not.toContain("/api/v2/shop-pages/7");
    expect(reads).not.toContain("/api/v2/geo/countries");
    expect(reads).toContain("/api/v2/shop-pages/7/cart/data");
  });
});
