import { fakeStripe } from "@club/fake-stripe";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../src/config.js";
import type { ClubRow } from "../src/db/rows.js";
import { clubs, members } from "../src/db/schema/index.js";
import { checkPaymentSettings, createPayments } from "../src/payments/payments.js";
import { DEMO } from "../src/seed/clubs.js";
import { DEMO_MEMBERS } from "../src/seed/members.js";
import type { PaymentProcessor } from "../src/services.js";
import { call, signIn } from "./members-helpers.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

const WEBHOOK_SECRET = "whsec_test_secret";

describe.each(databaseKinds)("the Stripe processor against a local fake of the Stripe API, on %s", (kind) => {
  const stripeApi = fakeStripe();
  let platform: TestPlatform;
  let club: ClubRow;
  let processor: PaymentProcessor;

  let stripeApiBase = "";
  beforeAll(async () => {
    const port = await stripeApi.listen();
    stripeApiBase = `http://127.0.0.1:${port}`;
    const payments = createPayments(
      { ...loadConfig({ NODE_ENV: "test" }), stripeSecretKey: "sk_test_fake" },
      { stripe: { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 0 } },
    );
    platform = await startTestPlatform(kind, { payments }, { stripeWebhookSecret: WEBHOOK_SECRET });
    const [estate] = await platform.db.select().from(clubs).where(eq(clubs.id, DEMO.estate.id));
    [club] = (await platform.db
      .update(clubs)
      .set({
        settings: {
          ...estate!.settings,
          payments: { provider: "stripe", publishableKey: "pk_test_1", accountId: "acct_test_estate" },
        },
      })
      .where(eq(clubs.id, DEMO.estate.id))
      .returning()) as [ClubRow];
    processor = platform.services.payments.forClub(club);
  });
  afterAll(async () => {
    await stripeApi.close();
    await platform?.close();
  });

  it("charges with a confirmed PaymentIntent, passing the idempotency key so a retry charges once", async () => {
    expect(processor.provider).toBe("stripe");
    const input = {
      amount: 4590,
      currency: "EUR",
      paymentMethodRef: "pm_card_visa",
      idempotencyKey: "checkout-abc",
      description: "Order 2026-000001",
    };
    const first = await processor.charge(platform.db, club, input);
    const retry = await processor.charge(platform.db, club, input);
    expect(first).toEqual({
      status: "succeeded",
      providerRef: "pi_test_1",
      card: { brand: "visa", last4: "4242", expMonth: 8, expYear: 2031, cardName: "Giulia Rossi" },
    });
    expect(retry.providerRef).toBe(first.providerRef);
    expect(stripeApi.intentsCreated()).toBe(1);
    const request = stripeApi.seen.find((r) => r.path === "/v1/payment_intents")!;
    expect(request.headers["idempotency-key"]).toBe("checkout-abc");
    expect(request.headers.authorization).toBe("Bearer sk_test_fake");
    // A direct charge: made on the club's own connected account.
    expect(request.headers["stripe-account"]).toBe("acct_test_estate");
    expect(Object.fromEntries(request.form)).toMatchObject({
      amount: "4590",
      currency: "eur",
      payment_method: "pm_card_visa",
      confirm: "true",
      "automatic_payment_methods[allow_redirects]": "never",
    });
    await processor.refund(platform.db, club, first.providerRef);
    expect(stripeApi.seen.find((r) => r.path === "/v1/refunds")?.form.get("payment_intent")).toBe(
      "pi_test_1",
    );
  });

  it("is chosen by the club's settings and needs the secret key", () => {
    const sandboxClub = {
      ...club,
      settings: { ...club.settings, payments: { provider: "sandbox" as const } },
    };
    expect(platform.services.payments.forClub(sandboxClub).provider).toBe("sandbox");
    const keyless = createPayments({ ...loadConfig({ NODE_ENV: "test" }), stripeSecretKey: undefined });
    expect(() => keyless.forClub(club)).toThrow(/STRIPE_SECRET_KEY/);
    const accountless = {
      ...club,
      settings: { ...club.settings, payments: { provider: "stripe" as const, publishableKey: "pk_test_1" } },
    };
    expect(() => platform.services.payments.forClub(accountless)).toThrow(/connected account/);
    expect(() =>
      checkPaymentSettings({ ...loadConfig({ NODE_ENV: "test" }), stripeSecretKey: "sk_test_fake" }, [
        accountless,
      ]),
    ).toThrow(/connected account/);
  });

  it("answers a PaymentIntent that needs 3-D Secure with its client secret, not an error", async () => {
    const result = await processor.charge(platform.db, club, {
      amount: 1000,
      currency: "EUR",
      paymentMethodRef: "pm_card_authenticationRequired",
      idempotencyKey: "sca-1",
      description: "test",
      metadata: { expenseId: "exp_x", clubId: club.id },
    });
    expect(result).toEqual({
      status: "requires_action",
      providerRef: expect.stringMatching(/^pi_test_/),
      action: {
        type: "stripe",
        clientSecret: `${result.providerRef}_secret_test`,
        paymentIntentId: result.providerRef,
      },
    });
    // Until the shopper authenticates, the intent still waits; then it is paid; a failed one is refused.
    const ref = { providerRef: result.providerRef, idempotencyKey: "sca-1" };
    expect((await processor.resume(platform.db, club, ref))?.status).toBe("requires_action");
    stripeApi.authenticate(result.providerRef, "completed");
    expect(await processor.resume(platform.db, club, ref)).toMatchObject({
      status: "succeeded",
      card: { last4: "4242" },
    });
    const failing = await processor.charge(platform.db, club, {
      amount: 1000,
      currency: "EUR",
      paymentMethodRef: "pm_card_authenticationRequired",
      idempotencyKey: "sca-2",
      description: "test",
    });
    stripeApi.authenticate(failing.providerRef, "failed");
    await expect(
      processor.resume(platform.db, club, { providerRef: failing.providerRef, idempotencyKey: "sca-2" }),
    ).rejects.toMatchObject({ status: 402, code: "PAYMENT_FAILED" });
  });

  it("maps Stripe's card errors to our payment codes", async () => {
    const cases: Array<[string, string]> = [
      ["pm_card_chargeDeclined", "PAYMENT_DECLINED"],
      ["pm_card_chargeDeclinedInsufficientFunds", "PAYMENT_DECLINED"],
      ["pm_card_chargeDeclinedProcessingError", "PAYMENT_FAILED"],
      ["pm_card_chargeDeclinedIncorrectCvc", "PAYMENT_REENTER_CARD"],
    ];
    for (const [paymentMethodRef, code] of cases) {
      await expect(
        processor.charge(platform.db, club, {
          amount: 1000,
          currency: "EUR",
          paymentMethodRef,
          idempotencyKey: `key-${paymentMethodRef}`,
          description: "test",
        }),
      ).rejects.toMatchObject({ status: 402, code });
    }
    await expect(processor.describe(platform.db, club, "pm_missing")).rejects.toMatchObject({
      status: 422,
      code: "PAYMENT_METHOD_REQUIRED",
    });
  });

  it("saves a card: setup intent on the member's customer, Stripe's signed webhook, then delete detaches it", async () => {
    const token = await signIn(platform, DEMO_MEMBERS.marco.email, DEMO_MEMBERS.marco.password);
    const intent = await call(platform, "GET", "/api/v2/profile/setup-intent", { token });
    expect(intent.status).toBe(200);
    expect(intent.body).toEqual({
      id: "seti_test_1",
      provider: "stripe",
      clientSecret: "seti_test_1_secret_abc",
      publishableKey: "pk_test_1",
    });
    const [member] = await platform.db.select().from(members).where(eq(members.id, DEMO_MEMBERS.marco.id));
    expect(member?.providerCustomerId).toBe("cus_test_1");
    const created = stripeApi.seen.find((r) => r.path === "/v1/setup_intents")!;
    expect(created.form.get("customer")).toBe("cus_test_1");

    // The card field confirms the intent with Stripe in the browser; Stripe then tells the platform.
    const event = {
      id: "evt_test_1",
      object: "event",
      type: "setup_intent.succeeded",
      data: {
        object: {
          id: "seti_test_1",
          object: "setup_intent",
          status: "succeeded",
          customer: "cus_test_1",
          payment_method: "pm_card_mastercard",
          metadata: Object.fromEntries(
            [...created.form]
              .filter(([key]) => key.startsWith("metadata["))
              .map(([key, value]) => [key.slice(9, -1), value]),
          ),
        },
      },
    };
    const payload = JSON.stringify(event);
    const forged = await platform.fetch("/webhooks/stripe", {
      method: "POST",
      headers: { "Stripe-Signature": "t=1,v1=forged" },
      body: payload,
    });
    expect(forged.status).toBe(400);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const delivered = await platform.fetch("/webhooks/stripe", {
      method: "POST",
      headers: { "Stripe-Signature": signature, "Content-Type": "application/json" },
      body: payload,
    });
    expect(await delivered.json()).toEqual({ received: true, handled: true });

    const profile = (await call(platform, "GET", "/api/v2/profile", { token })).body;
    const saved = profile.paymentMethods.find((m: { id: string }) => m.id !== "pm_demo_marco_visa");
    expect(saved).toMatchObject({ last4: "4242", expMonth: 8, expYear: 2031, cardName: "Giulia Rossi" });
    expect(
      (await call(platform, "DELETE", `/api/v2/profile/payment-methods/${saved.id}`, { token })).status,
    ).toBe(204);
    expect(stripeApi.seen.some((r) => r.path === "/v1/payment_methods/pm_card_mastercard/detach")).toBe(true);
  });

  it("a card whose bank asks for 3-D Secure when saved: the SetupIntent needs an action; failed, nothing is saved; completed, Stripe's webhook saves it", async () => {
    const token = await signIn(platform, DEMO_MEMBERS.giulia.email, DEMO_MEMBERS.giulia.password);
    stripeApi.webhooks(`${platform.baseUrl}/webhooks/stripe`, WEBHOOK_SECRET);
    const stripeJs = async (path: string, fields: Record<string, string>) => {
      const response = await fetch(`${stripeApiBase}${path}`, {
        method: "POST",
        body: new URLSearchParams({ key: "pk_test_1", _stripe_account: "acct_test_estate", ...fields }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const cards = async () =>
      (
        (await call(platform, "GET", "/api/v2/profile", { token })).body.paymentMethods as Array<{
          last4: string;
        }>
      )
        .map((method) => method.last4)
        .filter((last4) => last4 === "3184");
    const intent = (await call(platform, "GET", "/api/v2/profile/setup-intent", { token })).body as {
      id: string;
      clientSecret: string;
    };
    // What Stripe.js's confirmSetup sends with the card the Payment Element collected.
    const confirm = () =>
      stripeJs(`/v1/setup_intents/${intent.id}/confirm`, {
        client_secret: intent.clientSecret,
        "payment_method_data[type]": "card",
        "payment_method_data[card][number]": "4000002760003184",
        "payment_method_data[card][exp_month]": "12",
        "payment_method_data[card][exp_year]": "2034",
        "payment_method_data[card][cvc]": "123",
      });
    const authenticate = (result: "succeeded" | "failed") =>
      stripeJs(`/v1/setup_intents/${intent.id}/fake_authenticate`, {
        client_secret: intent.clientSecret,
        result,
      });
    const deliveredOf = (type: string) =>
      stripeApi.delivered.filter((d) => d.type === type && d.object === intent.id).map((d) => d.status);

    expect((await confirm()).body).toMatchObject({
      status: "requires_action",
      next_action: { type: "use_stripe_sdk" },
    });
    // Only with the intent's client secret.
    expect(
      (await stripeJs(`/v1/setup_intents/${intent.id}/fake_authenticate`, { result: "succeeded" })).status,
    ).toBe(400);
    expect((await authenticate("failed")).body).toMatchObject({
      status: "requires_payment_method",
      last_setup_error: { code: "setup_intent_authentication_failure" },
    });
    await vi.waitFor(() => expect(deliveredOf("setup_intent.setup_failed")).toEqual([200]));
    expect(await cards()).toEqual([]);

    expect((await confirm()).body).toMatchObject({ status: "requires_action" });
    expect((await authenticate("succeeded")).body).toMatchObject({ status: "succeeded" });
    await vi.waitFor(() => expect(deliveredOf("setup_intent.succeeded")).toEqual([200]));
    expect(await cards()).toEqual(["3184"]);
    // Authenticating again changes nothing.
    expect((await authenticate("succeeded")).status).toBe(400);
  });
});
