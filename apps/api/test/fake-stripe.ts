import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the fake Stripe API received. */
export interface Seen {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: IncomingMessage["headers"];
}

/** A card payment method as Stripe answers it. */
export const card = (id: string, customer: string | null = null) => ({
  id,
  object: "payment_method",
  type: "card",
  customer,
  billing_details: { name: "Giulia Rossi" as string | null },
  card: { brand: "visa", last4: "4242", exp_month: 8, exp_year: 2031 },
});

const cardError = (code: string, decline_code?: string, message = "declined") => ({
  status: 402,
  body: {
    error: { type: "card_error", code, ...(decline_code ? { decline_code } : {}), message },
  },
});

/**
 * Stripe's documented test card numbers, as the test payment method each stands for: creating a payment method from
 * one (what Stripe.js does in the browser) answers that id, so charging it answers as INTENT_ANSWERS says.
 */
export const TEST_CARDS: Record<string, { id: string; brand: string }> = {
  "4242424242424242": { id: "pm_card_visa", brand: "visa" },
  "5555555555554444": { id: "pm_card_mastercard", brand: "mastercard" },
  "4000000000000002": { id: "pm_card_chargeDeclined", brand: "visa" },
  "4000000000009995": { id: "pm_card_chargeDeclinedInsufficientFunds", brand: "visa" },
  "4000000000000119": { id: "pm_card_chargeDeclinedProcessingError", brand: "visa" },
  "4000000000000127": { id: "pm_card_chargeDeclinedIncorrectCvc", brand: "visa" },
  "4000002760003184": { id: "pm_card_authenticationRequired", brand: "visa" },
};

// What Stripe answers for its documented test payment methods.
const INTENT_ANSWERS: Record<string, { status: number; body: unknown } | "requires_action"> = {
  pm_card_chargeDeclined: cardError("card_declined", "generic_decline"),
  pm_card_chargeDeclinedInsufficientFunds: cardError("card_declined", "insufficient_funds"),
  pm_card_chargeDeclinedProcessingError: cardError("processing_error"),
  pm_card_chargeDeclinedIncorrectCvc: cardError("incorrect_cvc"),
  pm_card_authenticationRequired: "requires_action",
};

/** A local stand-in for the Stripe API: the real `stripe` package talks HTTP to it, never to the network. */
export function fakeStripe() {
  const seen: Seen[] = [];
  const byKey = new Map<string, { status: number; body: unknown }>();
  /** Payment methods created through POST /v1/payment_methods, answered as created from then on. */
  const created = new Map<string, ReturnType<typeof card>>();
  const methodFor = (id: string, customer: string | null = null) => {
    const known = created.get(id);
    return known ? { ...known, customer } : card(id, customer);
  };
  let intents = 0;

  // POST /v1/payment_methods as Stripe.js sends it from the browser (the publishable key as `key`): a test card's
  // number becomes its test payment method; any other number is refused like Stripe's test mode does.
  function createMethod(form: URLSearchParams, authorization: string | undefined) {
    const key = form.get("key") ?? authorization?.replace(/^Bearer /, "");
    if (!key?.startsWith("pk_") && !key?.startsWith("sk_"))
      return {
        status: 401,
        body: { error: { type: "invalid_request_error", message: "You did not provide an API key." } },
      };
    if (form.get("type") !== "card")
      return {
        status: 400,
        body: { error: { type: "invalid_request_error", message: "type must be card" } },
      };
    const number = (form.get("card[number]") ?? "").replace(/\D/g, "");
    const test = TEST_CARDS[number];
    if (!test) return cardError("incorrect_number", undefined, "Your card number is incorrect.");
    const name = form.get("billing_details[name]");
    const body = {
      ...card(test.id),
      billing_details: { name: name || null },
      card: {
        brand: test.brand,
        last4: number.slice(-4),
        exp_month: Number(form.get("card[exp_month]")),
        exp_year: Number(form.get("card[exp_year]")),
      },
    };
    created.set(test.id, body);
    return { status: 200, body };
  }

  function answer(
    method: string,
    path: string,
    form: URLSearchParams,
    authorization?: string,
  ): { status: number; body: unknown } {
    if (method === "POST" && path === "/v1/payment_methods") return createMethod(form, authorization);
    const methodPath = path.match(/^\/v1\/payment_methods\/([^/]+)(\/attach|\/detach)?$/);
    const pm = methodPath?.[1] ?? "";
    const action = methodPath?.[2];
    if (method === "POST" && path === "/v1/customers")
      return { status: 200, body: { id: "cus_test_1", object: "customer", email: form.get("email") } };
    if (method === "POST" && path === "/v1/setup_intents")
      return {
        status: 200,
        body: {
          id: "seti_test_1",
          object: "setup_intent",
          customer: form.get("customer"),
          metadata: { memberId: form.get("metadata[memberId]"), clubId: form.get("metadata[clubId]") },
          client_secret: "seti_test_1_secret_abc",
          status: "requires_payment_method",
        },
      };
    if (methodPath && !action && method === "GET") {
      if (pm === "pm_missing")
        return {
          status: 404,
          body: {
            error: {
              type: "invalid_request_error",
              code: "resource_missing",
              message: "No such PaymentMethod",
            },
          },
        };
      return { status: 200, body: methodFor(pm) };
    }
    if (action === "/attach") return { status: 200, body: methodFor(pm, form.get("customer")) };
    if (action === "/detach") return { status: 200, body: methodFor(pm) };
    if (method === "POST" && path === "/v1/refunds")
      return {
        status: 200,
        body: { id: "re_test_1", object: "refund", payment_intent: form.get("payment_intent") },
      };
    if (method === "POST" && path === "/v1/payment_intents") {
      const method = form.get("payment_method") ?? "";
      const canned = INTENT_ANSWERS[method];
      intents += 1;
      const id = `pi_test_${intents}`;
      if (canned && canned !== "requires_action") return canned;
      return {
        status: 200,
        body: {
          id,
          object: "payment_intent",
          amount: Number(form.get("amount")),
          currency: form.get("currency"),
          status: canned === "requires_action" ? "requires_action" : "succeeded",
          payment_method: form.get("expand[0]") === "payment_method" ? methodFor(method) : method,
        },
      };
    }
    return {
      status: 404,
      body: { error: { type: "invalid_request_error", message: `no route ${method} ${path}` } },
    };
  }

  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://localhost");
      const form = new URLSearchParams(request.method === "GET" ? url.search : raw);
      seen.push({ method: request.method ?? "", path: url.pathname, form, headers: request.headers });
      const key = request.headers["idempotency-key"];
      // Stripe replays the first answer for a key it has seen.
      const result =
        typeof key === "string" && byKey.has(key)
          ? byKey.get(key)!
          : answer(request.method ?? "", url.pathname, form, request.headers.authorization);
      if (typeof key === "string") byKey.set(key, result);
      response.writeHead(result.status, { "Content-Type": "application/json", "Request-Id": "req_test" });
      response.end(JSON.stringify(result.body));
    });
  });
  return {
    seen,
    intentsCreated: () => intents,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The Stripe client keeps connections alive; close() would otherwise wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
