import { describe, expect, it, vi } from "vitest";
import {
  AUTHENTICATION_FAILED,
  type ConfirmSetupOptions,
  confirmSetup,
  SaveCardError,
  stripeSaveCode,
  untilSaved,
} from "./save-card";

const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  confirmCardSetup: vi.fn(),
}));
vi.mock("@stripe/stripe-js/pure", () => ({ loadStripe: stripe.loadStripe }));

const options = (
  fetch: typeof globalThis.fetch,
  authenticate: ConfirmSetupOptions["authenticate"] = async () => "completed",
) => ({
  payments: { provider: "sandbox" as const, sandboxUrl: "/sandbox-pay/v1/" },
  appToken: "demo",
  language: "it",
  host: "localhost:3000",
  fetch,
  authenticate,
});
const intent = { id: "seti_1", provider: "sandbox" as const, clientSecret: "secret" };

describe("confirmSetup (sandbox)", () => {
  it("posts the client secret and payment method to the sandbox with the club headers", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 200 }));
    await confirmSetup(intent, "pm_sbx_1", options(fetch));
    expect(fetch).toHaveBeenCalledWith("/sandbox-pay/v1/setup-intents/seti_1/confirm", {
      method: "POST",
      headers: expect.objectContaining({
        "X-App-Token": "demo",
        "X-Club-Origin": "localhost:3000",
        "Accept-Language": "it",
      }),
      body: JSON.stringify({ clientSecret: "secret", paymentMethodId: "pm_sbx_1" }),
    });
  });

  it("throws the platform's code when the card is refused", async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ code: "PAYMENT_DECLINED" }), { status: 402 }),
    );
    const error = await confirmSetup(intent, "pm_sbx_2", options(fetch)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SaveCardError);
    expect((error as SaveCardError).code).toBe("PAYMENT_DECLINED");
  });

  const requiresAction = () =>
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            id: "seti_1",
            status: "requires_action",
            action: { type: "sandbox", challengeUrl: "/sandbox-pay/v1/challenges/seti_1" },
          }),
          { status: 200 },
        ),
    );

  it("runs the bank's challenge when the sandbox asks for it, and resolves once it is completed", async () => {
    const authenticate = vi.fn(async () => "completed" as const);
    await confirmSetup(intent, "pm_sbx_3", options(requiresAction(), authenticate));
    expect(authenticate).toHaveBeenCalledWith({
      type: "sandbox",
      challengeUrl: "/sandbox-pay/v1/challenges/seti_1",
    });
  });

  it.each(["failed", "abandoned"] as const)(
    "refuses with the authentication code when the challenge is %s",
    async (end) => {
      const error = await confirmSetup(
        intent,
        "pm_sbx_4",
        options(requiresAction(), async () => end),
      ).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: AUTHENTICATION_FAILED });
    },
  );

  it("does not run a challenge for a card saved at once", async () => {
    const authenticate = vi.fn(async () => "completed" as const);
    const fetch = vi.fn(async () => new Response(JSON.stringify({ status: "succeeded" }), { status: 200 }));
    await confirmSetup(intent, "pm_sbx_5", options(fetch, authenticate));
    expect(authenticate).not.toHaveBeenCalled();
  });
});

it("maps Stripe's failed setup authentication to the same code", () => {
  expect(stripeSaveCode("setup_intent_authentication_failure")).toBe(AUTHENTICATION_FAILED);
});

describe("confirmSetup (Stripe)", () => {
  const stripeIntent = {
    id: "seti_9",
    provider: "stripe" as const,
    clientSecret: "seti_9_secret",
    publishableKey: "pk_test_1",
  };
  const stripeOptions = {
    payments: { provider: "stripe" as const },
    appToken: "demo",
    language: "en",
    host: "localhost:3000",
    authenticate: async () => "failed" as const,
  };

  it("confirms the setup intent with Stripe.js and the card field's payment method", async () => {
    stripe.confirmCardSetup.mockResolvedValueOnce({ setupIntent: { status: "succeeded" } });
    stripe.loadStripe.mockResolvedValueOnce({ confirmCardSetup: stripe.confirmCardSetup });
    await confirmSetup(stripeIntent, "pm_1", stripeOptions);
    expect(stripe.loadStripe).toHaveBeenCalledWith("pk_test_1");
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith("seti_9_secret", { payment_method: "pm_1" });
  });

  it("a declined card is PAYMENT_DECLINED, wrong details PAYMENT_REENTER_CARD, any other error PAYMENT_FAILED", async () => {
    stripe.loadStripe.mockResolvedValue({ confirmCardSetup: stripe.confirmCardSetup });
    stripe.confirmCardSetup.mockResolvedValueOnce({ error: { code: "card_declined" } });
    await expect(confirmSetup(stripeIntent, "pm_2", stripeOptions)).rejects.toMatchObject({
      code: "PAYMENT_DECLINED",
    });
    stripe.confirmCardSetup.mockResolvedValueOnce({ error: { code: "processing_error" } });
    await expect(confirmSetup(stripeIntent, "pm_3", stripeOptions)).rejects.toMatchObject({
      code: "PAYMENT_FAILED",
    });
    for (const code of ["incorrect_cvc", "expired_card", "incorrect_number"]) {
      stripe.confirmCardSetup.mockResolvedValueOnce({ error: { code } });
      await expect(confirmSetup(stripeIntent, "pm_4", stripeOptions)).rejects.toMatchObject({
        code: "PAYMENT_REENTER_CARD",
      });
    }
  });
});

describe("untilSaved (Stripe's webhook reaches the platform after Stripe.js answers)", () => {
  it("asks again until the card is listed", async () => {
    let reads = 0;
    const listed = await untilSaved(async () => ++reads >= 3, { timeoutMs: 1000, intervalMs: 1 });
    expect(listed).toBe(true);
    expect(reads).toBe(3);
  });

  it("gives up after the timeout (the dialog then says the card will appear shortly), and a failed read is 'not yet'", async () => {
    let reads = 0;
    const listed = await untilSaved(
      async () => {
        reads += 1;
        if (reads === 1) throw new Error("offline");
        return false;
      },
      { timeoutMs: 30, intervalMs: 5 },
    );
    expect(listed).toBe(false);
    expect(reads).toBeGreaterThan(1);
  });
});
