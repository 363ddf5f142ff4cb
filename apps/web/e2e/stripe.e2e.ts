import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, open } from "./setup/browser";
import { type Language, placeOrder, shipToFlorence, startGuestCheckout } from "./setup/checkout";
import { routeStripe, STRIPE_KEYS, stripeFrame, stripeJourneys, stripeTexts, typeCard } from "./setup/stripe";

// A club that pays with Stripe: the storefront's Stripe card field (Stripe.js from js.stripe.com, served here by a
// small fake at Stripe's own URL so the page's CSP still applies) and the platform's Stripe processor, both talking
// to one local fake of the Stripe API.

const stripe = stripeJourneys();

const TEXT = stripeTexts({
  en: {
    notPlaced: "The order was not placed",
    yourOrder: "Your order",
    confirmed: (number: string) => `Order ${number} confirmed`,
  },
  it: {
    notPlaced: "L'ordine non è stato inviato",
    yourOrder: "Il tuo ordine",
    confirmed: (number: string) => `Ordine ${number} confermato`,
  },
});

/** A case of six Chianti, then checkout's information and shipping steps (courier to Florence) as a guest. */
async function checkoutToPayment(page: Page, language: Language) {
  const text = TEXT[language];
  await startGuestCheckout(page, language, stripe.site.baseUrl);
  await page.getByRole("button", { name: text.continue }).click();
  await shipToFlorence(page, language);
  await page.getByRole("button", { name: text.continue }).click();
}

/** What the platform answers to a guest's checkout paid by card. */
interface CheckoutBody {
  code?: string;
  expense?: {
    number: string;
    total: { amount: number; currency: string };
    lines: Array<{ title: string; quantity: number }>;
    payment?: { method: string; brand?: string; last4?: string };
  };
}

// In English; Stripe's field in Italian is the profile's (stripe-saved-card.e2e.ts), with the same validation
// (README, "Languages and sizes in the journeys").
describe.each(["en"] as const)("a guest pays by card through Stripe, in %s", (language) => {
  const text = TEXT[language];

  it("Stripe's card field in the payment step: a declined card keeps the cart, another card places the order", async () => {
    const { page, context, problems } = await open(stripe.browser, language);
    const stripeJs = await routeStripe(context, stripe.site);
    const seenBefore = stripe.site.stripeApi.seen.length;
    await checkoutToPayment(page, language);

    // The card field is Stripe's: Stripe.js loaded (the page's CSP allowed the script and its frame) and mounted.
    const step = page.getByRole("region", { name: text.paymentStep });
    const field = step.locator('[data-card-field="stripe"]');
    const card = await stripeFrame(field, language, problems);
    expect(stripeJs).toEqual(["/endive/stripe.js", "/endive/fake-card-frame.html"]);
    await step.getByLabel(text.nameOnCard).fill("Giulia Bianchi");

    // The Payment Element's own validation message, under its input (in the page's language).
    await card.getByLabel(text.cardNumber).fill("4242 4242 4242 4241");
    await card.getByRole("alert").filter({ hasText: text.invalidNumber }).waitFor();
    await typeCard(card, language, "4000 0000 0000 0002");
    await card.getByText(text.invalidNumber).waitFor({ state: "detached" });
    await expectAccessible(page, "checkout payment (Stripe)");

    // Stripe's test card that its bank declines: the platform's charge fails, nothing is ordered.
    const declined = await placeOrder<CheckoutBody>(page, language);
    expect(declined).toMatchObject({ status: 402, body: { code: "PAYMENT_DECLINED" } });
    await step.getByText(text.notPlaced).waitFor();
    await step.getByText(text.declined).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/${language}/shop-pages/cantina/checkout`);
    const summary = page.getByRole("complementary").filter({ hasText: text.yourOrder });
    await summary.getByText("× 6").waitFor();

    // Another card: the same cart is ordered and paid. The field is still the first one (not loaded again).
    await typeCard(card, language, "4242 4242 4242 4242");
    expect(stripeJs).toEqual(["/endive/stripe.js", "/endive/fake-card-frame.html"]);
    const paid = await placeOrder<CheckoutBody>(page, language);
    expect(paid.status).toBe(201);
    const expense = paid.body.expense!;
    expect(expense.lines).toEqual([
      expect.objectContaining({ title: "Chianti Classico DOCG 2021", quantity: 6 }),
    ]);
    expect(expense.payment).toEqual({ method: "card", brand: "visa", last4: "4242" });
    await page.waitForURL(/\/checkout-complete/);
    await page.getByRole("heading", { level: 1, name: text.thanks }).waitFor();
    await page.getByText(text.confirmed(expense.number)).waitFor();

    // What Stripe saw: payment methods created by Stripe.js with the club's publishable key, then charged by the
    // platform with its secret key, for the order's total.
    const seen = stripe.site.stripeApi.seen.slice(seenBefore);
    const created = seen.filter((r) => r.method === "POST" && r.path === "/v1/payment_methods");
    expect(created.map((r) => [r.form.get("key"), r.form.get("billing_details[name]")])).toEqual([
      [STRIPE_KEYS.publishable, "Giulia Bianchi"],
      [STRIPE_KEYS.publishable, "Giulia Bianchi"],
    ]);
    const charges = seen.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents");
    expect(charges.map((r) => r.form.get("payment_method"))).toEqual([
      "pm_card_chargeDeclined",
      "pm_card_visa",
    ]);
    for (const charge of charges) {
      expect(charge.headers.authorization).toBe(`Bearer ${STRIPE_KEYS.secret}`);
      expect(charge.form.get("amount")).toBe(String(expense.total.amount));
      expect(charge.form.get("currency")).toBe(expense.total.currency.toLowerCase());
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
