import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { logIn } from "./setup/account";
import { expectAccessible, open } from "./setup/browser";
import {
  type CheckoutAnswer,
  type Language,
  openCheckout,
  placeOrder,
  shipToFlorence,
  startsWith,
} from "./setup/checkout";
import { routeStripe, STRIPE_KEYS, stripeFrame, stripeJourneys, stripeTexts, typeCard } from "./setup/stripe";

// Saved cards at a club that pays with Stripe. On the profile, the storefront tokenises the card in Stripe's field
// (createPaymentMethod), asks the platform for a SetupIntent on the member's Stripe customer and confirms it in the
// browser (Stripe.js's confirmCardSetup); Stripe then tells the platform by its signed webhook
// (setup_intent.succeeded), a moment after answering the browser, and the platform keeps the card. At checkout,
// "save this card" goes another way: the platform attaches the payment method to the customer itself, then charges.
// Stripe.js is the fake served at js.stripe.com and Stripe the fake API (setup/stripe.ts).

const stripe = stripeJourneys();

const TEXT = stripeTexts({
  en: {
    savedCards: "Saved cards",
    addCard: "Add card",
    addACard: "Add a card",
    saveCard: "Save card",
    incompleteNumber: "Your card number is incomplete.",
    bankDeclined: "The bank declined this card. Try another card.",
    ending: (brand: string, last4: string) => `${brand} ending in ${last4}`,
    expires: (expiry: string) => `Expires ${expiry}`,
    deleteCard: (name: string) => `Delete ${name}`,
    deleteThisCard: "Delete this card?",
    confirmDelete: "Delete card",
    aSavedCard: "A saved card",
    aNewCard: "A new card",
    saveForLater: "Save this card for my next orders",
  },
  it: {
    savedCards: "Carte salvate",
    addCard: "Aggiungi carta",
    addACard: "Aggiungi una carta",
    saveCard: "Salva carta",
    incompleteNumber: "Il numero della carta è incompleto.",
    bankDeclined: "La banca ha rifiutato questa carta. Prova con un'altra carta.",
    ending: (brand: string, last4: string) => `${brand} che termina con ${last4}`,
    expires: (expiry: string) => `Scade il ${expiry}`,
    deleteCard: (name: string) => `Elimina ${name}`,
    deleteThisCard: "Eliminare questa carta?",
    confirmDelete: "Elimina carta",
    aSavedCard: "Una carta salvata",
    aNewCard: "Una nuova carta",
    saveForLater: "Salva questa carta per i prossimi ordini",
  },
});

/** Demo members of Tenuta Castelvecchio (apps/api/src/seed/members.ts), each saving a Stripe test card of its own. */
const MEMBERS = {
  en: {
    email: "marco.bianchi@example.com",
    password: "sangiovese2026",
    name: "Marco Bianchi",
    card: { number: "5555 5555 5555 4444", id: "pm_card_mastercard", brand: "Mastercard", last4: "4444" },
  },
  it: {
    email: "giulia.rossi@example.com",
    password: "vendemmia2026",
    name: "Giulia Rossi",
    card: { number: "6011 1111 1111 1117", id: "pm_card_discover", brand: "Discover", last4: "1117" },
  },
} as const;

async function signIn(page: Page, language: Language) {
  const member = MEMBERS[language];
  await page.goto(
    `${stripe.site.baseUrl}/${language}/login?returnUrl=${encodeURIComponent(`/${language}/profile`)}`,
  );
  await logIn(page, member.email, member.password, language);
  await page.waitForURL((url) => url.pathname === `/${language}/profile`);
}

/** A case of six Chianti, then checkout's information (the member's, prefilled) and shipping steps. */
async function checkoutToPayment(page: Page, language: Language) {
  const text = TEXT[language];
  const [firstName = "", lastName = ""] = MEMBERS[language].name.split(" ");
  await openCheckout(page, language, stripe.site.baseUrl);
  await expect.poll(() => page.getByLabel(startsWith(text.firstName)).inputValue()).toBe(firstName);
  await page.getByRole("button", { name: text.continue }).click();
  await shipToFlorence(page, language, { addressee: { firstName, lastName } });
  await page.getByRole("button", { name: text.continue }).click();
  return page.getByRole("region", { name: text.paymentStep });
}

/** What the platform answers to a member's checkout paid by card. */
interface CheckoutBody {
  expense?: { number: string; total: { amount: number }; payment?: Record<string, unknown> };
  savedPaymentMethod?: Record<string, unknown> | null;
}

/** Places the order, returns the platform's answer and waits for the order's confirmation screen. */
async function placePaidOrder(page: Page, language: Language): Promise<CheckoutAnswer<CheckoutBody>> {
  const answer = await placeOrder<CheckoutBody>(page, language);
  expect(answer.status).toBe(201);
  await page.waitForURL(/\/checkout-complete/);
  await page.getByRole("heading", { level: 1, name: TEXT[language].thanks }).waitFor();
  return answer;
}

/** The Stripe customer the platform made for a member (the customer of the SetupIntents it asked for). */
function customerOf(email: string, since = 0): string {
  const seen = stripe.site.stripeApi.seen.slice(since);
  const created = seen.find((r) => r.path === "/v1/customers" && r.form.get("email") === email);
  const intent = seen.find((r) => r.path === "/v1/setup_intents" && r.form.get("customer"));
  const customer = intent?.form.get("customer");
  expect(created, `no Stripe customer was created for ${email}`).toBeTruthy();
  expect(customer).toMatch(/^cus_/);
  return customer!;
}

// In Italian; saving the card paid with at checkout runs in English, and so does a guest's payment with Stripe's
// field (stripe.e2e.ts) (README, "Languages and sizes in the journeys").
describe.each(["it"] as const)("a member saves a card with Stripe on the profile, in %s", (language) => {
  const text = TEXT[language];
  const member = MEMBERS[language];
  const { card } = member;
  const cardName = text.ending(card.brand, card.last4);

  it("adds a card through Stripe's field (an invalid and a declined card refused), pays a checkout with it as a saved card, deletes it after a confirmation", async () => {
    const { page, context, problems } = await open(stripe.browser, language);
    const stripeJs = await routeStripe(context, stripe.site);
    const seenBefore = stripe.site.stripeApi.seen.length;
    const deliveredBefore = stripe.site.stripeApi.delivered.length;
    await signIn(page, language);
    const cards = page.getByRole("region", { name: text.savedCards });
    await cards.getByRole("button", { name: text.addCard }).waitFor();
    expect(await cards.locator(`[data-card="${card.last4}"]`).count()).toBe(0);

    // The profile's card form: Stripe's card field in the dialog, in the page's language.
    await cards.getByRole("button", { name: text.addCard }).click();
    const dialog = page.getByRole("dialog", { name: text.addACard });
    const field = dialog.locator('[data-card-field="stripe"]');
    const frame = await stripeFrame(field, language, problems);
    await dialog.getByLabel(text.nameOnCard).fill(member.name);
    await expectAccessible(page, "profile: add a card (Stripe)");

    // Stripe's own validation, in the field: a wrong number as typed, an incomplete one on saving (no SetupIntent).
    await frame.getByLabel(text.cardNumber).fill("4242 4242 4242 4241");
    await frame.getByRole("alert").filter({ hasText: text.invalidNumber }).waitFor();
    await frame.getByLabel(text.cardNumber).fill("4242 4242");
    await frame.getByText(text.invalidNumber).waitFor({ state: "detached" });
    await dialog.getByRole("button", { name: text.saveCard }).click();
    await frame.getByRole("alert").filter({ hasText: text.incompleteNumber }).waitFor();
    expect(stripe.site.stripeApi.seen.slice(seenBefore).some((r) => r.path === "/v1/setup_intents")).toBe(
      false,
    );

    // Stripe's test card its bank declines: confirming the SetupIntent fails, the dialog says so, nothing is saved.
    await typeCard(frame, language, "4000 0000 0000 0002");
    await frame.getByText(text.invalidNumber).waitFor({ state: "detached" });
    await dialog.getByRole("button", { name: text.saveCard }).click();
    await dialog.getByRole("alert").filter({ hasText: text.bankDeclined }).waitFor();

    // Another card: saved, and listed once Stripe's webhook has told the platform.
    await typeCard(frame, language, card.number);
    await dialog.getByRole("button", { name: text.saveCard }).click();
    await dialog.waitFor({ state: "detached" });
    const saved = cards.locator(`[data-card="${card.last4}"]`);
    await saved.getByText(cardName).first().waitFor();
    await saved.getByText(text.expires("12/34")).waitFor();
    expect(stripeJs).toEqual(["/endive/stripe.js", "/endive/fake-card-frame.html"]);

    // What Stripe saw: each save a SetupIntent on the member's customer, confirmed by Stripe.js with the publishable
    // key and the intent's client secret; the declined one failed, the good one succeeded and was sent to the
    // platform's webhook, which accepted it; the card is now the customer's.
    const customer = customerOf(member.email, seenBefore);
    const seen = stripe.site.stripeApi.seen.slice(seenBefore);
    const confirms = seen.filter((r) => /^\/v1\/setup_intents\/[^/]+\/confirm$/.test(r.path));
    // The Payment Element's confirmSetup sends the card it collected as the intent's payment_method_data.
    expect(
      confirms.map((r) => [
        r.form.get("key"),
        r.form.get("payment_method_data[type]"),
        r.form.get("payment_method_data[card][number]")?.slice(-4),
        r.form.get("payment_method_data[billing_details][name]"),
        r.form.get("client_secret"),
      ]),
    ).toEqual([
      [STRIPE_KEYS.publishable, "card", "0002", member.name, expect.stringMatching(/^seti_.+_secret_/)],
      [STRIPE_KEYS.publishable, "card", card.last4, member.name, expect.stringMatching(/^seti_.+_secret_/)],
    ]);
    for (const confirm of confirms)
      expect(confirm.path).toBe(
        `/v1/setup_intents/${confirm.form.get("client_secret")!.split("_secret_")[0]}/confirm`,
      );
    expect(seen.filter((r) => r.path === "/v1/setup_intents").map((r) => r.form.get("customer"))).toEqual([
      customer,
      customer,
    ]);
    expect(stripe.site.stripeApi.delivered.slice(deliveredBefore)).toEqual([
      { type: "setup_intent.setup_failed", object: expect.stringMatching(/^seti_/), status: 200 },
      { type: "setup_intent.succeeded", object: expect.stringMatching(/^seti_/), status: 200 },
    ]);
    expect(stripe.site.stripeApi.attachedTo(customer)).toEqual([card.id]);

    // Pay a checkout with it: "a saved card", charged off its payment method for the member's customer.
    const step = await checkoutToPayment(page, language);
    await step.getByRole("radio", { name: text.aSavedCard }).check();
    await step.getByRole("radio", { name: `${card.brand.toUpperCase()} •••• ${card.last4}` }).check();
    const seenAtCheckout = stripe.site.stripeApi.seen.length;
    const paid = await placePaidOrder(page, language);
    expect(paid.body.expense?.payment).toEqual({
      method: "card",
      brand: card.brand.toLowerCase(),
      last4: card.last4,
    });
    const charges = stripe.site.stripeApi.seen
      .slice(seenAtCheckout)
      .filter((r) => r.method === "POST" && r.path === "/v1/payment_intents");
    expect(
      charges.map((r) => [r.form.get("payment_method"), r.form.get("customer"), r.form.get("amount")]),
    ).toEqual([[card.id, customer, String(paid.body.expense?.total.amount)]]);

    // Delete it, after a confirmation: gone from the profile and detached at Stripe.
    await page.goto(`${stripe.site.baseUrl}/${language}/profile`);
    await saved.getByText(cardName).first().waitFor();
    await cards.getByRole("button", { name: text.deleteCard(cardName) }).click();
    const confirm = page.getByRole("dialog", { name: text.deleteThisCard });
    await confirm.getByText(cardName).waitFor();
    await confirm.getByRole("button", { name: text.confirmDelete }).click();
    await confirm.waitFor({ state: "detached" });
    await saved.waitFor({ state: "detached" });
    expect(stripe.site.stripeApi.attachedTo(customer)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a member saves the card they pay with at checkout, with Stripe, in en", () => {
  const text = TEXT.en;

  it("'save this card' attaches the new card to the member's Stripe customer, charges it and lists it on the profile", async () => {
    const { page, context, problems } = await open(stripe.browser, "en");
    await routeStripe(context, stripe.site);
    await signIn(page, "en");
    const step = await checkoutToPayment(page, "en");
    await step.getByRole("radio", { name: text.aNewCard }).check();
    const frame = await stripeFrame(step.locator('[data-card-field="stripe"]'), "en", problems);
    await step.getByLabel(text.nameOnCard).fill("Marco Bianchi");
    await typeCard(frame, "en", "4000 0566 5566 5556");
    await step.getByRole("checkbox", { name: text.saveForLater }).check();
    const seenBefore = stripe.site.stripeApi.seen.length;
    const paid = await placePaidOrder(page, "en");
    expect(paid.body.savedPaymentMethod).toMatchObject({
      brand: "visa",
      last4: "5556",
      expMonth: 12,
      expYear: 2034,
    });

    // The platform attached the card to the member's customer itself (no SetupIntent), then charged it for them.
    const seen = stripe.site.stripeApi.seen.slice(seenBefore);
    const attach = seen.find((r) => r.path === "/v1/payment_methods/pm_card_visa_debit/attach");
    const customer = attach?.form.get("customer");
    expect(customer).toMatch(/^cus_/);
    expect(seen.some((r) => r.path.startsWith("/v1/setup_intents"))).toBe(false);
    const charges = seen.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents");
    expect(charges.map((r) => [r.form.get("payment_method"), r.form.get("customer")])).toEqual([
      ["pm_card_visa_debit", customer],
    ]);
    expect(stripe.site.stripeApi.attachedTo(customer!)).toContain("pm_card_visa_debit");

    await page.goto(`${stripe.site.baseUrl}/en/profile`);
    const saved = page.getByRole("region", { name: text.savedCards }).locator('[data-card="5556"]');
    await saved.getByText(text.ending("Visa", "5556")).first().waitFor();
    await saved.getByText(text.expires("12/34")).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
