import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, chooseOption, expectAccessible, open, workerBrowser } from "./setup/browser";
import {
  CHECKOUT,
  fillGuestInformation,
  type Language,
  shipToFlorence,
  startGuestCheckout,
  startsWith,
} from "./setup/checkout";
import { addCaseOfChianti } from "./setup/shop";

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

const TEXT = {
  en: {
    ...CHECKOUT.en,
    title: "Checkout",
    cardNumber: "Card number",
    cardNumberName: "Card number (required)",
    expiry: "Expiry (MM/YY)",
    expiryPlaceholder: "MM/YY",
    cvc: "Security code (CVC)",
    orderPage: "View the order page",
    pickup: "Pick up at the estate",
    invoice: "Invoice",
    cf: "Tax code (codice fiscale)",
    invoiceRequired: "Invoicing data is mandatory when an invoice is requested",
    invoiceInvalid: "Some invoicing data is not valid: correct the fields marked below",
    cfLength: "A codice fiscale has 16 characters: check that none is missing or extra",
    cfCheckLetter: "The last letter of this codice fiscale does not match the others: check it for typos",
    coupon: "Coupon code",
    couponInvalid: "This coupon code is not valid",
    couponApplied: /Applied: 10% welcome discount/,
    toPayAtPickup: "To pay at pickup",
    steps: "Checkout steps",
    shippingStep: "Shipping",
    subtotal: "Subtotal",
    discount: "Discount",
    shipping: "Shipping",
    total: "Total",
    shippingPending: "Calculated at the shipping step",
    free: "Free",
    courierPrice: "€9.90",
    oneDay: "1 working day",
    daysRange: "2–4 working days",
    countryField: "Country (required)",
    stateField: "State / region (required)",
    phoneCode: "Country code",
    unitedStates: "United States",
    required: "This field is required",
    italy: "Italy",
    switzerland: "Switzerland",
    noShipping: "No shipping option serves the selected country",
    noShippingTo: "No shipping to Switzerland",
    compactStep: "Step 2 of 3 · Shipping",
    answerLost:
      "We did not get an answer about your order. Press the button again: if the order went through you will see it, and you will not be charged twice.",
  },
  it: {
    ...CHECKOUT.it,
    title: "Cassa",
    cardNumber: "Numero della carta",
    cardNumberName: "Numero della carta (obbligatorio)",
    expiry: "Scadenza (MM/AA)",
    expiryPlaceholder: "MM/AA",
    cvc: "Codice di sicurezza (CVC)",
    orderPage: "Vedi la pagina dell'ordine",
    pickup: "Ritiro in tenuta",
    invoice: "Fattura",
    cf: "Codice fiscale",
    invoiceRequired: "I dati di fatturazione sono obbligatori se richiedi la fattura",
    invoiceInvalid: "Alcuni dati di fatturazione non sono validi: correggi i campi indicati qui sotto",
    cfLength: "Il codice fiscale ha 16 caratteri: controlla che non ne manchi o non ce ne sia uno in più",
    cfCheckLetter:
      "L'ultima lettera di questo codice fiscale non corrisponde alle altre: controlla che non ci siano errori di battitura",
    coupon: "Codice coupon",
    couponInvalid: "Questo codice coupon non è valido",
    couponApplied: /Applicato: 10% di benvenuto/,
    toPayAtPickup: "Da pagare al ritiro",
    steps: "Passaggi della cassa",
    shippingStep: "Spedizione",
    subtotal: "Subtotale",
    discount: "Sconto",
    shipping: "Spedizione",
    total: "Totale",
    shippingPending: "Calcolata al passaggio Spedizione",
    free: "Gratis",
    courierPrice: "9,90 €",
    oneDay: "1 giorno lavorativo",
    daysRange: "2–4 giorni lavorativi",
    countryField: "Paese (obbligatorio)",
    stateField: "Stato / regione (obbligatorio)",
    phoneCode: "Prefisso internazionale",
    unitedStates: "Stati Uniti",
    required: "Questo campo è obbligatorio",
    italy: "Italia",
    switzerland: "Svizzera",
    noShipping: "Nessuna opzione di spedizione serve il paese selezionato",
    noShippingTo: "Nessuna spedizione verso Svizzera",
    compactStep: "Passaggio 2 di 3 · Spedizione",
    answerLost:
      "Non abbiamo ricevuto risposta sul tuo ordine. Premi di nuovo il pulsante: se l'ordine è andato a buon fine lo vedrai, e non ti sarà addebitato due volte.",
  },
} as const;

async function payWith(page: Page, language: Language, card: string) {
  const text = TEXT[language];
  await page.getByLabel(text.cardNumber).fill(card);
  await page.getByLabel(text.expiry).fill("12/34");
  await page.getByLabel(text.cvc).fill("123");
}

/** A row of the order summary (Subtotal, Shipping, Total...): its value as shown. */
const summaryValue = (page: Page, label: string) =>
  page
    .locator("aside dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");

/**
 * Chooses in a long select from the keyboard (open, type the name, Enter), as a keyboard user would: on a phone the
 * list opens over the field, where a pointer's release can fall back on the field that opened it.
 */
async function chooseByTyping(page: Page, field: string, option: string) {
  const trigger = page.getByRole("combobox", { name: field });
  await trigger.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("listbox").waitFor();
  await page.keyboard.type(option, { delay: 30 });
  await page.keyboard.press("Enter");
  await page.getByRole("listbox").waitFor({ state: "detached" });
  await expect.poll(() => trigger.textContent()).toBe(option);
}

/** Text as read, with Intl's non-breaking spaces ("9,90 €") as plain ones. */
const plain = (shown: string | null) => (shown ?? "").replace(/\s/g, " ");

/** An amount as the summary shows it, in minor units ("€120.90" or "120,90 €" → 12090). */
const cents = (shown: string) => Number(shown.replace(/[^\d]/g, ""));

// The guest's whole checkout runs in both languages; each rule after it runs in one, the languages taking turns
// (README, "Languages and sizes in the journeys").
describe.each(["en", "it"] as const)("checkout in %s", (language) => {
  const text = TEXT[language];

  it("guest ships to Italy with a receipt: shipping unknown until a courier is chosen, then priced in the page's format; pays with a new card", async () => {
    const { page, context, problems } = await open(browser, language);
    await startGuestCheckout(page, language, undefined, { fromCart: true });
    // A title, not a button label.
    await page.getByRole("heading", { level: 1, name: text.title, exact: true }).waitFor();
    expect(await page.getByRole("heading", { name: text.goToCheckout }).count()).toBe(0);
    // No courier yet: the summary does not promise free shipping.
    expect(await summaryValue(page, text.shipping).textContent()).toBe(text.shippingPending);
    await expectAccessible(page, "checkout information");
    await page.getByRole("button", { name: text.continue }).click();
    // The next step takes focus at its name (and comes into view from the bottom of the last one).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("checkout-step-title");
    await shipToFlorence(page, language, { checkAccessible: true });
    // Names and countries in the page's language; days through plural rules; one money format.
    await page.locator("address", { hasText: text.italy }).waitFor();
    await page.getByRole("radio", { name: new RegExp(text.courier) }).waitFor();
    const options = page.getByRole("group", { name: /Shipping option|Opzione di spedizione/ });
    await options.getByText(text.oneDay, { exact: false }).waitFor();
    await options.getByText(text.daysRange, { exact: false }).waitFor();
    await options.getByText(text.courierPrice, { exact: true }).waitFor();
    await expect
      .poll(async () => plain(await summaryValue(page, text.shipping).textContent()))
      .toBe(plain(text.courierPrice));
    expect(await page.locator("aside").getByText(text.free, { exact: true }).count()).toBe(0);
    await expectAccessible(page, "checkout shipping");
    await page.getByRole("button", { name: text.continue }).click();
    // The card field speaks the page's language, screen-reader text and placeholder included.
    await page.getByRole("textbox", { name: text.cardNumberName, exact: true }).waitFor();
    expect(await page.getByLabel(text.expiry).getAttribute("placeholder")).toBe(text.expiryPlaceholder);
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

  if (language === "en")
    it("pickup paid in person: neither shipping nor payment shows, and the order carries no payment method", async () => {
      const { page, context } = await open(browser, language);
      await startGuestCheckout(page, language);
      await page.getByRole("radio", { name: new RegExp(text.pickup) }).check();
      const steps = page.getByRole("navigation", { name: text.steps });
      await expect.poll(() => steps.getByText(text.paymentStep).count()).toBe(0);
      expect(await steps.getByText(text.shippingStep).count()).toBe(0);
      await expect.poll(() => summaryValue(page, text.shipping).count()).toBe(0);
      expect(await page.getByLabel(text.cardNumber).count()).toBe(0);
      const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/checkout"));
      await page.getByRole("button", { name: text.placeOrder }).click();
      const body = (await posted).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({ shippingMode: "pickup" });
      expect(body).not.toHaveProperty("paymentMethodId");
      expect(body).not.toHaveProperty("shippingAddress");
      expect(body).not.toHaveProperty("listingId");
      await page.getByRole("heading", { level: 1, name: text.thanks }).waitFor();
      await page.getByText(text.toPayAtPickup).first().waitFor();
      await context.close();
    });

  if (language === "it")
    it("an invoice needs fiscal data: missing, then a codice fiscale that says what is wrong, in view and focused (a phone in Italian); then valid", async () => {
      const { page, context } = await open(browser, language);
      await page.setViewportSize({ width: 390, height: 844 });
      await startGuestCheckout(page, language);
      await page.getByRole("radio", { name: new RegExp(text.pickup) }).check();
      await page.getByRole("radio", { name: new RegExp(`^${text.invoice}`) }).check();
      await page.getByRole("button", { name: text.continue }).click();
      await page.getByRole("button", { name: text.placeOrder }).click();
      await page.getByText(text.invoiceRequired).waitFor();
      // The first invalid field takes focus.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("billing-firstName");
      await page.getByLabel(text.cf).fill("RSSMRA85T10A56");
      await page.getByLabel(startsWith(text.firstName)).fill("Mario");
      await page.getByLabel(startsWith(text.lastName)).fill("Rossi");
      await page.getByLabel(text.street).fill("Via Roma 1");
      await page.getByLabel(text.city).fill("Siena");
      await page.getByLabel(text.zip).fill("53100");
      await chooseOption(page, text.province, /\(SI\)$/);
      await page.getByRole("button", { name: text.placeOrder }).click();
      await page.getByText(text.cfLength).waitFor();
      await page.getByLabel(text.cf).fill("RSSMRA85T10A562X");
      await page.getByRole("button", { name: text.placeOrder }).click();
      await page.getByText(text.cfCheckLetter).waitFor();
      // Invalid is not missing: the step's alert says the data is wrong, not that it is mandatory.
      await page.getByText(text.invoiceInvalid).waitFor();
      expect(await page.getByText(text.invoiceRequired).count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("billing-cf");
      const inView = await page.evaluate(() => {
        const box = document.activeElement!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
      expect(inView).toBe(true);
      await expectAccessible(page, "invoicing with errors");
      await page.getByLabel(text.cf).fill("RSSMRA85T10A562S");
      await page.getByRole("button", { name: text.placeOrder }).click();
      await page.getByRole("heading", { level: 1, name: text.thanks }).waitFor();
      await context.close();
    });

  if (language === "it")
    it("a valid coupon lowers the total by exactly its discount; an invalid one shows why", async () => {
      const { page, context } = await open(browser, language);
      await startGuestCheckout(page, language);
      const before = cents((await summaryValue(page, text.total).textContent()) ?? "");
      const subtotal = cents((await summaryValue(page, text.subtotal).textContent()) ?? "");
      expect(before).toBe(subtotal);
      const coupon = page.getByLabel(text.coupon);
      await coupon.fill("NOPE");
      await page.getByText(text.couponInvalid).waitFor();
      await coupon.fill("BENVENUTO10");
      await page.getByText(text.couponApplied).waitFor();
      const discount = summaryValue(page, text.discount);
      await discount.waitFor();
      const off = cents((await discount.textContent()) ?? "");
      // BENVENUTO10 is 10% off the goods.
      expect(off).toBe(Math.round(subtotal / 10));
      await expect
        .poll(async () => cents((await summaryValue(page, text.total).textContent()) ?? ""))
        .toBe(before - off);
      await context.close();
    });

  if (language === "en")
    it("states where the platform lists them, calling codes by country; a country no courier serves says so (checkout.listings.noShippingAvailable), on a phone", async () => {
      const { page, context } = await open(browser, language);
      await page.setViewportSize({ width: 390, height: 844 });
      await startGuestCheckout(page, language);
      await page.getByRole("button", { name: text.continue }).click();
      await page.getByRole("button", { name: text.addAddress }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(startsWith(text.firstName)).fill("Giulia");
      await dialog.getByLabel(startsWith(text.lastName)).fill("Bianchi");
      await dialog.getByLabel(text.street).fill("Bahnhofstrasse 1");
      await dialog.getByLabel(text.city).fill("Zürich");
      await dialog.getByLabel(text.zip).fill("8001");
      // A country whose states the platform lists asks for one; the calling code follows the country.
      await chooseByTyping(page, text.countryField, text.unitedStates);
      const state = dialog.getByRole("combobox", { name: text.stateField });
      await state.waitFor();
      await expect
        .poll(() =>
          dialog
            .getByRole("combobox", { name: text.phoneCode })
            .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent),
        )
        .toContain("+1");
      await dialog.getByRole("button", { name: text.saveAddress }).click();
      await dialog.getByText(text.required).first().waitFor();
      expect(await state.getAttribute("aria-invalid")).toBe("true");
      await chooseByTyping(page, text.countryField, text.switzerland);
      await state.waitFor({ state: "detached" });
      await expect
        .poll(() =>
          dialog
            .getByRole("combobox", { name: text.phoneCode })
            .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent),
        )
        .toContain("+41");
      await dialog.getByLabel(text.phone).fill("44 123 45 67");
      await dialog.getByRole("button", { name: text.saveAddress }).click();
      await dialog.waitFor({ state: "detached" });
      await page.getByText(text.noShippingTo).waitFor();
      await page.getByText(text.noShipping).waitFor();
      await context.close();
    });

  if (language === "it")
    it("on a phone the stepper names every step in full", async () => {
      const { page, context } = await open(browser, language);
      await page.setViewportSize({ width: 390, height: 844 });
      await startGuestCheckout(page, language);
      await page.getByRole("button", { name: text.continue }).click();
      await page.getByText(text.compactStep).waitFor();
      // Nothing in the step row is cut short with an ellipsis.
      const clipped = await page
        .getByRole("navigation", { name: text.steps })
        .evaluate((nav) =>
          [...nav.querySelectorAll("*")].some(
            (el) => getComputedStyle(el).textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth,
          ),
        );
      expect(clipped).toBe(false);
      await context.close();
    });

  if (language === "it")
    it("a lost answer is retried with the same Idempotency-Key and gets the same order", async () => {
      const { page, context } = await open(browser, language);
      await startGuestCheckout(page, language);
      await page.getByRole("button", { name: text.continue }).click();
      await shipToFlorence(page, language);
      await page.getByRole("button", { name: text.continue }).click();
      await payWith(page, language, "4242 4242 4242 4242");
      const keys: string[] = [];
      const answers: Array<{ status: number; number?: string }> = [];
      let first = true;
      await page.route("**/api/v2/shop-pages/*/checkout", async (route) => {
        keys.push(route.request().headers()["idempotency-key"] ?? "");
        if (!first) return route.continue();
        first = false;
        // The platform places the order, but its answer never reaches the browser.
        const response = await route.fetch();
        const body = (await response.json()) as { expense?: { number: string } };
        answers.push({ status: response.status(), ...(body.expense ? { number: body.expense.number } : {}) });
        await route.abort("timedout");
      });
      await page.getByRole("button", { name: text.placeOrder }).click();
      await page.getByText(text.answerLost).waitFor();
      const replayed = page.waitForResponse(
        (r) => r.request().method() === "POST" && r.url().endsWith("/checkout"),
      );
      await page.getByRole("button", { name: text.placeOrder }).click();
      const second = (await (await replayed).json()) as { expense: { number: string } };
      expect(answers[0]?.status).toBe(201);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      expect(second.expense.number).toBe(answers[0]?.number);
      await page.getByRole("heading", { level: 1, name: text.thanks }).waitFor();
      await context.close();
    });
});

describe("checkout rules", () => {
  it("an empty cart shows that it is empty, never the first step before it", async () => {
    const { page, context } = await open(browser, "en");
    // Watches the page from its first markup: whatever the checkout shows before the empty state is recorded.
    await page.addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { checkoutSeen: Set<string> }).checkoutSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector("#checkout-step-title")) seen.add("step");
        if (document.body?.textContent?.includes("Your cart is empty")) seen.add("empty");
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(`${baseUrl()}/en/shop-pages/cantina/checkout`);
    await page.getByRole("heading", { name: "Your cart is empty" }).waitFor();
    const seen = await page.evaluate(() => [
      ...(window as unknown as { checkoutSeen: Set<string> }).checkoutSeen,
    ]);
    expect(seen).toEqual(["empty"]);
    await context.close();
  });

  it("a cart filled in the browser gets checkout's first step in the server's HTML, live after hydration as before", async () => {
    const text = TEXT.en;
    const { page, context, problems } = await open(browser, "en");
    // Filled as a shopper does, in the page: the cart's answer leaves the hint the server reads.
    await addCaseOfChianti(page, "en");
    const address = `${baseUrl()}/en/shop-pages/cantina/checkout`;
    // The server's HTML for this browser (its cookies), before any script of the page has run.
    const html = await (await context.request.get(address)).text();
    expect(html).toMatch(/<h2 id="checkout-step-title"[^>]*>Information<\/h2>/);
    expect(html).toContain('id="checkout-email"');
    expect(html).not.toContain("Your cart is empty");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    // The page itself shows the step from its first markup, before hydration.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { checkoutSeen: string[] }).checkoutSeen = seen;
      new MutationObserver(() => {
        if (!seen.length && document.querySelector("#checkout-step-title"))
          seen.push(
            document.documentElement.dataset.hydrated === "true" ? "step after hydration" : "step first",
          );
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(address);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await page.evaluate(() => (window as unknown as { checkoutSeen: string[] }).checkoutSeen)).toEqual(
      ["step first"],
    );
    // Then the cart fills the summary, and the checkout goes on as it always did.
    await expect.poll(() => summaryValue(page, text.shipping).textContent()).toBe(text.shippingPending);
    await fillGuestInformation(page, "en");
    await page.getByRole("button", { name: text.continue }).click();
    await shipToFlorence(page, "en");
    await page.getByRole("button", { name: text.continue }).click();
    await payWith(page, "en", "4242 4242 4242 4242");
    await page.getByRole("button", { name: text.placeOrder }).click();
    await page.getByRole("heading", { level: 1, name: text.thanks }).waitFor();
    // The order emptied the cart: the hint went with it, and checkout is the loading screen again for the server.
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === "club_cart_cantina"))
      .toBe(false);
    expect(await (await context.request.get(address)).text()).not.toContain("checkout-step-title");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a declined card shows the error and keeps the cart; the next try is a new attempt", async () => {
    const text = TEXT.en;
    const { page, context } = await open(browser, "en");
    await startGuestCheckout(page, "en");
    await page.getByRole("button", { name: text.continue }).click();
    await shipToFlorence(page, "en", { checkAccessible: true });
    await page.getByRole("button", { name: text.continue }).click();
    await payWith(page, "en", "4000 0000 0000 0002");
    const keys: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/checkout"))
        keys.push(request.headers()["idempotency-key"] ?? "");
    });
    await page.getByRole("button", { name: text.placeOrder }).click();
    await page.getByText(text.declined).waitFor();
    expect(page.url()).toMatch(/\/checkout(\?|$)/);
    // Another card is another attempt.
    await payWith(page, "en", "4242 4242 4242 4242");
    await page.getByRole("button", { name: text.placeOrder }).click();
    await page.getByRole("heading", { level: 1, name: text.thanks }).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    await page.goto(`${baseUrl()}/en/shop-pages/cantina`);
    await context.close();
  });
});
