import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { logIn } from "./setup/account";
import { expectAccessible, open } from "./setup/browser";
import { type Language, placeOrder, shipToFlorence, startGuestCheckout } from "./setup/checkout";
import {
  clickInStripeFrame,
  routeStripe,
  type StripeStorefront,
  stripeFrame,
  stripeJourneys,
  stripeTexts,
  typeCard,
} from "./setup/stripe";

// Strong Customer Authentication with Stripe: the platform confirms the PaymentIntent, Stripe answers
// requires_action, the platform answers 202 with the intent's client secret, and the storefront runs Stripe.js's
// handleNextAction (the fake Stripe.js's 3-D Secure page, at js.stripe.com); the shopper's answer reaches the fake
// Stripe API (fake_authenticate), which sends the platform its webhook, and the storefront's retry with the same
// Idempotency-Key finds the order paid or refused. Saving a card that needs authentication (a SetupIntent in
// requires_action) goes through the same page. Each journey is a guest or member of its own platform
// (setup/stripe.ts: fresh database, Castelvecchio paying with Stripe).

const stripe = stripeJourneys();

/** Stripe's test card whose bank always asks for 3-D Secure. */
const SCA_CARD = "4000 0027 6000 3184";

const TEXT = stripeTexts({
  en: {
    authentication: "3D Secure authentication",
    complete: "Complete authentication",
    fail: "Fail authentication",
    paymentFailed: "The payment could not be completed. Nothing was charged: please retry.",
    yourOrder: "Your order",
    confirmed: (number: string) => `Order ${number} confirmed`,
    subject: (number: string) => `your order ${number}`,
    savedCards: "Saved cards",
    addCard: "Add card",
    addACard: "Add a card",
    saveCard: "Save card",
    notSaved: "Your bank did not confirm this card, so it was not saved. Try again or use another card.",
    ending: "Visa ending in 3184",
  },
  it: {
    authentication: "Autenticazione 3D Secure",
    complete: "Completa l'autenticazione",
    fail: "Fai fallire l'autenticazione",
    paymentFailed: "Non è stato possibile completare il pagamento. Non è stato addebitato nulla: riprova.",
    yourOrder: "Il tuo ordine",
    confirmed: (number: string) => `Ordine ${number} confermato`,
    subject: (number: string) => `il tuo ordine ${number}`,
    savedCards: "Carte salvate",
    addCard: "Aggiungi carta",
    addACard: "Aggiungi una carta",
    saveCard: "Salva carta",
    notSaved:
      "La tua banca non ha confermato questa carta, quindi non è stata salvata. Riprova o usa un'altra carta.",
    ending: "Visa che termina con 3184",
  },
});

/** The guest of setup/checkout.ts, who gets the order's confirmation. */
const GUEST_EMAIL = "giulia@example.com";

/** A case of six Chianti, to Florence, at the payment step with Stripe's card that needs 3-D Secure typed in. */
async function toPayment(page: Page, language: Language, problems: string[]) {
  const text = TEXT[language];
  await startGuestCheckout(page, language, stripe.site.baseUrl);
  await page.getByRole("button", { name: text.continue }).click();
  await shipToFlorence(page, language);
  await page.getByRole("button", { name: text.continue }).click();
  const step = page.getByRole("region", { name: text.paymentStep });
  const card = await stripeFrame(step.locator('[data-card-field="stripe"]'), language, problems);
  await step.getByLabel(text.nameOnCard).fill("Giulia Bianchi");
  await typeCard(card, language, SCA_CARD);
  return step;
}

/** Every checkout POST's Idempotency-Key and answer status, in order. */
function recordCheckouts(page: Page) {
  const seen: { key: string; status: number }[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (request.method() === "POST" && new URL(response.url()).pathname.endsWith("/checkout"))
      seen.push({ key: request.headers()["idempotency-key"] ?? "", status: response.status() });
  });
  return seen;
}

/** Stripe's 3-D Secure page over the storefront, in the page's language. */
function authenticationPage(page: Page, language: Language) {
  return page.frameLocator(`iframe[title="${TEXT[language].authentication}"]`);
}

interface MailboxItem {
  to: string;
  subject: string;
  kind: string;
  text: string;
  link: string | null;
}

/** The platform's dev mailbox for an address, newest first. */
async function mailbox(site: StripeStorefront, to: string): Promise<MailboxItem[]> {
  const response = await fetch(`${site.apiUrl}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: MailboxItem[] }).items;
}

/** The emails about an order (its number in the subject), once the outbox has them. */
async function emailsAbout(site: StripeStorefront, to: string, number: string) {
  await expect
    .poll(async () => (await mailbox(site, to)).filter((m) => m.subject.includes(number)).length)
    .toBeGreaterThan(0);
  return (await mailbox(site, to)).filter((m) => m.subject.includes(number));
}

// Completing the authentication runs in both languages (the confirmation email is in the order's); failing it in
// English, as the sandbox's failed authentication runs in Italian (README, "Languages and sizes in the journeys").
describe.each(["en", "it"] as const)("Stripe's 3-D Secure at checkout, in %s", (language) => {
  const text = TEXT[language];

  it("requires_action: the shopper completes the authentication; the order is paid once and its confirmation arrives in the mailbox with its lines, in the order's language", async () => {
    const { page, context, problems } = await open(stripe.browser, language);
    await routeStripe(context, stripe.site);
    await toPayment(page, language, problems);
    const checkouts = recordCheckouts(page);
    const first = await placeOrder<{ status?: string; action?: { type: string; clientSecret?: string } }>(
      page,
      language,
    );
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ status: "requires_action", action: { type: "stripe" } });
    const intentId = first.body.action!.clientSecret!.split("_secret_")[0]!;
    expect(stripe.site.stripeApi.intent(intentId)?.status).toBe("requires_action");

    const retried = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && /\/checkout$/.test(new URL(response.url()).pathname),
    );
    const bank = authenticationPage(page, language);
    await clickInStripeFrame(bank.getByRole("button", { name: text.complete }));
    const paid = (await (await retried).json()) as { status: string; expense: { number: string } };
    expect(paid.status).toBe("paid");
    const { number } = paid.expense;
    await page.waitForURL(/\/checkout-complete/);
    await page.getByRole("heading", { level: 1, name: text.thanks }).waitFor();
    // The retry of the same attempt (same key) answered the order, paid.
    expect(checkouts.map((c) => c.status)).toEqual([202, 201]);
    expect(checkouts[1]?.key).toBe(checkouts[0]?.key);
    expect(stripe.site.stripeApi.intent(intentId)?.status).toBe("succeeded");
    await page.getByText(text.confirmed(number)).waitFor();

    // The buyer's confirmation, once (the browser and Stripe's webhook both told the platform), in the order's
    // language, with its line and the public order link.
    const emails = await emailsAbout(stripe.site, GUEST_EMAIL, number);
    const confirmations = emails.filter((m) => m.kind === "order_confirmation");
    expect(confirmations).toHaveLength(1);
    const [confirmation] = confirmations;
    expect(confirmation!.subject).toContain(text.subject(number));
    expect(confirmation!.text).toContain("6 × Chianti Classico DOCG 2021");
    expect(confirmation!.link).toMatch(new RegExp(`/${language}/public/expenses/`));
    // Stripe's webhook reached the platform after the retry, or before it: either way, still one email.
    await expect
      .poll(() => stripe.site.stripeApi.delivered.filter((d) => d.object === intentId).map((d) => d.status))
      .toEqual([200]);
    expect(
      (await emailsAbout(stripe.site, GUEST_EMAIL, number)).filter((m) => m.kind === "order_confirmation"),
    ).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  if (language === "en")
    it("requires_action: a failed authentication is architecture §7's payment error; the cart is kept and nothing was ordered", async () => {
      const { page, context, problems } = await open(stripe.browser, language);
      await routeStripe(context, stripe.site);
      const step = await toPayment(page, language, problems);
      const checkouts = recordCheckouts(page);
      const first = await placeOrder<{ action?: { clientSecret?: string } }>(page, language);
      expect(first.status).toBe(202);
      const intentId = first.body.action!.clientSecret!.split("_secret_")[0]!;

      await clickInStripeFrame(authenticationPage(page, language).getByRole("button", { name: text.fail }));
      await step.getByText(text.paymentFailed).waitFor();
      expect(checkouts.map((c) => c.status)).toEqual([202, 402]);
      expect(checkouts[1]?.key).toBe(checkouts[0]?.key);
      expect(new URL(page.url()).pathname).toBe(`/${language}/shop-pages/cantina/checkout`);
      const summary = page.getByRole("complementary").filter({ hasText: text.yourOrder });
      await summary.getByText("× 6").waitFor();
      expect(stripe.site.stripeApi.intent(intentId)?.status).toBe("requires_payment_method");
      await expectAccessible(page, "checkout after a failed authentication (Stripe)");
      expect(problems).toEqual([]);
      await context.close();
    });
});

/** Demo members of the journey's own platform, one per language (nobody else uses this platform's members). */
const MEMBERS = {
  en: { email: "marco.bianchi@example.com", password: "sangiovese2026", name: "Marco Bianchi" },
  it: { email: "giulia.rossi@example.com", password: "vendemmia2026", name: "Giulia Rossi" },
} as const;

/** Stripe's setup_intent.succeeded events the platform has accepted so far. */
const savedEvents = () =>
  stripe.site.stripeApi.delivered.filter((d) => d.type === "setup_intent.succeeded" && d.status === 200)
    .length;

// In Italian; the sandbox's card authentication on the profile (payments-authentication.e2e.ts) runs in English.
describe.each(["it"] as const)("Stripe's 3-D Secure when saving a card, in %s", (language) => {
  const text = TEXT[language];
  const member = MEMBERS[language];

  it("a SetupIntent in requires_action: a failed authentication saves nothing; a completed one saves the card, listed once Stripe's webhook arrives", async () => {
    const { page, context, problems } = await open(stripe.browser, language);
    await routeStripe(context, stripe.site);
    await page.goto(
      `${stripe.site.baseUrl}/${language}/login?returnUrl=${encodeURIComponent(`/${language}/profile`)}`,
    );
    await logIn(page, member.email, member.password, language);
    await page.waitForURL((url) => url.pathname === `/${language}/profile`);
    const cards = page.getByRole("region", { name: text.savedCards });
    await cards.getByRole("button", { name: text.addCard }).click();
    const dialog = page.getByRole("dialog", { name: text.addACard });
    const frame = await stripeFrame(dialog.locator('[data-card-field="stripe"]'), language, problems);
    await dialog.getByLabel(text.nameOnCard).fill(member.name);
    await typeCard(frame, language, SCA_CARD);

    // The bank's page opens over the dialog; failing it leaves the card unsaved, with the dialog's error.
    await dialog.getByRole("button", { name: text.saveCard }).click();
    await clickInStripeFrame(authenticationPage(page, language).getByRole("button", { name: text.fail }));
    await dialog.getByRole("alert").filter({ hasText: text.notSaved }).waitFor();
    expect(await cards.locator('[data-card="3184"]').count()).toBe(0);

    // Again, completing it: Stripe's setup_intent.succeeded reaches the platform, which keeps the card.
    await typeCard(frame, language, SCA_CARD);
    const savedBefore = savedEvents();
    await dialog.getByRole("button", { name: text.saveCard }).click();
    await clickInStripeFrame(authenticationPage(page, language).getByRole("button", { name: text.complete }));
    await dialog.waitFor({ state: "detached" });
    // Stripe tells the platform by its webhook, a moment later: the profile lists the card once it has arrived
    // (the dialog waits some seconds for it, then says the card will appear; a busy machine can outlast that).
    await expect.poll(savedEvents, { timeout: 30_000 }).toBeGreaterThan(savedBefore);
    const listed = cards.locator('[data-card="3184"]').getByText(text.ending).first();
    if (!(await listed.isVisible())) await page.reload();
    await listed.waitFor();

    const authentications = stripe.site.stripeApi.seen.filter((r) =>
      /^\/v1\/setup_intents\/[^/]+\/fake_authenticate$/.test(r.path),
    );
    const mine = authentications.slice(-2).map((r) => r.form.get("result"));
    expect(mine).toEqual(["failed", "succeeded"]);
    expect(
      stripe.site.stripeApi.delivered
        .filter((d) => d.type === "setup_intent.succeeded")
        .every((d) => d.status === 200),
    ).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
