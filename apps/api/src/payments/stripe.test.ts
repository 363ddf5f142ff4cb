import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { type Database, openDatabase } from "../db/client.js";
import { migrate } from "../db/migrate.js";
import type { ClubRow, MemberRow } from "../db/rows.js";
import { clubs, members } from "../db/schema/index.js";
import { seedClubs } from "../seed/clubs.js";
import type { PaymentProcessor } from "../services.js";
import { createPayments } from "./payments.js";
import { createStripeProcessor } from "./stripe.js";

interface Seen {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: IncomingMessage["headers"];
}

const card = (id: string, customer: string | null = null) => ({
  id,
  object: "payment_method",
  type: "card",
  customer,
  billing_details: { name: "Giulia Rossi" },
  card: { brand: "visa", last4: "4242", exp_month: 8, exp_year: 2031 },
});

const cardError = (code: string, decline_code?: string) => ({
  status: 402,
  body: {
    error: { type: "card_error", code, ...(decline_code ? { decline_code } : {}), message: "declined" },
  },
});

// What Stripe answers for its documented test payment methods.
const INTENT_ANSWERS: Record<string, { status: number; body: unknown } | "requires_action"> = {
  pm_card_chargeDeclined: cardError("card_declined", "generic_decline"),
  pm_card_chargeDeclinedInsufficientFunds: cardError("card_declined", "insufficient_funds"),
  pm_card_chargeDeclinedProcessingError: cardError("processing_error"),
  pm_card_chargeDeclinedIncorrectCvc: cardError("incorrect_cvc"),
  pm_card_authenticationRequired: "requires_action",
};

/** A local stand-in for the Stripe API: the real `stripe` package talks HTTP to it, never to the network. */
function fakeStripe() {
  const seen: Seen[] = [];
  const byKey = new Map<string, { status: number; body: unknown }>();
  let intents = 0;

  function answer(method: string, path: string, form: URLSearchParams): { status: number; body: unknown } {
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
      return { status: 200, body: card(pm) };
    }
    if (action === "/attach") return { status: 200, body: card(pm, form.get("customer")) };
    if (action === "/detach") return { status: 200, body: card(pm) };
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
          payment_method: form.get("expand[0]") === "payment_method" ? card(method) : method,
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
          : answer(request.method ?? "", url.pathname, form);
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

describe("the Stripe processor (against a local fake of the Stripe API)", () => {
  const stripeApi = fakeStripe();
  let database: Database;
  let processor: PaymentProcessor;
  let club: ClubRow;
  let member: MemberRow;

  beforeAll(async () => {
    const port = await stripeApi.listen();
    database = await openDatabase({});
    await migrate(database);
    await seedClubs(database.db);
    [club] = (await database.db
      .update(clubs)
      .set({
        settings: {
          ...(
            await firstClub(database)
          ).settings,
          payments: { provider: "stripe", publishableKey: "pk_test_1" },
        },
      })
      .where(eq(clubs.id, "castelvecchio"))
      .returning()) as [ClubRow];
    [member] = (await database.db
      .insert(members)
      .values({
        id: "mem_stripe",
        clubId: club.id,
        email: "giulia@example.com",
        passwordHash: "x",
        firstName: "Giulia",
        lastName: "Rossi",
      })
      .returning()) as [MemberRow];
    processor = createStripeProcessor({
      secretKey: "sk_test_fake",
      host: "127.0.0.1",
      port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
  });
  afterAll(async () => {
    await stripeApi.close();
    await database?.close();
  });

  it("charges with a confirmed PaymentIntent, passing the idempotency key so a retry charges once", async () => {
    const input = {
      amount: 4590,
      currency: "EUR",
      paymentMethodRef: "pm_card_visa",
      idempotencyKey: "checkout-abc",
      description: "Order 2026-000001",
    };
    const first = await processor.charge(database.db, club, input);
    const retry = await processor.charge(database.db, club, input);
    expect(first).toEqual({
      providerRef: "pi_test_1",
      card: { brand: "visa", last4: "4242", expMonth: 8, expYear: 2031, cardName: "Giulia Rossi" },
    });
    expect(retry.providerRef).toBe(first.providerRef);
    expect(stripeApi.intentsCreated()).toBe(1);
    const request = stripeApi.seen.find((r) => r.path === "/v1/payment_intents")!;
    expect(request.headers["idempotency-key"]).toBe("checkout-abc");
    expect(request.headers.authorization).toBe("Bearer sk_test_fake");
    expect(Object.fromEntries(request.form)).toMatchObject({
      amount: "4590",
      currency: "eur",
      payment_method: "pm_card_visa",
      confirm: "true",
      "automatic_payment_methods[allow_redirects]": "never",
    });
  });

  it("maps Stripe's card errors to our payment codes", async () => {
    const cases: Array<[string, string]> = [
      ["pm_card_chargeDeclined", "PAYMENT_DECLINED"],
      ["pm_card_chargeDeclinedInsufficientFunds", "PAYMENT_DECLINED"],
      ["pm_card_chargeDeclinedProcessingError", "PAYMENT_FAILED"],
      ["pm_card_chargeDeclinedIncorrectCvc", "PAYMENT_REENTER_CARD"],
      ["pm_card_authenticationRequired", "PAYMENT_REENTER_CARD"],
    ];
    for (const [paymentMethodRef, code] of cases) {
      await expect(
        processor.charge(database.db, club, {
          amount: 1000,
          currency: "EUR",
          paymentMethodRef,
          idempotencyKey: `key-${paymentMethodRef}`,
          description: "test",
        }),
      ).rejects.toMatchObject({ status: 402, code });
    }
    await expect(processor.describe(database.db, club, "pm_missing")).rejects.toMatchObject({
      status: 422,
      code: "PAYMENT_METHOD_REQUIRED",
    });
  });

  it("saves cards on a Stripe customer created once per member, with SetupIntents, and detaches them", async () => {
    const intent = await processor.createSetupIntent(database.db, club, member);
    expect(intent).toEqual({
      id: "seti_test_1",
      clientSecret: "seti_test_1_secret_abc",
      publishableKey: "pk_test_1",
    });
    const [stored] = await database.db.select().from(members).where(eq(members.id, member.id));
    expect(stored?.providerCustomerId).toBe("cus_test_1");

    const attached = await processor.attach(database.db, club, stored!, "pm_card_visa");
    expect(attached.providerRef).toBe("pm_card_visa");
    expect(attached.card.last4).toBe("4242");
    expect(stripeApi.seen.filter((r) => r.path === "/v1/customers")).toHaveLength(1);
    const attach = stripeApi.seen.find((r) => r.path === "/v1/payment_methods/pm_card_visa/attach")!;
    expect(attach.form.get("customer")).toBe("cus_test_1");

    await processor.detach(database.db, club, "pm_card_visa");
    expect(stripeApi.seen.some((r) => r.path === "/v1/payment_methods/pm_card_visa/detach")).toBe(true);
    await processor.refund(database.db, club, "pi_test_1");
    expect(stripeApi.seen.find((r) => r.path === "/v1/refunds")?.form.get("payment_intent")).toBe(
      "pi_test_1",
    );
  });

  it("is the processor of clubs whose provider is stripe, and needs the secret key", () => {
    const withKey = createPayments({ ...loadConfig({}), stripeSecretKey: "sk_test_fake" });
    expect(withKey.forClub(club).provider).toBe("stripe");
    expect(() => createPayments({ ...loadConfig({}), stripeSecretKey: undefined }).forClub(club)).toThrow(
      /STRIPE_SECRET_KEY/,
    );
    const sandboxClub = {
      ...club,
      settings: { ...club.settings, payments: { provider: "sandbox" as const } },
    };
    expect(withKey.forClub(sandboxClub).provider).toBe("sandbox");
  });
});

async function firstClub(database: Database) {
  const [row] = await database.db.select().from(clubs).where(eq(clubs.id, "castelvecchio"));
  return row!;
}
