import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the fake Stripe API received. */
export interface Seen {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: IncomingMessage["headers"];
}

/** A webhook event the fake Stripe API delivered (or tried to) to the platform. */
export interface Delivered {
  type: string;
  object: string;
  /** The platform's HTTP status, or 0 when it could not be reached. */
  status: number;
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

type Answer = { status: number; body: unknown };

const cardError = (code: string, decline_code?: string, message = "declined"): Answer => ({
  status: 402,
  body: {
    error: { type: "card_error", code, ...(decline_code ? { decline_code } : {}), message },
  },
});

const invalidRequest = (message: string, status = 400, code?: string): Answer => ({
  status,
  body: { error: { type: "invalid_request_error", ...(code ? { code } : {}), message } },
});

/**
 * Stripe's documented test card numbers, as the test payment method each stands for: creating a payment method from
 * one (what Stripe.js does in the browser) answers that id, so charging it answers as INTENT_ANSWERS says.
 */
export const TEST_CARDS: Record<string, { id: string; brand: string }> = {
  "4242424242424242": { id: "pm_card_visa", brand: "visa" },
  "4000056655665556": { id: "pm_card_visa_debit", brand: "visa" },
  "5555555555554444": { id: "pm_card_mastercard", brand: "mastercard" },
  "6011111111111117": { id: "pm_card_discover", brand: "discover" },
  "4000000000000002": { id: "pm_card_chargeDeclined", brand: "visa" },
  "4000000000009995": { id: "pm_card_chargeDeclinedInsufficientFunds", brand: "visa" },
  "4000000000000119": { id: "pm_card_chargeDeclinedProcessingError", brand: "visa" },
  "4000000000000127": { id: "pm_card_chargeDeclinedIncorrectCvc", brand: "visa" },
  "4000002760003184": { id: "pm_card_authenticationRequired", brand: "visa" },
};

// What Stripe answers for its documented test payment methods.
const INTENT_ANSWERS: Record<string, Answer | "requires_action"> = {
  pm_card_chargeDeclined: cardError("card_declined", "generic_decline"),
  pm_card_chargeDeclinedInsufficientFunds: cardError("card_declined", "insufficient_funds"),
  pm_card_chargeDeclinedProcessingError: cardError("processing_error"),
  pm_card_chargeDeclinedIncorrectCvc: cardError("incorrect_cvc"),
  pm_card_authenticationRequired: "requires_action",
};

// What confirming a SetupIntent answers for them: the bank checks the card when it is saved, so the cards it
// refuses fail here too (the insufficient-funds card saves: there is nothing to pay yet).
const SETUP_ANSWERS: Record<string, Answer | "requires_action"> = {
  pm_card_chargeDeclined: cardError("card_declined", "generic_decline", "Your card was declined."),
  pm_card_chargeDeclinedProcessingError: cardError(
    "processing_error",
    undefined,
    "An error occurred while processing your card. Try again in a little bit.",
  ),
  pm_card_chargeDeclinedIncorrectCvc: cardError(
    "incorrect_cvc",
    undefined,
    "Your card's security code is incorrect.",
  ),
  pm_card_authenticationRequired: "requires_action",
};

export interface FakeStripeOptions {
  /**
   * How long after answering the API call that caused it an event reaches the webhook (Stripe delivers webhooks
   * asynchronously, usually within seconds; never before its API answer). Default 0: right after the answer.
   */
  webhookDelayMs?: number;
}

interface PaymentIntentState {
  id: string;
  object: string;
  amount: number;
  currency: string | null;
  customer: string | null;
  metadata: Record<string, string>;
  client_secret: string;
  last_payment_error: unknown;
  next_action: unknown;
  status: string;
  payment_method: string | null;
  account: string | null;
}

/** A local stand-in for the Stripe API: the real `stripe` package talks HTTP to it, never to the network. */
export function fakeStripe(options: FakeStripeOptions = {}) {
  const seen: Seen[] = [];
  const delivered: Delivered[] = [];
  const byKey = new Map<string, Answer>();
  /** Payment methods created through POST /v1/payment_methods, answered as created from then on. */
  const created = new Map<string, ReturnType<typeof card>>();
  /** Which customer each payment method is attached to (attach, a succeeded SetupIntent; detach removes it). */
  const attached = new Map<string, string>();
  const setupIntents = new Map<string, Record<string, unknown> & { id: string; client_secret: string }>();
  const methodFor = (id: string, customer: string | null = attached.get(id) ?? null) => {
    const known = created.get(id);
    return known ? { ...known, customer } : card(id, customer);
  };
  let intents = 0;
  let refunds = 0;
  /** PaymentIntents as created, confirmed, authenticated or canceled (GET answers them as they are now). */
  const paymentIntents = new Map<string, PaymentIntentState>();
  /** The Stripe-Account header of the request being answered (Connect direct charges). */
  let connectedAccount: string | null = null;
  const intentBody = (intent: PaymentIntentState, form: URLSearchParams) => ({
    ...intent,
    payment_method:
      [...form].some(([name, value]) => name.startsWith("expand[") && value === "payment_method") &&
      intent.payment_method
        ? methodFor(intent.payment_method)
        : intent.payment_method,
  });
  let customers = 0;
  let events = 0;
  let webhook: { url: string; secret: string } | null = null;
  /** Webhook deliveries under way (close() waits for them). */
  const deliveries = new Set<Promise<void>>();
  /** Events to send once the answer that caused them has been written. */
  let outbox: Array<{ type: string; object: Record<string, unknown> }> = [];

  const keyOf = (form: URLSearchParams, authorization: string | undefined) =>
    form.get("key") ?? authorization?.replace(/^Bearer /, "");

  // A card payment method from a form's card fields (under `prefix`: "" for POST /v1/payment_methods,
  // "payment_method_data" when confirming an intent with the card's data): a test card's number becomes its test
  // payment method; any other number is refused like Stripe's test mode does.
  function methodFromForm(form: URLSearchParams, prefix: string): Answer {
    const field = (name: string) => {
      if (!prefix) return form.get(name);
      const [head = "", ...rest] = name.split("[");
      return form.get(`${prefix}[${head}]${rest.length ? `[${rest.join("[")}` : ""}`);
    };
    if (field("type") !== "card") return invalidRequest("type must be card");
    const number = (field("card[number]") ?? "").replace(/\D/g, "");
    const test = TEST_CARDS[number];
    if (!test) return cardError("incorrect_number", undefined, "Your card number is incorrect.");
    const name = field("billing_details[name]");
    const body = {
      ...card(test.id),
      billing_details: { name: name || null },
      card: {
        brand: test.brand,
        last4: number.slice(-4),
        exp_month: Number(field("card[exp_month]")),
        exp_year: Number(field("card[exp_year]")),
      },
    };
    created.set(test.id, body);
    return { status: 200, body };
  }

  // POST /v1/payment_methods as Stripe.js sends it from the browser (the publishable key as `key`).
  function createMethod(form: URLSearchParams, authorization: string | undefined): Answer {
    const key = keyOf(form, authorization);
    if (!key?.startsWith("pk_") && !key?.startsWith("sk_"))
      return invalidRequest("You did not provide an API key.", 401);
    return methodFromForm(form, "");
  }

  // POST /v1/setup_intents/:id/confirm: from Stripe.js (publishable key and the intent's client secret) or a
  // server (secret key). The payment method is an id, or the card's data to create one. A card the bank accepts
  // makes the intent succeed, attaches the method to the intent's customer and sends setup_intent.succeeded.
  function confirmSetupIntent(id: string, form: URLSearchParams, authorization: string | undefined): Answer {
    const key = keyOf(form, authorization);
    const intent = setupIntents.get(id);
    if (!key?.startsWith("pk_") && !key?.startsWith("sk_"))
      return invalidRequest("You did not provide an API key.", 401);
    if (!intent) return invalidRequest(`No such setupintent: '${id}'`, 404, "resource_missing");
    if (key.startsWith("pk_") && form.get("client_secret") !== intent.client_secret)
      return invalidRequest(
        "The client_secret provided does not match the client_secret associated with the SetupIntent.",
      );
    if (intent.status === "succeeded")
      return invalidRequest(
        "You cannot confirm this SetupIntent because it has already succeeded.",
        400,
        "setup_intent_unexpected_state",
      );
    let methodId = form.get("payment_method");
    if (!methodId && form.has("payment_method_data[type]")) {
      const made = methodFromForm(form, "payment_method_data");
      if (made.status !== 200) return made;
      methodId = (made.body as { id: string }).id;
    }
    if (!methodId)
      return invalidRequest(
        "You cannot confirm this SetupIntent because it's missing a payment method.",
        400,
        "setup_intent_unexpected_state",
      );
    if (!created.has(methodId) && !methodId.startsWith("pm_card_"))
      return invalidRequest(`No such PaymentMethod: '${methodId}'`, 400, "resource_missing");
    const canned = SETUP_ANSWERS[methodId];
    if (canned && canned !== "requires_action") {
      const error = (canned.body as { error: Record<string, unknown> }).error;
      const failed = { ...intent, status: "requires_payment_method", payment_method: null };
      setupIntents.set(id, { ...failed, last_setup_error: error });
      outbox.push({ type: "setup_intent.setup_failed", object: setupIntents.get(id)! });
      return { status: canned.status, body: { error: { ...error, setup_intent: failed } } };
    }
    if (canned === "requires_action") {
      setupIntents.set(id, {
        ...intent,
        status: "requires_action",
        payment_method: methodId,
        next_action: { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect" } },
      });
      return { status: 200, body: setupIntents.get(id) };
    }
    const customer = typeof intent.customer === "string" ? intent.customer : null;
    if (customer) attached.set(methodId, customer);
    setupIntents.set(id, {
      ...intent,
      status: "succeeded",
      payment_method: methodId,
      last_setup_error: null,
    });
    outbox.push({ type: "setup_intent.succeeded", object: setupIntents.get(id)! });
    return { status: 200, body: setupIntents.get(id) };
  }

  type Event = { type: string; object: Record<string, unknown> };

  /**
   * The end of a PaymentIntent's 3-D Secure: it succeeds (payment_intent.succeeded), or goes back to
   * requires_payment_method with the authentication failure (payment_intent.payment_failed). Null when the intent
   * is not waiting for an authentication.
   */
  function finishIntentAuthentication(
    id: string,
    completed: boolean,
  ): { intent: PaymentIntentState; event: Event } | null {
    const intent = paymentIntents.get(id);
    if (intent?.status !== "requires_action") return null;
    intent.next_action = null;
    if (completed) {
      intent.status = "succeeded";
      return { intent, event: { type: "payment_intent.succeeded", object: { ...intent } } };
    }
    intent.status = "requires_payment_method";
    intent.last_payment_error = {
      type: "card_error",
      code: "payment_intent_authentication_failure",
      message: "We are unable to authenticate your payment method.",
    };
    return { intent, event: { type: "payment_intent.payment_failed", object: { ...intent } } };
  }

  /**
   * The end of a SetupIntent's 3-D Secure: it succeeds, its card attached to the intent's customer
   * (setup_intent.succeeded), or goes back to requires_payment_method (setup_intent.setup_failed).
   */
  function finishSetupAuthentication(id: string, completed: boolean): Event | null {
    const intent = setupIntents.get(id);
    if (intent?.status !== "requires_action") return null;
    if (completed) {
      const customer = typeof intent.customer === "string" ? intent.customer : null;
      if (customer && typeof intent.payment_method === "string")
        attached.set(intent.payment_method, customer);
      setupIntents.set(id, { ...intent, status: "succeeded", next_action: null, last_setup_error: null });
      return { type: "setup_intent.succeeded", object: setupIntents.get(id)! };
    }
    setupIntents.set(id, {
      ...intent,
      status: "requires_payment_method",
      payment_method: null,
      next_action: null,
      last_setup_error: {
        type: "invalid_request_error",
        code: "setup_intent_authentication_failure",
        message: "We are unable to authenticate your payment method.",
      },
    });
    return { type: "setup_intent.setup_failed", object: setupIntents.get(id)! };
  }

  /**
   * POST /v1/{payment_intents|setup_intents}/:id/fake_authenticate: what the fake Stripe.js sends when the shopper
   * answers its 3-D Secure page (standing in for the bank's and Stripe's own hooks), with the publishable key and
   * the intent's client secret, `result` succeeded or failed. Answers the intent as it is afterwards.
   */
  function fakeAuthenticate(
    kind: "payment_intents" | "setup_intents",
    id: string,
    form: URLSearchParams,
  ): Answer {
    const key = form.get("key");
    if (!key?.startsWith("pk_")) return invalidRequest("You did not provide an API key.", 401);
    const intent = kind === "payment_intents" ? paymentIntents.get(id) : setupIntents.get(id);
    const label = kind === "payment_intents" ? "payment_intent" : "setupintent";
    if (!intent) return invalidRequest(`No such ${label}: '${id}'`, 404, "resource_missing");
    if (form.get("client_secret") !== intent.client_secret)
      return invalidRequest(`The client_secret provided does not match the client_secret of the ${label}.`);
    const result = form.get("result");
    if (result !== "succeeded" && result !== "failed")
      return invalidRequest("result must be succeeded or failed");
    const completed = result === "succeeded";
    if (kind === "payment_intents") {
      const finished = finishIntentAuthentication(id, completed);
      if (!finished)
        return invalidRequest(
          `This PaymentIntent's status is ${(intent as PaymentIntentState).status}, not requires_action.`,
          400,
          "payment_intent_unexpected_state",
        );
      outbox.push(finished.event);
      return { status: 200, body: intentBody(finished.intent, new URLSearchParams()) };
    }
    const event = finishSetupAuthentication(id, completed);
    if (!event)
      return invalidRequest(
        `This SetupIntent's status is ${String((intent as { status: unknown }).status)}, not requires_action.`,
        400,
        "setup_intent_unexpected_state",
      );
    outbox.push(event);
    return { status: 200, body: setupIntents.get(id) };
  }

  function answer(method: string, path: string, form: URLSearchParams, authorization?: string): Answer {
    if (method === "POST" && path === "/v1/payment_methods") return createMethod(form, authorization);
    const methodPath = path.match(/^\/v1\/payment_methods\/([^/]+)(\/attach|\/detach)?$/);
    const pm = methodPath?.[1] ?? "";
    const action = methodPath?.[2];
    if (method === "POST" && path === "/v1/customers") {
      customers += 1;
      return {
        status: 200,
        body: { id: `cus_test_${customers}`, object: "customer", email: form.get("email") },
      };
    }
    if (method === "GET" && path === "/v1/payment_methods") {
      const customer = form.get("customer");
      const data = [...attached].filter(([, owner]) => owner === customer).map(([id]) => methodFor(id));
      return { status: 200, body: { object: "list", url: path, has_more: false, data } };
    }
    if (method === "POST" && path === "/v1/setup_intents") {
      const id = `seti_test_${setupIntents.size + 1}`;
      const intent = {
        id,
        object: "setup_intent",
        customer: form.get("customer"),
        usage: form.get("usage") ?? "off_session",
        metadata: { memberId: form.get("metadata[memberId]"), clubId: form.get("metadata[clubId]") },
        client_secret: `${id}_secret_abc`,
        payment_method: null,
        status: "requires_payment_method",
      };
      setupIntents.set(id, intent);
      return { status: 200, body: intent };
    }
    const authenticating = path.match(/^\/v1\/(payment_intents|setup_intents)\/([^/]+)\/fake_authenticate$/);
    if (method === "POST" && authenticating)
      return fakeAuthenticate(
        authenticating[1] as "payment_intents" | "setup_intents",
        authenticating[2] ?? "",
        form,
      );
    const setupPath = path.match(/^\/v1\/setup_intents\/([^/]+)(\/confirm)?$/);
    if (setupPath) {
      const id = setupPath[1] ?? "";
      if (method === "POST" && setupPath[2]) return confirmSetupIntent(id, form, authorization);
      const intent = setupIntents.get(id);
      if (method === "GET" && intent) return { status: 200, body: intent };
      return invalidRequest(`No such setupintent: '${id}'`, 404, "resource_missing");
    }
    if (methodPath && !action && method === "GET") {
      if (pm === "pm_missing") return invalidRequest("No such PaymentMethod", 404, "resource_missing");
      return { status: 200, body: methodFor(pm) };
    }
    if (action === "/attach") {
      const customer = form.get("customer") ?? "";
      attached.set(pm, customer);
      return { status: 200, body: methodFor(pm, customer) };
    }
    if (action === "/detach") {
      attached.delete(pm);
      return { status: 200, body: methodFor(pm, null) };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = paymentIntents.get(form.get("payment_intent") ?? "");
      if (!intent) return invalidRequest("No such payment_intent", 400, "resource_missing");
      if (intent.status !== "succeeded")
        return invalidRequest(
          "This PaymentIntent does not have a successful charge to refund.",
          400,
          "charge_not_refundable",
        );
      refunds += 1;
      // Stripe tells the endpoint about the refund through the charge (charge.refunded).
      outbox.push({
        type: "charge.refunded",
        object: {
          id: `ch_test_${intent.id.replace(/^pi_test_/, "")}`,
          object: "charge",
          payment_intent: intent.id,
          amount: intent.amount,
          amount_refunded: intent.amount,
          refunded: true,
          metadata: intent.metadata,
        },
      });
      return {
        status: 200,
        body: { id: `re_test_${refunds}`, object: "refund", payment_intent: intent.id, status: "succeeded" },
      };
    }
    if (method === "POST" && path === "/v1/payment_intents") {
      const method = form.get("payment_method") ?? "";
      const canned = INTENT_ANSWERS[method];
      intents += 1;
      const id = `pi_test_${intents}`;
      if (canned && canned !== "requires_action") return canned;
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) if (name.startsWith("metadata[")) metadata[name.slice(9, -1)] = value;
      const intent = {
        id,
        object: "payment_intent",
        amount: Number(form.get("amount")),
        currency: form.get("currency"),
        customer: form.get("customer"),
        metadata,
        client_secret: `${id}_secret_test`,
        last_payment_error: null as unknown,
        // Cards that ask for 3-D Secure: Stripe.js performs the challenge from next_action (handleNextAction).
        next_action:
          canned === "requires_action"
            ? { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect", stripe_js: "" } }
            : null,
        status: canned === "requires_action" ? "requires_action" : "succeeded",
        payment_method: method,
        account: connectedAccount,
      };
      paymentIntents.set(id, intent);
      if (intent.status === "succeeded")
        outbox.push({ type: "payment_intent.succeeded", object: { ...intent } });
      return { status: 200, body: intentBody(intent, form) };
    }
    const intentPath = path.match(/^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/);
    if (intentPath) {
      const intent = paymentIntents.get(intentPath[1] ?? "");
      if (!intent)
        return invalidRequest(`No such payment_intent: '${intentPath[1]}'`, 404, "resource_missing");
      if (method === "GET") return { status: 200, body: intentBody(intent, form) };
      if (method === "POST" && intentPath[2]) {
        if (intent.status === "succeeded" || intent.status === "canceled")
          return invalidRequest(
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            400,
            "payment_intent_unexpected_state",
          );
        intent.status = "canceled";
        intent.next_action = null;
        outbox.push({ type: "payment_intent.canceled", object: { ...intent } });
        return { status: 200, body: intentBody(intent, form) };
      }
    }
    return invalidRequest(`no route ${method} ${path}`, 404);
  }

  // Stripe's webhook: the event signed with the endpoint's secret (Stripe-Signature: t=…,v1=HMAC-SHA256 of
  // "t.payload"), retried a few times while the endpoint fails, like Stripe does (over days, here seconds).
  function deliver(event: { type: string; object: Record<string, unknown> }, eventId?: string) {
    if (!webhook) return;
    const { url, secret } = webhook;
    events += 1;
    const payload = JSON.stringify({
      id: eventId ?? `evt_test_${events}`,
      object: "event",
      api_version: "2025-01-27.acacia",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type: event.type,
      data: { object: event.object },
    });
    const send = async () => {
      await new Promise((resolve) => setTimeout(resolve, options.webhookDelayMs ?? 0));
      let status = 0;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const t = Math.floor(Date.now() / 1000);
        const v1 = createHmac("sha256", secret).update(`${t}.${payload}`).digest("hex");
        try {
          const response = await fetch(url, {
            method: "POST",
            headers: { "Content-Type": "application/json", "Stripe-Signature": `t=${t},v1=${v1}` },
            body: payload,
          });
          status = response.status;
          await response.arrayBuffer();
          if (response.ok) break;
        } catch {
          status = 0;
        }
        await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
      }
      delivered.push({ type: event.type, object: String(event.object.id), status });
    };
    const delivery = send();
    deliveries.add(delivery);
    void delivery.finally(() => deliveries.delete(delivery));
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
      const account = request.headers["stripe-account"];
      connectedAccount = typeof account === "string" ? account : null;
      const key = request.headers["idempotency-key"];
      // Stripe replays the first answer for a key it has seen.
      outbox = [];
      const result =
        typeof key === "string" && byKey.has(key)
          ? byKey.get(key)!
          : answer(request.method ?? "", url.pathname, form, request.headers.authorization);
      if (typeof key === "string") byKey.set(key, result);
      const caused = outbox;
      outbox = [];
      response.writeHead(result.status, { "Content-Type": "application/json", "Request-Id": "req_test" });
      // Events go out after the answer, never before it: the caller may see the answer first.
      response.end(JSON.stringify(result.body), () => {
        for (const event of caused) deliver(event);
      });
    });
  });
  return {
    seen,
    /** Webhook events delivered so far, with the platform's answer. */
    delivered,
    intentsCreated: () => intents,
    /** A PaymentIntent as Stripe holds it now. */
    intent: (id: string) => paymentIntents.get(id),
    /**
     * What Stripe.js does when the shopper finishes 3-D Secure (handleNextAction): the intent succeeds
     * (payment_intent.succeeded) or goes back to requires_payment_method with the authentication failure
     * (payment_intent.payment_failed). The events are sent to the webhook like Stripe's.
     */
    authenticate(id: string, result: "completed" | "failed") {
      const finished = finishIntentAuthentication(id, result === "completed");
      if (finished) deliver(finished.event);
      return Boolean(finished);
    },
    /** The same for a SetupIntent waiting for 3-D Secure: setup_intent.succeeded or setup_intent.setup_failed. */
    authenticateSetup(id: string, result: "completed" | "failed") {
      const event = finishSetupAuthentication(id, result === "completed");
      if (event) deliver(event);
      return Boolean(event);
    },
    /** Sends an event as Stripe would (the test chooses its id: a replay sends the same id again). */
    sendEvent(type: string, object: Record<string, unknown>, id?: string) {
      deliver({ type, object }, id);
    },
    /** The payment methods attached to a customer now (what GET /v1/payment_methods?customer= lists). */
    attachedTo: (customer: string) =>
      [...attached].filter(([, owner]) => owner === customer).map(([id]) => id),
    /** Sends the events Stripe would (setup_intent.*) to the platform's webhook, signed with its secret. */
    webhooks(url: string, secret: string) {
      webhook = { url, secret };
    },
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
      ),
    close: async () => {
      webhook = null;
      await Promise.allSettled([...deliveries]);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The Stripe client keeps connections alive; close() would otherwise wait for them to time out.
        server.closeAllConnections();
      });
    },
  };
}
