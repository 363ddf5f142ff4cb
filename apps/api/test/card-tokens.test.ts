import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxCharges } from "../src/db/schema/index.js";
import { CATALOG } from "../src/seed/catalog.js";
import { DEMO_MEMBERS } from "../src/seed/members.js";
import { call, cardToken, DISPENSA, newCartId, putItems, signIn } from "./commerce-helpers.js";
import { movableClock } from "./members-helpers.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

const { items } = CATALOG;
let keys = 0;

describe.each(databaseKinds)("card tokens and saved cards on %s", (kind) => {
  let platform: TestPlatform;
  const clock = movableClock();
  beforeAll(async () => {
    platform = await startTestPlatform(kind, { clock: clock.now });
  });
  afterAll(() => platform?.close());

  /** A pickup order of one bottle of oil paid by card, by a member (token) or a guest (a fresh cart). */
  async function pay(
    paymentMethodId: string,
    who: { token?: string } = {},
    extra: Record<string, unknown> = {},
  ) {
    const cartId = newCartId();
    await putItems(platform, DISPENSA, [[items.olio500, 1]], who.token ? { token: who.token } : { cartId });
    return call(platform, "POST", `/api/v2/shop-pages/${DISPENSA}/checkout`, {
      ...(who.token ? { token: who.token } : { cartId }),
      headers: { "Idempotency-Key": `tokens-${kind}-${++keys}-${Date.now()}` },
      body: {
        shippingMode: "pickup",
        billingMode: "receipt",
        howToPay: "new",
        birthDate: "1980-05-01",
        email: "buyer@example.com",
        paymentMethodId,
        ...extra,
      },
    });
  }

  it("a member's saved card cannot be paid with by anyone else, sent as a new card", async () => {
    const giuliaCard = "pm_sbx_demo_giulia_visa";
    const marco = await signIn(platform, DEMO_MEMBERS.marco.email, DEMO_MEMBERS.marco.password);
    const asMarco = await pay(giuliaCard, { token: marco });
    expect(asMarco).toMatchObject({ status: 422, body: { code: "PAYMENT_METHOD_REQUIRED" } });
    const asGuest = await pay(giuliaCard);
    expect(asGuest).toMatchObject({ status: 422, body: { code: "PAYMENT_METHOD_REQUIRED" } });
    const charged = await platform.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.paymentMethodRef, giuliaCard));
    expect(charged).toEqual([]);
    // Giulia herself still pays with it, as often as she likes.
    const giulia = await signIn(platform, DEMO_MEMBERS.giulia.email, DEMO_MEMBERS.giulia.password);
    expect((await pay(giuliaCard, { token: giulia })).status).toBe(201);
    expect((await pay(giuliaCard, { token: giulia })).status).toBe(201);
  });

  it("a card saved at checkout belongs to the member who saved it, and cannot be attached by another", async () => {
    const giulia = await signIn(platform, DEMO_MEMBERS.giulia.email, DEMO_MEMBERS.giulia.password);
    const token = await cardToken(platform, "5555555555554444");
    const saved = await pay(token, { token: giulia }, { savePaymentMethod: true });
    expect(saved.status).toBe(201);
    const marco = await signIn(platform, DEMO_MEMBERS.marco.email, DEMO_MEMBERS.marco.password);
    expect(await pay(token, { token: marco })).toMatchObject({
      status: 422,
      body: { code: "PAYMENT_METHOD_REQUIRED" },
    });
    const intent = await call(platform, "GET", "/api/v2/profile/setup-intent", { token: marco });
    const attach = await call(platform, "POST", `/sandbox-pay/v1/setup-intents/${intent.body.id}/confirm`, {
      body: { clientSecret: intent.body.clientSecret, paymentMethodId: token },
    });
    expect(attach, JSON.stringify(attach.body)).toMatchObject({
      status: 422,
      body: { code: "PAYMENT_METHOD_REQUIRED" },
    });
    const profile = await call(platform, "GET", "/api/v2/profile", { token: marco });
    expect(profile.body.paymentMethods.map((m: { last4: string }) => m.last4)).not.toContain("4444");
  });

  it("a fresh token pays once; used again, or after an hour, the card must be typed again", async () => {
    const token = await cardToken(platform);
    expect((await pay(token)).status).toBe(201);
    expect(await pay(token)).toMatchObject({ status: 402, body: { code: "PAYMENT_REENTER_CARD" } });

    const declined = await cardToken(platform, "4000000000000002");
    // A declined card spends nothing: the same token declines again rather than being "used".
    expect((await pay(declined)).body.code).toBe("PAYMENT_DECLINED");
    expect((await pay(declined)).body.code).toBe("PAYMENT_DECLINED");

    const stale = await cardToken(platform);
    clock.advance(61 * 60 * 1000);
    expect(await pay(stale)).toMatchObject({ status: 402, body: { code: "PAYMENT_REENTER_CARD" } });
  });

  it("one fresh token sent to two checkouts at once pays for one order only", async () => {
    const token = await cardToken(platform);
    const answers = await Promise.all([pay(token), pay(token), pay(token)]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 402, 402]);
    const charged = await platform.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.paymentMethodRef, token));
    expect(charged).toHaveLength(1);
  });
});
