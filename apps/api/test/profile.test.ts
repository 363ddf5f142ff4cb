import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentMethods, sandboxCards, sandboxCharges, setupIntents } from "../src/db/schema/index.js";
import { DEMO_MEMBERS } from "../src/seed/members.js";
import { florence } from "./commerce-helpers.js";
import { call, signIn, tokenFromEmail } from "./members-helpers.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

const card = (number: string) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: "123",
});

describe.each(databaseKinds)("profile, email change and saved cards on %s", (kind) => {
  let platform: TestPlatform;
  let giulia: string;
  let marco: string;
  beforeAll(async () => {
    platform = await startTestPlatform(kind);
    giulia = await signIn(platform, DEMO_MEMBERS.giulia.email, DEMO_MEMBERS.giulia.password);
    marco = await signIn(platform, DEMO_MEMBERS.marco.email, DEMO_MEMBERS.marco.password);
  });
  afterAll(() => platform?.close());

  it("answers the member's profile with addresses, billings and saved cards", async () => {
    const profile = await call(platform, "GET", "/api/v2/profile", { token: giulia });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      id: DEMO_MEMBERS.giulia.id,
      email: DEMO_MEMBERS.giulia.email,
      firstName: "Giulia",
      language: "it",
      birthDate: "1988-03-12",
    });
    expect(profile.body.addresses).toHaveLength(2);
    expect(profile.body.addresses[0]).toMatchObject({ city: "Firenze", province: "FI", isDefault: true });
    expect(profile.body.billings).toEqual([
      expect.objectContaining({ person: true, cf: "RSSGLI88C52D612S" }),
    ]);
    expect(profile.body.paymentMethods.map((m: { last4: string }) => m.last4)).toEqual(["4242", "4444"]);
    expect((await call(platform, "GET", "/api/v2/profile")).status).toBe(401);
  });

  it("updates personal data and replaces the saved addresses and billings", async () => {
    const before = (await call(platform, "GET", "/api/v2/profile", { token: giulia })).body;
    const [first] = before.addresses;
    const patched = await call(platform, "PATCH", "/api/v2/profile", {
      token: giulia,
      body: {
        firstName: "Giulia Maria",
        marketingConsent: false,
        addresses: [
          { ...florence, id: first.id, street: "Via Romana", number: "3" },
          { ...florence, city: "Siena", province: "si", zip: "53100", isDefault: true },
        ],
        billings: [
          {
            person: false,
            fiscalCompany: "Rossi Architetti S.r.l.",
            code: "IT03678901236",
            pec: "rossi@pec.example.it",
            street: "Via Romana",
            city: "Firenze",
            province: "FI",
            zip: "50125",
            country: "IT",
          },
        ],
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      firstName: "Giulia Maria",
      lastName: "Rossi",
      marketingConsent: false,
    });
    expect(patched.body.addresses).toEqual([
      expect.objectContaining({ id: first.id, street: "Via Romana", isDefault: false }),
      expect.objectContaining({ city: "Siena", province: "SI", isDefault: true }),
    ]);
    expect(patched.body.billings).toEqual([
      expect.objectContaining({ fiscalCompany: "Rossi Architetti S.r.l." }),
    ]);
    const again = (await call(platform, "GET", "/api/v2/profile", { token: giulia })).body;
    expect(again.addresses).toEqual(patched.body.addresses);
  });

  it("refuses invalid addresses and tax data with the offending fields", async () => {
    const invalid = await call(platform, "PATCH", "/api/v2/profile", {
      token: giulia,
      body: {
        lastName: "Changed",
        addresses: [
          { ...florence, province: undefined },
          { ...florence, province: "XX", zip: "5012" },
          { ...florence, country: "FR", province: undefined, zip: "75001", phone: "abc!" },
        ],
        billings: [
          { person: true, firstName: "Giulia", lastName: "Rossi", cf: "RSSGLI88C52D612X", ...place() },
          { person: false, fiscalCompany: "Senza IVA", ...place() },
          { person: false, fiscalCompany: "IVA sbagliata", code: "01234567890", sdi: "ABC", ...place() },
          { person: true, firstName: "Giulia", lastName: "Rossi", ...place() },
        ],
      },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe("VALIDATION");
    expect(invalid.body.fields).toEqual({
      "addresses.0.province": "REQUIRED",
      "addresses.1.province": "INVALID",
      "addresses.1.zip": "INVALID",
      "addresses.2.phone": "INVALID",
      "billings.0.cf": "INVALID",
      "billings.1.code": "REQUIRED",
      "billings.1.sdi": "PEC_OR_SDI_REQUIRED",
      "billings.2.code": "INVALID",
      "billings.2.sdi": "INVALID",
      "billings.3.cf": "REQUIRED",
    });
    // Nothing changed.
    const profile = (await call(platform, "GET", "/api/v2/profile", { token: giulia })).body;
    expect(profile.lastName).toBe("Rossi");

    const shape = await call(platform, "PATCH", "/api/v2/profile", {
      token: giulia,
      body: { addresses: [{ ...florence, country: "Italy" }] },
    });
    expect(shape.status).toBe(400);
    expect(shape.body.fields).toHaveProperty(["addresses.0.country"]);
  });

  it("lets no member read or change another member's data", async () => {
    const giuliaProfile = (await call(platform, "GET", "/api/v2/profile", { token: giulia })).body;
    const marcoProfile = (await call(platform, "GET", "/api/v2/profile", { token: marco })).body;
    expect(marcoProfile.id).toBe(DEMO_MEMBERS.marco.id);
    expect(JSON.stringify(marcoProfile)).not.toContain(giuliaProfile.addresses[0].id);

    const steal = await call(platform, "PATCH", "/api/v2/profile", {
      token: marco,
      body: { addresses: [{ ...florence, id: giuliaProfile.addresses[0].id, street: "Via Rubata" }] },
    });
    expect(steal.status).toBe(400);
    expect(steal.body.fields).toEqual({ "addresses.0.id": "NOT_FOUND" });

    const giuliaCard = giuliaProfile.paymentMethods[0].id;
    const remove = await call(platform, "DELETE", `/api/v2/profile/payment-methods/${giuliaCard}`, {
      token: marco,
    });
    expect(remove.status).toBe(404);
    const still = (await call(platform, "GET", "/api/v2/profile", { token: giulia })).body;
    expect(still.paymentMethods.map((m: { id: string }) => m.id)).toContain(giuliaCard);
    expect(still.addresses[0].street).toBe(giuliaProfile.addresses[0].street);
  });

  it("saves a card through a setup intent confirmed at the sandbox processor, then deletes it", async () => {
    const intent = await call(platform, "GET", "/api/v2/profile/setup-intent", { token: marco });
    expect(intent.status).toBe(200);
    expect(intent.body).toMatchObject({ provider: "sandbox" });
    expect(intent.body.clientSecret).toContain(`${intent.body.id}_secret_`);
    const [stored] = await platform.db.select().from(setupIntents).where(eq(setupIntents.id, intent.body.id));
    expect(JSON.stringify(stored)).not.toContain(intent.body.clientSecret);

    // The card field talks to the sandbox directly; /api/v2 never sees the number.
    const badNumber = await call(platform, "POST", "/sandbox-pay/v1/tokens", {
      body: card("4242424242424241"),
    });
    expect(badNumber.status).toBe(400);
    expect(badNumber.body.fields).toEqual({ number: "INVALID" });
    const expired = await call(platform, "POST", "/sandbox-pay/v1/tokens", {
      body: { ...card("4242424242424242"), expYear: 2020 },
    });
    expect(expired.body.fields).toEqual({ expYear: "EXPIRED" });

    const declined = await call(platform, "POST", "/sandbox-pay/v1/tokens", {
      body: card("4000000000000002"),
    });
    const refused = await call(platform, "POST", `/sandbox-pay/v1/setup-intents/${intent.body.id}/confirm`, {
      body: { clientSecret: intent.body.clientSecret, paymentMethodId: declined.body.id },
    });
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe("PAYMENT_DECLINED");

    const token = await call(platform, "POST", "/sandbox-pay/v1/tokens", {
      body: { ...card("5555 5555 5555 4444"), name: "Marco Bianchi" },
    });
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ brand: "mastercard", last4: "4444", expMonth: 12 });
    expect(token.body.id).toMatch(/^pm_sbx_/);
    const [kept] = await platform.db.select().from(sandboxCards).where(eq(sandboxCards.id, token.body.id));
    expect(JSON.stringify(kept)).not.toContain("5555555555554444");

    const wrongSecret = await call(
      platform,
      "POST",
      `/sandbox-pay/v1/setup-intents/${intent.body.id}/confirm`,
      {
        body: { clientSecret: `${intent.body.id}_secret_forged`, paymentMethodId: token.body.id },
      },
    );
    expect(wrongSecret.status).toBe(404);
    const confirmed = await call(
      platform,
      "POST",
      `/sandbox-pay/v1/setup-intents/${intent.body.id}/confirm`,
      {
        body: { clientSecret: intent.body.clientSecret, paymentMethodId: token.body.id },
      },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: "succeeded",
      paymentMethod: { brand: "mastercard", last4: "4444" },
    });
    const twice = await call(platform, "POST", `/sandbox-pay/v1/setup-intents/${intent.body.id}/confirm`, {
      body: { clientSecret: intent.body.clientSecret, paymentMethodId: token.body.id },
    });
    expect(twice.status).toBe(409);

    const savedId = confirmed.body.paymentMethod.id;
    const profile = (await call(platform, "GET", "/api/v2/profile", { token: marco })).body;
    expect(profile.paymentMethods).toEqual([
      expect.objectContaining({ last4: "4242", isDefault: true }),
      expect.objectContaining({ id: savedId, last4: "4444", cardName: "Marco Bianchi", isDefault: false }),
    ]);
    // Giulia cannot delete it, Marco can, once.
    expect(
      (await call(platform, "DELETE", `/api/v2/profile/payment-methods/${savedId}`, { token: giulia }))
        .status,
    ).toBe(404);
    expect(
      (await call(platform, "DELETE", `/api/v2/profile/payment-methods/${savedId}`, { token: marco })).status,
    ).toBe(204);
    expect(
      (await call(platform, "DELETE", `/api/v2/profile/payment-methods/${savedId}`, { token: marco })).status,
    ).toBe(404);
    const after = (await call(platform, "GET", "/api/v2/profile", { token: marco })).body;
    expect(after.paymentMethods.map((m: { id: string }) => m.id)).not.toContain(savedId);
    const [row] = await platform.db.select().from(paymentMethods).where(eq(paymentMethods.id, savedId));
    expect(row?.deletedAt).toBeInstanceOf(Date);

    // Deleting the default card makes the next one the default.
    const defaultId = after.paymentMethods[0].id;
    expect(
      (await call(platform, "DELETE", `/api/v2/profile/payment-methods/${defaultId}`, { token: marco }))
        .status,
    ).toBe(204);
    expect((await call(platform, "GET", "/api/v2/profile", { token: marco })).body.paymentMethods).toEqual(
      [],
    );
  });

  it("charges sandbox cards once per idempotency key, failing the test cards with their codes", async () => {
    const [club] = await platform.db.query.clubs.findMany({
      where: (c, { eq: is }) => is(c.id, "castelvecchio"),
    });
    const processor = platform.services.payments.forClub(club!);
    const tokenize = async (number: string) =>
      (await call(platform, "POST", "/sandbox-pay/v1/tokens", { body: card(number) })).body.id as string;
    const good = await tokenize("4242424242424242");
    const input = {
      amount: 4200,
      currency: "EUR",
      paymentMethodRef: good,
      idempotencyKey: "order-1",
      description: "test",
    };
    const first = await processor.charge(platform.db, club!, input);
    const second = await processor.charge(platform.db, club!, input);
    expect(second.providerRef).toBe(first.providerRef);
    expect(first).toMatchObject({ status: "succeeded", card: { brand: "visa", last4: "4242" } });
    await expect(processor.charge(platform.db, club!, { ...input, amount: 4300 })).rejects.toMatchObject({
      code: "IDEMPOTENCY_KEY_REUSED",
    });
    const outcomes: Array<[string, string]> = [
      ["4000000000000002", "PAYMENT_DECLINED"],
      ["4000000000009995", "PAYMENT_DECLINED"],
      ["4000000000000119", "PAYMENT_FAILED"],
      ["4000002500003155", "PAYMENT_REENTER_CARD"],
    ];
    for (const [number, code] of outcomes) {
      const ref = await tokenize(number);
      await expect(
        processor.charge(platform.db, club!, {
          ...input,
          paymentMethodRef: ref,
          idempotencyKey: `k-${number}`,
        }),
      ).rejects.toMatchObject({ status: 402, code });
    }
    const other = await tokenize("6011111111111117");
    expect(
      await processor.charge(platform.db, club!, {
        ...input,
        paymentMethodRef: other,
        idempotencyKey: "k2",
      }),
    ).toMatchObject({ status: "succeeded", card: { brand: "discover" } });
    await processor.refund(platform.db, club!, first.providerRef);
    const [refunded] = await platform.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, first.providerRef));
    expect(refunded).toMatchObject({ status: "refunded", idempotencyKey: "order-1", amount: 4200 });
    const ledger = await platform.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, "order-1"));
    expect(ledger).toHaveLength(1);
    // A charge whose transaction rolled back never existed: refunding it is a no-op.
    await processor.refund(platform.db, club!, "ch_sbx_rolled_back");
    await expect(processor.describe(platform.db, club!, "pm_sbx_unknown")).rejects.toMatchObject({
      code: "PAYMENT_METHOD_REQUIRED",
    });
  });

  it("changes the email through links to the current, then the new address", async () => {
    const email = "giulia.nuova@example.com";
    const requested = await call(platform, "POST", "/api/v2/email/request", { token: giulia, body: {} });
    expect(requested.status).toBe(202);
    const change = await tokenFromEmail(platform, DEMO_MEMBERS.giulia.email, "email/change");

    const taken = await call(platform, "POST", `/api/v2/email/choose/${change.token}`, {
      body: { email: DEMO_MEMBERS.marco.email },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("EMAIL_TAKEN");
    const badChoose = await call(platform, "POST", `/api/v2/email/choose/${"y".repeat(43)}`, {
      body: { email },
    });
    expect(badChoose.status).toBe(404);
    expect(badChoose.body.code).toBe("EMAIL_CHANGE_CHOOSE_ERROR");

    const chosen = await call(platform, "POST", `/api/v2/email/choose/${change.token}`, { body: { email } });
    expect(chosen.status).toBe(202);
    expect(chosen.body.code).toBe("EMAIL_CHANGE_CHOOSE_SUCCESS");
    const reused = await call(platform, "POST", `/api/v2/email/choose/${change.token}`, { body: { email } });
    expect(reused.body.code).toBe("EMAIL_CHANGE_CHOOSE_ERROR");

    const confirm = await tokenFromEmail(platform, email, "email/confirm");
    // Until confirmed, the old address stays.
    expect((await call(platform, "GET", "/api/v2/profile", { token: giulia })).body.email).toBe(
      DEMO_MEMBERS.giulia.email,
    );
    const done = await call(platform, "POST", `/api/v2/email/confirm/${confirm.token}`);
    expect(done.status).toBe(200);
    expect(done.body.code).toBe("EMAIL_CHANGED");
    expect((await call(platform, "GET", "/api/v2/profile", { token: giulia })).body.email).toBe(email);
    const twice = await call(platform, "POST", `/api/v2/email/confirm/${confirm.token}`);
    expect(twice.status).toBe(404);
    expect(twice.body.code).toBe("EMAIL_CHANGE_TOKEN_INVALID");

    await signIn(platform, email, DEMO_MEMBERS.giulia.password);
    const oldAddress = await call(platform, "POST", "/api/v2/auth/signin", {
      body: { email: DEMO_MEMBERS.giulia.email, password: DEMO_MEMBERS.giulia.password },
    });
    expect(oldAddress.status).toBe(401);
    expect((await call(platform, "POST", "/api/v2/email/request", { body: {} })).status).toBe(401);
  });
});

function place() {
  return { street: "Via Romana", city: "Firenze", province: "FI", zip: "50125", country: "IT" };
}
