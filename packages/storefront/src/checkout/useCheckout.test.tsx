import type { BillingInput, Cart, ShopPage } from "@club/api-client";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import type { CardFieldHandle } from "../adapters/payments/types";
import { StorefrontRuntimeProvider } from "../app/context";
import { GIULIA_HOME as HOME, GIULIA_BILLING as SAVED_BILLING } from "../test/giulia";
import { checkoutRuntime } from "../test/test-runtime";
import { useCheckout } from "./useCheckout";

const SHOP_PAGE = {
  id: "cantina",
  title: "The Cellar",
  currency: "EUR",
  settings: {
    payment: { pickup: "enable" },
    shipping: { enabled: true, pickupEnabled: true },
    invoice: { enabled: true },
  },
} as unknown as ShopPage;

/** A company's invoicing data entered at checkout, with the email the invoice goes to. */
const NEW_BILLING: BillingInput = {
  person: false,
  fiscalCompany: "Enoteca Rossi S.r.l.",
  code: "12345678903",
  sdi: "M5UXCR1",
  street: "Via Roma 1",
  city: "Siena",
  province: "SI",
  zip: "53100",
  country: "IT",
  email: "fatture@enoteca-rossi.it",
};

const cartOf = (quantity: number): Cart =>
  ({
    shopPageId: "cantina",
    currency: "EUR",
    lines: [{ shopItemId: "chianti", shopId: "rossi", title: "Chianti", quantity }],
    itemCount: quantity,
    subtotal: { amount: quantity * 1500, currency: "EUR" },
    discount: { amount: 0, currency: "EUR" },
    shippingCost: { amount: 900, currency: "EUR" },
    total: { amount: quantity * 1500 + 900, currency: "EUR" },
    canCheckout: true,
  }) as unknown as Cart;

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  key: string | null;
  body: Record<string, unknown> | null;
}

/**
 * A member's platform: Giulia with a default address and a saved invoicing record, a case of six in her cart. The
 * checkout answers as `checkout` says, one entry per try: "lost" never answers (the connection fails once the
 * request is sent, as when the order may have gone through), "placed" answers with the order.
 */
function platform({ checkout = [] as Array<"lost" | "placed"> } = {}) {
  const calls: Call[] = [];
  let quantity = 6;
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v2/, "");
    const text = request.method === "GET" ? "" : await request.text();
    calls.push({
      method: request.method,
      path,
      query: Object.fromEntries(url.searchParams),
      key: request.headers.get("Idempotency-Key"),
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    });
    const body = calls.at(-1)?.body as { items?: Array<{ quantity: number }>; billings?: unknown[] };
    if (path === "/config")
      return Response.json({
        user: { email: "giulia@example.com", firstName: "Giulia", lastName: "Rossi" },
        payments: { provider: "sandbox" },
        botCheck: { provider: "none" },
      });
    if (path === "/profile" && request.method === "GET")
      return Response.json({
        email: "giulia@example.com",
        birthDate: "1985-12-10",
        phone: "333 1234567",
        phoneCountry: "+39",
        addresses: [HOME],
        billings: [SAVED_BILLING],
        paymentMethods: [],
      });
    if (path === "/profile" && request.method === "PATCH")
      return Response.json({ addresses: [HOME], billings: body.billings, paymentMethods: [] });
    if (path === "/shop-pages/cantina/cart/data") return Response.json(cartOf(quantity));
    if (path === "/shop-pages/cantina/cart") {
      quantity = body.items?.[0]?.quantity ?? quantity;
      return Response.json(cartOf(quantity));
    }
    if (path === "/shop-pages/cantina/checkout") {
      const outcome = checkout.shift() ?? "placed";
      if (outcome === "lost") throw new TypeError("fetch failed");
      return Response.json({ status: "paid", expense: { publicId: "exp_1", number: "CV-0001" } });
    }
    return Response.json({ code: "NOT_FOUND" }, { status: 404 });
  });
  const runtime = checkoutRuntime(fetch);
  runtime.session.setToken("giulia-token");
  return { runtime, calls };
}

/** useCheckout on the member's platform, with a card field that tokenises each card as a new payment method. */
async function checkoutOf(options: Parameters<typeof platform>[0] = {}) {
  const { runtime, calls } = platform(options);
  let tokens = 0;
  const tokenize = vi.fn(async () => `pm_${++tokens}`);
  const cardField = { current: { tokenize } as CardFieldHandle };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StorefrontRuntimeProvider runtime={runtime}>
      <QueryClientProvider client={runtime.queryClient}>{children}</QueryClientProvider>
    </StorefrontRuntimeProvider>
  );
  const hook = renderHook(
    () => useCheckout({ shopPageId: "cantina", shopPage: SHOP_PAGE, language: "en", cardField }),
    { wrapper },
  );
  // The member's details, default address and saved invoicing record come from the profile.
  await waitFor(() => expect(hook.result.current.state.shippingId).toBe("adr_home"));
  await waitFor(() => expect(hook.result.current.state.billingId).toBe("bil_saved"));
  await waitFor(() => expect(hook.result.current.cart.data).toBeTruthy());
  return { ...hook, runtime, calls, tokenize };
}

type Hook = Awaited<ReturnType<typeof checkoutOf>>;

/** Chooses an invoice and the courier: every step passes. */
async function chooseInvoiceAndCourier({ result }: Hook) {
  act(() =>
    result.current.dispatch({ type: "set", patch: { billingMode: "invoice", listingId: "it-courier" } }),
  );
  await waitFor(() => expect(result.current.cart.isPlaceholderData).toBe(false));
}

/** Presses "Place order" and waits for the outcome (the press resolves once the order is answered or refused). */
async function placeOrder({ result }: Hook) {
  await act(() => result.current.placeOrder());
  expect(result.current.place.isPending).toBe(false);
}

const checkoutCalls = (calls: Call[]) => calls.filter((call) => call.path.endsWith("/checkout"));

describe("useCheckout: the attempt and its Idempotency-Key", () => {
  it("retries a lost answer with the same key and the very same request (the card tokenised once)", async () => {
    const checkout = await checkoutOf({ checkout: ["lost", "placed"] });
    await chooseInvoiceAndCourier(checkout);
    await placeOrder(checkout);
    expect(checkout.result.current.answerLost).toBe(true);

    await placeOrder(checkout);
    expect(checkout.result.current.place.isSuccess).toBe(true);
    const [lost, retry] = checkoutCalls(checkout.calls);
    expect(lost?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry?.key).toBe(lost?.key);
    expect(retry?.body).toEqual(lost?.body);
    expect(checkout.tokenize).toHaveBeenCalledTimes(1);
  });

  it("makes a new attempt with a new key when a choice changes after a lost answer", async () => {
    const checkout = await checkoutOf({ checkout: ["lost", "placed"] });
    await chooseInvoiceAndCourier(checkout);
    await placeOrder(checkout);
    act(() => checkout.result.current.dispatch({ type: "set", patch: { phone: "333 7654321" } }));
    await placeOrder(checkout);
    const [lost, changed] = checkoutCalls(checkout.calls);
    expect(changed?.key).toBeTruthy();
    expect(changed?.key).not.toBe(lost?.key);
    expect(changed?.body).toMatchObject({ phone: "333 7654321" });
  });

  it("makes a new attempt when the cart changes; that change's PATCH carries checkout's saved address and record by id", async () => {
    const checkout = await checkoutOf({ checkout: ["lost", "placed"] });
    await chooseInvoiceAndCourier(checkout);
    await placeOrder(checkout);

    // The cart changes while checkout is open (the cart's own controller, as every screen changes it).
    const controller = checkout.runtime.carts.controllerFor("cantina");
    act(() => controller.setQuantity(checkout.result.current.cart.data!.lines[0]!, 12));
    await act(() => controller.flush());
    await waitFor(() => expect(checkout.result.current.cart.data?.lines[0]?.quantity).toBe(12));
    const patch = checkout.calls.find((call) => call.method === "PATCH" && call.path.endsWith("/cart"));
    expect(patch?.query).toEqual({
      shippingMode: "shipping",
      shippingId: "adr_home",
      listingId: "it-courier",
      billingId: "bil_saved",
    });

    await placeOrder(checkout);
    const [lost, changed] = checkoutCalls(checkout.calls);
    expect(changed?.key).not.toBe(lost?.key);
    expect(changed?.body).toMatchObject({ expectedTotal: { amount: 12 * 1500 + 900 } });
  });
});

describe("useCheckout: a member's new invoicing data", () => {
  /** Chooses "New invoicing data" instead of the saved record and fills it in. */
  async function enterNewBilling(checkout: Hook, billing: BillingInput, save: boolean) {
    await chooseInvoiceAndCourier(checkout);
    act(() => checkout.result.current.dispatch({ type: "billTo", billingId: null, billing }));
    act(() => checkout.result.current.dispatch({ type: "set", patch: { saveBilling: save } }));
    await waitFor(() => expect(checkout.result.current.cart.isPlaceholderData).toBe(false));
  }

  it("stops at the invoicing step on an invalid invoice email", async () => {
    const checkout = await checkoutOf();
    await enterNewBilling(checkout, { ...NEW_BILLING, email: "fatture@" }, false);
    act(() => checkout.result.current.dispatch({ type: "goTo", step: "invoicing" }));
    await act(() => checkout.result.current.advance());
    expect(checkout.result.current.current).toBe("invoicing");
    expect(checkout.result.current.problems).toEqual({
      fields: { email: "INVALID" },
      problem: "INVOICE_DATA_INVALID",
    });
    // Placing the order goes back to the same problem and sends nothing.
    act(() => checkout.result.current.dispatch({ type: "goTo", step: "payment" }));
    await act(() => checkout.result.current.placeOrder());
    expect(checkout.result.current.current).toBe("invoicing");
    expect(checkoutCalls(checkout.calls)).toEqual([]);
  });

  it("sends it as billing fields with its email, and saves it to the profile when asked", async () => {
    const checkout = await checkoutOf();
    await enterNewBilling(checkout, NEW_BILLING, true);
    await placeOrder(checkout);
    expect(checkout.result.current.place.isSuccess).toBe(true);
    const [placed] = checkoutCalls(checkout.calls);
    expect(placed?.body).toMatchObject({ billingMode: "invoice", billing: NEW_BILLING });
    expect(placed?.body).not.toHaveProperty("billingId");
    await waitFor(() =>
      expect(
        checkout.calls.filter((call) => call.method === "PATCH" && call.path === "/profile"),
      ).toHaveLength(1),
    );
    const saved = checkout.calls.find((call) => call.method === "PATCH" && call.path === "/profile");
    expect(saved?.body).toEqual({ billings: [SAVED_BILLING, NEW_BILLING] });
  });

  it("does not touch the profile when the member did not ask to save it", async () => {
    const checkout = await checkoutOf();
    await enterNewBilling(checkout, NEW_BILLING, false);
    await placeOrder(checkout);
    expect(checkout.result.current.place.isSuccess).toBe(true);
    expect(checkoutCalls(checkout.calls)[0]?.body).toMatchObject({ billing: NEW_BILLING });
    expect(checkout.calls.some((call) => call.method === "PATCH" && call.path === "/profile")).toBe(false);
  });
});
