import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, chooseOption, expectAccessible, launch, open } from "./setup/browser";
import { addCaseOfChianti } from "./setup/shop";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const CHECKOUT = {
  en: {
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
    cardNumber: "Card number",
    expiry: "Expiry (MM/YY)",
    cvc: "Security code (CVC)",
    placeOrder: /^Place order/,
    thanks: "Thank you for your order",
    orderPage: "View the order page",
    pickup: "Pick up at the estate",
    invoice: "Invoice",
    cf: "Tax code (codice fiscale)",
    invoiceRequired: "Invoicing data is mandatory when an invoice is requested",
    coupon: "Coupon code",
    couponInvalid: "This coupon code is not valid",
    declined: "The card was declined. Nothing was charged: try another card.",
    toPayAtPickup: "To pay at pickup",
  },
  it: {
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
    cardNumber: "Numero della carta",
    expiry: "Scadenza (MM/AA)",
    cvc: "Codice di sicurezza (CVC)",
    placeOrder: /^Conferma l'ordine/,
    thanks: "Grazie per il tuo ordine",
    orderPage: "Vedi la pagina dell'ordine",
    pickup: "Ritiro in tenuta",
    invoice: "Fattura",
    cf: "Codice fiscale",
    invoiceRequired: "I dati di fatturazione sono obbligatori se richiedi la fattura",
    coupon: "Codice coupon",
    couponInvalid: "Questo codice coupon non è valido",
    declined: "La carta è stata rifiutata. Non è stato addebitato nulla: prova un'altra carta.",
    toPayAtPickup: "Da pagare al ritiro",
  },
} as const;

type Language = keyof typeof CHECKOUT;

/** A field by the start of its label (required fields add a marker after the text). */
const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

async function startCheckout(page: Page, language: Language) {
  const text = CHECKOUT[language];
  await addCaseOfChianti(page, language);
  await page.locator("aside").getByRole("button", { name: text.goToCheckout }).click();
  await page.waitForURL(/\/shop-pages\/cantina\/checkout/);
  await page.getByLabel(text.email).fill("giulia@example.com");
  await page.getByLabel(startsWith(text.firstName)).fill("Giulia");
  await page.getByLabel(startsWith(text.lastName)).fill("Bianchi");
}

async function shipToFlorence(page: Page, language: Language) {
  const text = CHECKOUT[language];
  await page.getByRole("button", { name: text.addAddress }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(startsWith(text.firstName)).fill("Giulia");
  await dialog.getByLabel(startsWith(text.lastName)).fill("Bianchi");
  await dialog.getByLabel(text.street).fill("Via dei Servi 12");
  await dialog.getByLabel(text.city).fill("Firenze");
  await dialog.getByLabel(text.zip).fill("50122");
  await chooseOption(page, text.province, /\(FI\)$/);
  await dialog.getByLabel(text.phone).fill("333 1234567");
  await expectAccessible(page, "address dialog");
  await dialog.getByRole("button", { name: text.saveAddress }).click();
  await dialog.waitFor({ state: "detached" });
  await page.getByRole("radio", { name: new RegExp(text.courier) }).check();
}

async function payWith(page: Page, language: Language, card: string) {
  const text = CHECKOUT[language];
  await page.getByLabel(text.cardNumber).fill(card);
  await page.getByLabel(text.expiry).fill("12/34");
  await page.getByLabel(text.cvc).fill("123");
}

describe.each(["en", "it"] as const)("checkout in %s", (language) => {
  const text = CHECKOUT[language];

  it("guest ships to Italy with a receipt, pays with a new sandbox card, sees the order and its public page", async () => {
    const { page, context, problems } = await open(browser, language);
    await startCheckout(page, language);
    await expectAccessible(page, "checkout information");
    await page.getByRole("button", { name: text.continue }).click();
    await shipToFlorence(page, language);
    await expectAccessible(page, "checkout shipping");
    await page.getByRole("button", { name: text.continue }).click();
    await payWith(page, language, "4242 4242 4242 4242");
    await expectAccessible(page, "checkout payment");
    const checkouts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/checkout"))
        checkouts.push(request.headers()["idempotency-key"] ?? "");
    });
    await page.getByRole("button", { name: text.placeOrder }).click();
    await page.waitForURL(/\/checkout-complete/);
    await page.getByRole("heading", { level: 1, name: text.thanks }).waitFor();
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]).toMatch(/^[0-9a-f-]{36}$/);
    await expectAccessible(page, "checkout complete");
    await page.getByRole("link", { name: text.orderPage }).click();
    await page.waitForURL(/\/public\/expenses\//);
    await page
      .getByRole("heading", { level: 1 })
      .filter({ hasText: /20\d\d-/ })
      .waitFor();
    await expectAccessible(page, "public order");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("checkout rules", () => {
  it("pickup hides the payment step (paid in person) and places the order", async () => {
    const text = CHECKOUT.it;
    const { page, context } = await open(browser, "it");
    await startCheckout(page, "it");
    await page.getByRole("radio", { name: new RegExp(text.pickup) }).check();
    const steps = page.getByRole("navigation", { name: "Passaggi della cassa" });
    await expect.poll(() => steps.getByText("Pagamento").count()).toBe(0);
    await page.getByRole("button", { name: text.placeOrder }).click();
    await page.getByRole("heading", { level: 1, name: text.thanks }).waitFor();
    await page.getByText(text.toPayAtPickup).first().waitFor();
    await context.close();
  });

  it("an invoice needs fiscal data: the error when missing, then a valid codice fiscale", async () => {
    const text = CHECKOUT.en;
    const { page, context } = await open(browser, "en");
    await startCheckout(page, "en");
    await page.getByRole("radio", { name: new RegExp(text.pickup) }).check();
    await page.getByRole("radio", { name: new RegExp(`^${text.invoice}`) }).check();
    await page.getByRole("button", { name: text.continue }).click();
    await page.getByRole("button", { name: text.placeOrder }).click();
    await page.getByText(text.invoiceRequired).waitFor();
    await page.getByLabel(text.cf).fill("RSSMRA85T10A562X");
    await page.getByLabel(startsWith(text.firstName)).fill("Mario");
    await page.getByLabel(startsWith(text.lastName)).fill("Rossi");
    await page.getByLabel(text.street).fill("Via Roma 1");
    await page.getByLabel(text.city).fill("Siena");
    await page.getByLabel(text.zip).fill("53100");
    await chooseOption(page, text.province, /\(SI\)$/);
    await page.getByRole("button", { name: text.placeOrder }).click();
    await page.getByText("This value is not valid").waitFor();
    await expectAccessible(page, "invoicing with errors");
    await page.getByLabel(text.cf).fill("RSSMRA85T10A562S");
    await page.getByRole("button", { name: text.placeOrder }).click();
    await page.getByRole("heading", { level: 1, name: text.thanks }).waitFor();
    await context.close();
  });

  it("a valid coupon lowers the total; an invalid one shows why", async () => {
    const text = CHECKOUT.en;
    const { page, context } = await open(browser, "en");
    await startCheckout(page, "en");
    const coupon = page.getByLabel(text.coupon);
    await coupon.fill("NOPE");
    await page.getByText(text.couponInvalid).waitFor();
    await coupon.fill("BENVENUTO10");
    await page.getByText(/Applied: 10% welcome discount/).waitFor();
    await page.locator("aside dt", { hasText: "Discount" }).waitFor();
    await context.close();
  });

  it("a declined card shows the error and keeps the cart", async () => {
    const text = CHECKOUT.en;
    const { page, context } = await open(browser, "en");
    await startCheckout(page, "en");
    await page.getByRole("button", { name: text.continue }).click();
    await shipToFlorence(page, "en");
    await page.getByRole("button", { name: text.continue }).click();
    await payWith(page, "en", "4000 0000 0000 0002");
    await page.getByRole("button", { name: text.placeOrder }).click();
    await page.getByText(text.declined).waitFor();
    expect(page.url()).toMatch(/\/checkout(\?|$)/);
    await page.goto(`${baseUrl()}/en/shop-pages/cantina`);
    await expect.poll(() => page.locator("aside").getByRole("spinbutton").first().inputValue()).toBe("6");
    await context.close();
  });
});
