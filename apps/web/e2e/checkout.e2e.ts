import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, EVERY_LANGUAGE_AND_SIZE, expectAccessible, launch, open } from "./setup/browser";
import { CHECKOUT, fillInvoicing, type Language, shipToFlorence, startGuestCheckout } from "./setup/checkout";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const TEXT = {
  en: {
    ...CHECKOUT.en,
    cardNumber: "Card number",
    expiry: "Expiry (MM/YY)",
    cvc: "Security code (CVC)",
    orderPage: "View the order page",
    pickup: "Pick up at the estate",
    invoice: "Invoice",
    invoiceRequired: "Invoicing data is mandatory when an invoice is requested",
    coupon: "Coupon code",
    couponInvalid: "This coupon code is not valid",
    toPayAtPickup: "To pay at pickup",
  },
  it: {
    ...CHECKOUT.it,
    cardNumber: "Numero della carta",
    expiry: "Scadenza (MM/AA)",
    cvc: "Codice di sicurezza (CVC)",
    orderPage: "Vedi la pagina dell'ordine",
    pickup: "Ritiro in tenuta",
    invoice: "Fattura",
    invoiceRequired: "I dati di fatturazione sono obbligatori se richiedi la fattura",
    coupon: "Codice coupon",
    couponInvalid: "Questo codice coupon non è valido",
    toPayAtPickup: "Da pagare al ritiro",
  },
} as const;

async function payWith(page: Page, language: Language, card: string) {
  const text = TEXT[language];
  await page.getByLabel(text.cardNumber).fill(card);
  await page.getByLabel(text.expiry).fill("12/34");
  await page.getByLabel(text.cvc).fill("123");
}

describe.each(EVERY_LANGUAGE_AND_SIZE)("checkout in %s on a %s", (language, viewport) => {
  const text = TEXT[language];

  it("guest ships to Italy with a receipt, pays with a new sandbox card, sees the order and its public page", async () => {
    const { page, context, problems } = await open(browser, language, { viewport });
    await startGuestCheckout(page, language);
    await expectAccessible(page, "checkout information");
    await page.getByRole("button", { name: text.continue }).click();
    await shipToFlorence(page, language, { checkAccessible: true });
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
    const text = TEXT.it;
    const { page, context } = await open(browser, "it");
    await startGuestCheckout(page, "it");
    await page.getByRole("radio", { name: new RegExp(text.pickup) }).check();
    const steps = page.getByRole("navigation", { name: "Passaggi della cassa" });
    await expect.poll(() => steps.getByText("Pagamento").count()).toBe(0);
    await page.getByRole("button", { name: text.placeOrder }).click();
    await page.getByRole("heading", { level: 1, name: text.thanks }).waitFor();
    await page.getByText(text.toPayAtPickup).first().waitFor();
    await context.close();
  });

  it("an invoice needs fiscal data: the error when missing, then a valid codice fiscale", async () => {
    const text = TEXT.en;
    const { page, context } = await open(browser, "en");
    await startGuestCheckout(page, "en");
    await page.getByRole("radio", { name: new RegExp(text.pickup) }).check();
    await page.getByRole("radio", { name: new RegExp(`^${text.invoice}`) }).check();
    await page.getByRole("button", { name: text.continue }).click();
    await page.getByRole("button", { name: text.placeOrder }).click();
    await page.getByText(text.invoiceRequired).waitFor();
    await fillInvoicing(page, "en", "RSSMRA85T10A562X");
    await page.getByRole("button", { name: text.placeOrder }).click();
    await page.getByText("This value is not valid").waitFor();
    await expectAccessible(page, "invoicing with errors");
    await page.getByLabel(text.cf).fill("RSSMRA85T10A562S");
    await page.getByRole("button", { name: text.placeOrder }).click();
    await page.getByRole("heading", { level: 1, name: text.thanks }).waitFor();
    await context.close();
  });

  it("a valid coupon lowers the total; an invalid one shows why", async () => {
    const text = TEXT.en;
    const { page, context } = await open(browser, "en");
    await startGuestCheckout(page, "en");
    const coupon = page.getByLabel(text.coupon);
    await coupon.fill("NOPE");
    await page.getByText(text.couponInvalid).waitFor();
    await coupon.fill("BENVENUTO10");
    await page.getByText(/Applied: 10% welcome discount/).waitFor();
    await page.locator("aside dt", { hasText: "Discount" }).waitFor();
    await context.close();
  });

  it("a declined card shows the error and keeps the cart", async () => {
    const text = TEXT.en;
    const { page, context } = await open(browser, "en");
    await startGuestCheckout(page, "en");
    await page.getByRole("button", { name: text.continue }).click();
    await shipToFlorence(page, "en", { checkAccessible: true });
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
