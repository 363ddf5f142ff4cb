import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentMethods, sandboxCards, setupIntents } from "../src/db/schema/index.js";
import { sandboxChallenge } from "./commerce-helpers.js";
import { memberSession } from "./member-session.js";
import { call } from "./members-helpers.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

const AUTHENTICATE = "4000002760003184";
const card = (number: string) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: "123",
});

describe.each(databaseKinds)("saving a sandbox card that asks for 3-D Secure on %s", (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  const challenge = (url: string, result?: "completed" | "failed") => sandboxChallenge(platform, url, result);

  /** A member's setup intent confirmed with the authentication test card: answers requires_action. */
  const startSaving = async (token: string, language: "it" | "en") => {
    const intent = await call(platform, "GET", "/api/v2/profile/setup-intent", { token });
    const typed = await call(platform, "POST", "/sandbox-pay/v1/tokens", { body: card(AUTHENTICATE) });
    const confirmed = await call(
      platform,
      "POST",
      `/sandbox-pay/v1/setup-intents/${intent.body.id}/confirm`,
      {
        body: { clientSecret: intent.body.clientSecret, paymentMethodId: typed.body.id },
        headers: { "Accept-Language": language },
      },
    );
    return { intent: intent.body, cardId: typed.body.id as string, confirmed };
  };
  const savedCards = async (memberId: string) =>
    platform.db.select().from(paymentMethods).where(eq(paymentMethods.memberId, memberId));

  it("answers requires_action with the challenge page; completing it saves the card once", async () => {
    const member = await memberSession(platform);
    const { intent, cardId, confirmed } = await startSaving(member.token, "it");
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      id: intent.id,
      status: "requires_action",
      action: { type: "sandbox", challengeUrl: `/sandbox-pay/v1/challenges/${intent.id}` },
    });
    // Nothing is saved, nor the token attached, before the bank's answer.
    expect(await savedCards(member.id)).toEqual([]);
    const [waiting] = await platform.db.select().from(sandboxCards).where(eq(sandboxCards.id, cardId));
    expect(waiting!.memberId).toBeNull();
    // The intent waits for its challenge: confirming it again is refused.
    const again = await call(platform, "POST", `/sandbox-pay/v1/setup-intents/${intent.id}/confirm`, {
      body: { clientSecret: intent.clientSecret, paymentMethodId: cardId },
    });
    expect(again.status).toBe(409);

    const page = await challenge(confirmed.body.action.challengeUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    // In the language the member saved the card in, naming the card, and charging nothing.
    expect(html).toContain('<html lang="it">');
    expect(html).toContain("Conferma la tua carta");
    expect(html).toContain("Visa ···· 3184");
    expect(html).toContain("Completa l&#39;autenticazione");
    expect(html).not.toMatch(/€/);

    const done = await challenge(confirmed.body.action.challengeUrl, "completed");
    expect(await done.text()).toContain('data-result="completed"');
    const saved = await savedCards(member.id);
    expect(saved).toEqual([expect.objectContaining({ last4: "3184", isDefault: true })]);
    const [closed] = await platform.db.select().from(setupIntents).where(eq(setupIntents.id, intent.id));
    expect(closed).toMatchObject({ status: "succeeded", paymentMethodId: saved[0]!.id, cardRef: null });
    const profile = await call(platform, "GET", "/api/v2/profile", { token: member.token });
    expect(profile.body.paymentMethods).toEqual([
      expect.objectContaining({ id: saved[0]!.id, last4: "3184" }),
    ]);

    // A second answer to the same challenge changes nothing.
    const late = await challenge(confirmed.body.action.challengeUrl, "failed");
    expect(await late.text()).not.toContain("data-result");
    expect(await savedCards(member.id)).toHaveLength(1);
  });

  it("failing the challenge saves nothing and lets the intent take a card again", async () => {
    const member = await memberSession(platform);
    const { intent, cardId, confirmed } = await startSaving(member.token, "en");
    const page = await (await challenge(confirmed.body.action.challengeUrl)).text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain("Confirm your card");
    const failed = await challenge(confirmed.body.action.challengeUrl, "failed");
    expect(await failed.text()).toContain('data-result="failed"');
    expect(await savedCards(member.id)).toEqual([]);
    const [card3184] = await platform.db.select().from(sandboxCards).where(eq(sandboxCards.id, cardId));
    expect(card3184!.memberId).toBeNull();
    const [back] = await platform.db.select().from(setupIntents).where(eq(setupIntents.id, intent.id));
    expect(back).toMatchObject({ status: "requires_payment_method", cardRef: null });

    // Like Stripe after a failed authentication, the same intent takes another card.
    const other = await call(platform, "POST", "/sandbox-pay/v1/tokens", { body: card("4242424242424242") });
    const retried = await call(platform, "POST", `/sandbox-pay/v1/setup-intents/${intent.id}/confirm`, {
      body: { clientSecret: intent.clientSecret, paymentMethodId: other.body.id },
    });
    expect(retried).toMatchObject({ status: 200, body: { status: "succeeded" } });
    expect(await savedCards(member.id)).toEqual([expect.objectContaining({ last4: "4242" })]);
  });

  it("answers an unknown setup challenge with 404 and a malformed answer with 400", async () => {
    const missing = await challenge("/sandbox-pay/v1/challenges/seti_sbx_AAAAAAAAAAAAAAAA");
    expect(missing.status).toBe(404);
    const member = await memberSession(platform);
    const { confirmed } = await startSaving(member.token, "en");
    const bad = await fetch(`${platform.baseUrl}${confirmed.body.action.challengeUrl}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "result=maybe",
    });
    expect(bad.status).toBe(400);
    expect(await savedCards(member.id)).toEqual([]);
  });
});
