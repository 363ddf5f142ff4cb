import { describe, expect, it, vi } from "vitest";
import { confirmSetup, SaveCardError } from "./save-card";

const options = (fetch: typeof globalThis.fetch) => ({
  payments: { provider: "sandbox" as const, sandboxUrl: "/sandbox-pay/v1/" },
  appToken: "demo",
  language: "it",
  host: "localhost:3000",
  fetch,
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
});
