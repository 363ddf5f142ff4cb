import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG } from "../src/seed/catalog.js";
import { DEMO_MEMBERS } from "../src/seed/members.js";
import { CANTINA, call, cardToken, florence, newCartId, putItems, signIn } from "./commerce-helpers.js";
import { memberSession } from "./member-session.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

const { items } = CATALOG;
let keys = 0;

describe.each(databaseKinds)("coupon limits per customer on %s", (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  /** Six bottles shipped to Florence with BENVENUTO10 ("first order only"), by a member or a guest. */
  async function order(who: { token?: string; email: string }, lang = "en") {
    const cartId = newCartId();
    const owner = who.token ? { token: who.token } : { cartId };
    await putItems(platform, CANTINA, [[items.chianti2021, 6]], owner);
    return call(platform, "POST", `/api/v2/shop-pages/${CANTINA}/checkout`, {
      ...owner,
      headers: { "Idempotency-Key": `coupon-${kind}-${++keys}-${Date.now()}`, "Accept-Language": lang },
      body: {
        shippingMode: "shipping",
        billingMode: "receipt",
        howToPay: "new",
        birthDate: "1980-05-01",
        email: who.email,
        shippingAddress: florence,
        listingId: "cantina-it-corriere",
        couponCode: "BENVENUTO10",
        paymentMethodId: await cardToken(platform),
      },
    });
  }

  it("a member who already used BENVENUTO10 sees it refused in the cart and at checkout, in their language", async () => {
    const giulia = await signIn(platform, DEMO_MEMBERS.giulia.email, DEMO_MEMBERS.giulia.password);
    await putItems(platform, CANTINA, [[items.chianti2021, 6]], { token: giulia });
    const cart = await call(platform, "PATCH", `/api/v2/shop-pages/${CANTINA}/cart`, {
      token: giulia,
      body: { couponCode: "BENVENUTO10" },
    });
    expect(cart.body.coupon).toMatchObject({
      valid: false,
      reason: "COUPON_ALREADY_USED",
      discount: { amount: 0 },
    });
    const italian = await order({ token: giulia, email: DEMO_MEMBERS.giulia.email }, "it");
    expect(italian).toMatchObject({
      status: 422,
      body: {
        code: "COUPON_ALREADY_USED",
        message: "Hai già utilizzato questo coupon",
        fields: { couponCode: "COUPON_ALREADY_USED" },
      },
    });
    const english = await order({ token: giulia, email: DEMO_MEMBERS.giulia.email });
    expect(english.body.message).toBe("You have already used this coupon");
  });

  it("a new member gets it once; a guest once per email, whatever its case", async () => {
    const member = await memberSession(platform);
    const first = await order({ token: member.token, email: member.email });
    expect(first.status).toBe(201);
    expect(first.body.expense).toMatchObject({ couponCode: "BENVENUTO10", discount: { amount: 1110 } });
    expect((await order({ token: member.token, email: member.email })).body.code).toBe("COUPON_ALREADY_USED");

    const email = `ospite-${kind}@example.com`;
    expect((await order({ email })).status).toBe(201);
    expect((await order({ email: email.toUpperCase() })).body.code).toBe("COUPON_ALREADY_USED");
    // The member's earlier guest orders count too: that email signs up and the coupon is spent.
    const signedUp = await memberSession(platform, { email });
    expect((await order({ token: signedUp.token, email })).body.code).toBe("COUPON_ALREADY_USED");
  });

  it("two orders of one customer at once: the coupon applies to one only", async () => {
    const email = `doppio-${kind}@example.com`;
    const answers = await Promise.all([order({ email }), order({ email }), order({ email })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    for (const refused of answers.filter((a) => a.status === 422))
      expect(refused.body.code).toBe("COUPON_ALREADY_USED");
  });
});
