import type { Browser, Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./setup/account";
import { expectAccessible, open, workerBrowser } from "./setup/browser";
import { CHECKOUT, fillInvoicing, type Language, openCheckout, shipToFlorence } from "./setup/checkout";
import { MEMBERS } from "./setup/members";

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

/**
 * Members of their own (copies of the demo's Giulia and Marco, setup/members.ts), and what their profiles hold: each
 * journey changes its member's profile or cart, so none shares one with another journey.
 */
const MEMBER = {
  en: {
    ...MEMBERS.checkoutEn,
    defaultAddress: {
      id: MEMBERS.checkoutEn.record("adr_demo_giulia_home"),
      label: /^Giulia Rossi · default/,
    },
    billing: { id: MEMBERS.checkoutEn.record("bil_demo_giulia_person"), label: /^Giulia Rossi/ },
  },
  it: {
    ...MEMBERS.checkoutIt,
    defaultAddress: {
      id: MEMBERS.checkoutIt.record("adr_demo_marco_home"),
      label: /^Marco Bianchi · predefinito/,
    },
    billing: { id: MEMBERS.checkoutIt.record("bil_demo_marco_company"), label: /^Enoteca Bianchi S\.r\.l\./ },
  },
} as const;

/** Giulia's copy for the new-address journey, with her second saved address. */
const NEW_ADDRESS_MEMBER = {
  ...MEMBERS.newAddress,
  otherAddress: {
    id: MEMBERS.newAddress.record("adr_demo_giulia_office"),
    label: /Corso Vittorio Emanuele II 112/,
  },
} as const;

const TEXT = {
  en: {
    invoice: /^Invoice/,
    newAddress: /^A new address/,
    saveToProfile: "Save this address to my profile",
    newBilling: "New invoicing data",
    invoiceEmail: "Email for the invoice",
    notValid: "This value is not valid",
    saveBillingToProfile: "Save this invoicing data to my profile",
    coupon: "Coupon code",
    freeShipping: /Applied: Free shipping/,
    cardNumber: "Card number",
    expiry: "Expiry (MM/YY)",
    cvc: "Security code (CVC)",
  },
  it: {
    invoice: /^Fattura/,
    newAddress: /^Un nuovo indirizzo/,
    saveToProfile: "Salva questo indirizzo nel mio profilo",
    newBilling: "Nuovi dati di fatturazione",
    invoiceEmail: "Email per la fattura",
    notValid: "Questo valore non è valido",
    saveBillingToProfile: "Salva questi dati di fatturazione nel mio profilo",
    coupon: "Codice coupon",
    freeShipping: /Applicato: Spedizione gratuita/,
    cardNumber: "Numero della carta",
    expiry: "Scadenza (MM/AA)",
    cvc: "Codice di sicurezza (CVC)",
  },
};

/** Pays with a new sandbox card and places the order; the checkout request's body. */
async function payAndPlace(page: Page, language: Language): Promise<Record<string, unknown>> {
  const text = { ...CHECKOUT[language], ...TEXT[language] };
  await page.getByLabel(text.cardNumber).fill("4242 4242 4242 4242");
  await page.getByLabel(text.expiry).fill("12/34");
  await page.getByLabel(text.cvc).fill("123");
  const posted = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/checkout"),
  );
  await page.getByRole("button", { name: text.placeOrder }).click();
  return (await posted).postDataJSON() as Record<string, unknown>;
}

const query = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams);

describe.each(["en", "it"] as const)("a member's checkout in %s", (language: Language) => {
  const member = MEMBER[language];
  const text = { ...CHECKOUT[language], ...TEXT[language] };

  // The checkout offers no cart change of its own (no quantity, no removal), so no cart PATCH runs here: the PATCH's
  // query is proved by cart-controllers.test.ts and useCheckout.test.tsx. The coupon is what the checkout changes.
  it("starts from the saved default address and invoicing record; cart/data, cart/listings and the checkout name them by id, with the coupon", async () => {
    // Signed in through the platform: the journey is about checkout, not the login screen.
    const { page, context, problems } = await open(browser, language, { signedIn: await signIn(member) });
    const cartCalls: Array<{ method: string; path: string; query: Record<string, string> }> = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/shop-pages\/cantina\/cart(\/|$)/.test(path))
        cartCalls.push({
          method: request.method(),
          path: path.replace(/^.*\/cantina\//, ""),
          query: query(request),
        });
    });
    await openCheckout(page, language);
    await page.getByRole("radio", { name: text.invoice }).check();
    await page.getByRole("button", { name: text.continue }).click();

    // Invoicing: the saved record is chosen; new data can still be entered.
    const billing = page.getByRole("radio", { name: member.billing.label });
    await billing.waitFor();
    expect(await billing.isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: text.newBilling }).isChecked()).toBe(false);
    await expectAccessible(page, `saved invoicing data (${language})`);
    await page.getByRole("button", { name: text.continue }).click();

    // Shipping: the default address is chosen, and the shipping options are asked for it by id.
    const home = page.getByRole("radio", { name: member.defaultAddress.label });
    await home.waitFor();
    expect(await home.isChecked()).toBe(true);
    await expectAccessible(page, `saved addresses (${language})`);
    await page.getByRole("radio", { name: text.courier }).check();
    // A coupon (free shipping, no limit per member): the cart and its shipping options are asked again with it.
    await page.getByLabel(text.coupon).fill("SPEDIZIONEGRATIS");
    await page.getByText(text.freeShipping).waitFor();
    await expect
      .poll(() =>
        cartCalls.some(
          (call) =>
            call.path === "cart/data" &&
            call.query.shippingId === member.defaultAddress.id &&
            call.query.billingId === member.billing.id &&
            call.query.listingId !== undefined &&
            call.query.couponCode === "SPEDIZIONEGRATIS",
        ),
      )
      .toBe(true);
    await expect
      .poll(() => cartCalls.filter((call) => call.path === "cart/listings").at(-1)?.query)
      .toEqual({
        shippingMode: "shipping",
        shippingId: member.defaultAddress.id,
        billingId: member.billing.id,
        couponCode: "SPEDIZIONEGRATIS",
      });

    await page.getByRole("button", { name: text.continue }).click();
    const body = await payAndPlace(page, language);
    expect(body).toMatchObject({
      shippingId: member.defaultAddress.id,
      billingId: member.billing.id,
      couponCode: "SPEDIZIONEGRATIS",
    });
    expect(body).not.toHaveProperty("shippingAddress");
    expect(body).not.toHaveProperty("billing");
    await page.getByRole("heading", { level: 1, name: text.thanks }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a member's new address and invoicing data", () => {
  it("another saved address re-prices with its id; a new address and new invoicing data (its email checked) go as fields, are saved to the profile and offered at the next checkout", async () => {
    const language = "en";
    const member = NEW_ADDRESS_MEMBER;
    const text = { ...CHECKOUT.en, ...TEXT.en };
    const { page, context } = await open(browser, language, { signedIn: await signIn(member) });
    await openCheckout(page, language);
    await page.getByRole("radio", { name: text.invoice }).check();
    await page.getByRole("button", { name: text.continue }).click();

    // New invoicing data instead of the saved record, with an email for the invoice: checked before it goes.
    await page.getByRole("radio", { name: text.newBilling }).check();
    await fillInvoicing(page, language);
    const invoiceEmail = page.getByLabel(text.invoiceEmail);
    await invoiceEmail.fill("fatture@");
    await page.getByRole("button", { name: text.continue }).click();
    await page.getByText(text.notValid).waitFor();
    expect(await invoiceEmail.getAttribute("aria-invalid")).toBe("true");
    await invoiceEmail.fill("fatture@studio-rossi.it");
    await page.getByRole("checkbox", { name: text.saveBillingToProfile }).check();
    await page.getByRole("button", { name: text.continue }).click();

    const office = page.getByRole("radio", { name: member.otherAddress.label });
    const asked = page.waitForRequest(
      (request) =>
        request.url().includes("/cart/listings") && query(request).shippingId === member.otherAddress.id,
    );
    await office.check();
    await asked;

    await shipToFlorence(page, language, { email: "giulia.deliveries@example.com" });
    expect(await page.getByRole("radio", { name: text.newAddress }).isChecked()).toBe(true);
    await page.getByRole("checkbox", { name: text.saveToProfile }).check();
    await page.getByRole("button", { name: text.continue }).click();
    const body = await payAndPlace(page, language);
    expect(body).toMatchObject({
      shippingAddress: {
        street: "Via dei Servi 12",
        city: "Firenze",
        phoneCountry: "+39",
        email: "giulia.deliveries@example.com",
      },
    });
    expect(body).not.toHaveProperty("shippingId");
    expect(body).toMatchObject({
      billingMode: "invoice",
      billing: { person: true, cf: "RSSMRA85T10A562S", city: "Siena", email: "fatture@studio-rossi.it" },
    });
    expect(body).not.toHaveProperty("billingId");
    await page.getByRole("heading", { level: 1, name: text.thanks }).waitFor();

    // The next checkout offers both among the saved ones.
    await openCheckout(page, language);
    await page.getByRole("radio", { name: text.invoice }).check();
    await page.getByRole("button", { name: text.continue }).click();
    await page.getByRole("radio", { name: /^Mario Rossi/ }).waitFor();
    await page.getByRole("button", { name: text.continue }).click();
    await page.getByRole("radio", { name: /Via dei Servi 12, 50122 Firenze \(FI\)/ }).waitFor();

    await context.close();
  });
});
