import type { Browser, FrameLocator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseOption, expectAccessible, launch, open } from "./setup/browser";
import { routeStripe, STRIPE_KEYS, type StripeStorefront, startStripeStorefront } from "./setup/stripe";

// A club that pays with Stripe: the storefront's Stripe card field (Stripe.js from js.stripe.com, served here by a
// small fake at Stripe's own URL so the page's CSP still applies) and the platform's Stripe processor, both talking
// to one local fake of the Stripe API.

let browser: Browser;
let site: StripeStorefront;
beforeAll(async () => {
  [browser, site] = await Promise.all([launch(), startStripeStorefront()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const TEXT = {
  en: {
    addChianti: "Add Chianti Classico DOCG 2021 to cart",
    goToCheckout: "Go to checkout",
    email: "Email",
    firstName: "First name",
    lastName: "Last name",
    continue: "Continue",
    addAddress: "Add address",
    street: "Street",
    city: "City",
    zip: "ZIP code",
    province: "Province",
    phone: "Phone",
    saveAddress: "Save address",
    courier: "Courier, Italy",
    paymentStep: "Payment",
    nameOnCard: "Name on the card",
    cardFrame: "Secure card payment input frame",
    cardNumber: "Credit or debit card number",
    cardExpiry: "Credit or debit card expiration date",
    cardCvc: "Credit or debit card CVC/CVV",
    invalidNumber: "Your card number is invalid.",
    placeOrder: /^Place order/,
    notPlaced: "The order was not placed",
    declined: "The card was declined. Nothing was charged: try another card.",
    yourOrder: "Your order",
    thanks: "Thank you for your order",
    confirmed: (number: string) => `Order ${number} confirmed`,
  },
  it: {
    addChianti: "Aggiungi Chianti Classico DOCG 2021 al carrello",
    goToCheckout: "Vai alla cassa",
    email: "Email",
    firstName: "Nome",
    lastName: "Cognome",
    continue: "Continua",
    addAddress: "Aggiungi indirizzo",
    street: "Via",
    city: "Città",
    zip: "CAP",
    province: "Provincia",
    phone: "Telefono",
    saveAddress: "Salva indirizzo",
    courier: "Corriere espresso Italia",
    paymentStep: "Pagamento",
    nameOnCard: "Nome sulla carta",
    cardFrame: "Campo sicuro per il pagamento con carta",
    cardNumber: "Numero della carta di credito o di debito",
    cardExpiry: "Data di scadenza della carta di credito o di debito",
    cardCvc: "CVC/CVV della carta di credito o di debito",
    invalidNumber: "Il numero della carta non è valido.",
    placeOrder: /^Conferma l'ordine/,
    notPlaced: "L'ordine non è stato inviato",
    declined: "La carta è stata rifiutata. Non è stato addebitato nulla: prova un'altra carta.",
    yourOrder: "Il tuo ordine",
    thanks: "Grazie per il tuo ordine",
    confirmed: (number: string) => `Ordine ${number} confermato`,
  },
} as const;

type Language = keyof typeof TEXT;

/** A field by the start of its label (required fields add a marker after the text). */
const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** A case of six Chianti, then checkout's information and shipping steps (courier to Florence) as a guest. */
async function checkoutToPayment(page: Page, language: Language) {
  const text = TEXT[language];
  await page.goto(`${site.baseUrl}/${language}/shop-pages/cantina/shops/cantina-rossi`);
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "PATCH" && response.url().includes("/cart") && response.ok(),
  );
  await page.getByRole("button", { name: text.addChianti }).click();
  await saved;
  await page.locator("aside").getByRole("button", { name: text.goToCheckout }).click();
  await page.waitForURL(/\/shop-pages\/cantina\/checkout/);
  await page.getByLabel(text.email).fill("giulia@example.com");
  await page.getByLabel(startsWith(text.firstName)).fill("Giulia");
  await page.getByLabel(startsWith(text.lastName)).fill("Bianchi");
  await page.getByRole("button", { name: text.continue }).click();
  await page.getByRole("button", { name: text.addAddress }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(startsWith(text.firstName)).fill("Giulia");
  await dialog.getByLabel(startsWith(text.lastName)).fill("Bianchi");
  await dialog.getByLabel(text.street).fill("Via dei Servi 12");
  await dialog.getByLabel(text.city).fill("Firenze");
  await dialog.getByLabel(text.zip).fill("50122");
  await chooseOption(page, text.province, /\(FI\)$/);
  await dialog.getByLabel(text.phone).fill("333 1234567");
  await dialog.getByRole("button", { name: text.saveAddress }).click();
  await dialog.waitFor({ state: "detached" });
  await page.getByRole("radio", { name: new RegExp(text.courier) }).check();
  await page.getByRole("button", { name: text.continue }).click();
}

/** Types a card into Stripe's frame (number, MM/YY, CVC). */
async function typeCard(frame: FrameLocator, language: Language, number: string) {
  const text = TEXT[language];
  await frame.getByLabel(text.cardNumber).fill(number);
  await frame.getByLabel(text.cardExpiry).fill("12 / 34");
  await frame.getByLabel(text.cardCvc).fill("123");
}

interface CheckoutAnswer {
  status: number;
  body: {
    code?: string;
    expense?: {
      number: string;
      total: { amount: number; currency: string };
      lines: Array<{ title: string; quantity: number }>;
      payment?: { method: string; brand?: string; last4?: string };
    };
  };
}

/** Places the order and returns the platform's answer to the checkout. */
async function placeOrder(page: Page, language: Language): Promise<CheckoutAnswer> {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && /\/checkout$/.test(new URL(response.url()).pathname),
  );
  await page.getByRole("button", { name: TEXT[language].placeOrder }).click();
  const response = await answered;
  return { status: response.status(), body: await response.json() };
}

describe.each(["en", "it"] as const)("a guest pays by card through Stripe, in %s", (language) => {
  const text = TEXT[language];

  it("Stripe's card field in the payment step: a declined card keeps the cart, another card places the order", async () => {
    const { page, context, problems } = await open(browser, language);
    const stripeJs = await routeStripe(context, site);
    const seenBefore = site.stripeApi.seen.length;
    await checkoutToPayment(page, language);

    // The card field is Stripe's: Stripe.js loaded (the page's CSP allowed the script and its frame) and mounted.
    const step = page.getByRole("region", { name: text.paymentStep });
    const field = step.locator('[data-card-field="stripe"]');
    await field
      .getByTitle(text.cardFrame)
      .waitFor({ timeout: 15_000 })
      .catch((error: Error) => {
        throw new Error(`the Stripe card field did not mount: ${[error.message, ...problems].join("\n")}`);
      });
    expect(stripeJs).toEqual(["/endive/stripe.js", "/endive/fake-card-frame.html"]);
    const card = field.frameLocator("iframe");
    await step.getByLabel(text.nameOnCard).fill("Giulia Bianchi");

    // Stripe's change event: its validation message shows under the field (in the page's language).
    await card.getByLabel(text.cardNumber).fill("4242 4242 4242 4241");
    await field.getByRole("alert").filter({ hasText: text.invalidNumber }).waitFor();
    await typeCard(card, language, "4000 0000 0000 0002");
    await field.getByRole("alert").waitFor({ state: "detached" });
    await expectAccessible(page, "checkout payment (Stripe)");

    // Stripe's test card that its bank declines: the platform's charge fails, nothing is ordered.
    const declined = await placeOrder(page, language);
    expect(declined).toMatchObject({ status: 402, body: { code: "PAYMENT_DECLINED" } });
    await step.getByText(text.notPlaced).waitFor();
    await step.getByText(text.declined).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/${language}/shop-pages/cantina/checkout`);
    const summary = page.getByRole("complementary").filter({ hasText: text.yourOrder });
    await summary.getByText("× 6").waitFor();

    // Another card: the same cart is ordered and paid. The field is still the first one (not loaded again).
    await typeCard(card, language, "4242 4242 4242 4242");
    expect(stripeJs).toEqual(["/endive/stripe.js", "/endive/fake-card-frame.html"]);
    const paid = await placeOrder(page, language);
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
    const seen = site.stripeApi.seen.slice(seenBefore);
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
