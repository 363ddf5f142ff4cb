import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./setup/account";
import { baseUrl, expectAccessible, open, workerBrowser } from "./setup/browser";
import { CHECKOUT, type Language, openCheckout, shipToFlorence, startGuestCheckout } from "./setup/checkout";
import { MEMBERS } from "./setup/members";

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

const TEXT = {
  en: {
    gift: "This is a gift",
    message: "Gift message (optional)",
    count: (n: number) => `${n}/300 characters`,
    giftFor: (name: string) => `Gift for ${name}`,
    cardNumber: "Card number",
    expiry: "Expiry (MM/YY)",
    cvc: "Security code (CVC)",
    viewOrder: "View the order page",
    orderGift: (name: string) => `A gift for ${name}`,
    slipLink: "Packing slip (no prices)",
    slip: "Packing slip",
    print: "Print the packing slip",
    quantity: "Quantity",
  },
  it: {
    gift: "È un regalo",
    message: "Messaggio per il regalo (facoltativo)",
    count: (n: number) => `${n}/300 caratteri`,
    giftFor: (name: string) => `Regalo per ${name}`,
    cardNumber: "Numero della carta",
    expiry: "Scadenza (MM/AA)",
    cvc: "Codice di sicurezza (CVC)",
    viewOrder: "Vedi la pagina dell'ordine",
    orderGift: (name: string) => `Un regalo per ${name}`,
    slipLink: "Distinta di imballaggio (senza prezzi)",
    slip: "Distinta di imballaggio",
    print: "Stampa la distinta di imballaggio",
    quantity: "Quantità",
  },
} as const;

/** Ticks the gift box and writes the message, checking the live count. */
async function giftWithMessage(page: Page, language: Language, message: string) {
  const text = TEXT[language];
  await page.getByRole("checkbox", { name: text.gift }).check();
  const box = page.getByRole("textbox", { name: text.message });
  await box.fill(message);
  await page.getByText(text.count([...message].length), { exact: true }).waitFor();
}

/** Pays with the sandbox's good card and places the order; the checkout request's body. */
async function payAndPlace(page: Page, language: Language): Promise<Record<string, unknown>> {
  const text = { ...CHECKOUT[language], ...TEXT[language] };
  await page.getByRole("button", { name: text.continue }).click();
  await page.getByLabel(text.cardNumber).fill("4242 4242 4242 4242");
  await page.getByLabel(text.expiry).fill("12/34");
  await page.getByLabel(text.cvc).fill("123");
  const posted = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/checkout"),
  );
  await page.getByRole("button", { name: text.placeOrder }).click();
  const body = (await posted).postDataJSON() as Record<string, unknown>;
  await page.getByRole("heading", { name: text.thanks }).waitFor();
  return body;
}

/** The packing slip: recipient, message, the case of six, and no price anywhere; printed without the top bar. */
async function checkPackingSlip(page: Page, language: Language, recipient: string, message: string) {
  const text = TEXT[language];
  await page.waitForURL(/\/public\/expenses\/[^/]+\/packing-slip$/);
  await page.getByRole("heading", { level: 1, name: text.slip }).waitFor();
  const slip = page.locator("main article");
  await slip.getByText(recipient, { exact: true }).waitFor();
  expect((await slip.locator("blockquote").textContent())?.trim()).toBe(message);
  const row = slip.getByRole("row", { name: /Chianti Classico/ });
  expect((await row.getByRole("cell").last().textContent())?.trim()).toBe("6");
  // No price, no total: neither the currency nor an amount shows on the slip's screen.
  const shown = (await page.locator("main").allInnerTexts()).join("\n");
  expect(shown).not.toMatch(/€|EUR|\b\d+[.,]\d{2}\b(?!\s*L\b)/);
  await expectAccessible(page, `packing slip (${language})`);
  // On paper: the slip alone, no top bar and no print button.
  await page.emulateMedia({ media: "print" });
  expect(await page.getByRole("banner").isVisible()).toBe(false);
  expect(await page.getByRole("button", { name: text.print }).isVisible()).toBe(false);
  expect(await slip.isVisible()).toBe(true);
  await page.emulateMedia({ media: "screen" });
}

describe("gift orders", () => {
  it("a guest in English (1280×800) sends a gift to a new address with a message, and opens its packing slip", async () => {
    const language = "en";
    const text = { ...CHECKOUT[language], ...TEXT[language] };
    const message = "Happy birthday, Anna!\nWith love, Giulia";
    const { page, problems } = await open(browser, language);
    await startGuestCheckout(page, language);
    await page.getByRole("button", { name: text.continue }).click();
    // The recipient's address through the address dialog, then the gift and its message.
    await shipToFlorence(page, language, { addressee: { firstName: "Anna", lastName: "Verdi" } });
    await giftWithMessage(page, language, message);
    await page.getByText(text.giftFor("Anna Verdi"), { exact: true }).waitFor();
    await expectAccessible(page, "checkout shipping, a gift (en)");
    const body = await payAndPlace(page, language);
    expect(body.gift).toMatchObject({ recipient: { firstName: "Anna", lastName: "Verdi" }, message });
    expect(body).not.toHaveProperty("shippingAddress");

    // The order page says for whom, with the message, and links the packing slip.
    await page.getByRole("link", { name: text.viewOrder }).click();
    await page.getByRole("heading", { name: text.orderGift("Anna") }).waitFor();
    expect((await page.locator("main blockquote").textContent())?.trim()).toBe(message);
    await expectAccessible(page, "order page, a gift (en)");
    await page.getByRole("link", { name: text.slipLink }).click();
    await checkPackingSlip(page, language, "Anna", message);
    expect(problems).toEqual([]);
  });

  it("a member in Italian (390×844) sends a gift to one of the saved addresses, and finds it in the profile", async () => {
    const language = "it";
    const text = { ...CHECKOUT[language], ...TEXT[language] };
    const member = MEMBERS.giftIt;
    const message = "Per il nuovo ufficio: buon lavoro! 🍷";
    const { page, problems } = await open(browser, language, {
      viewport: "phone",
      signedIn: await signIn(member),
    });
    await openCheckout(page, language);
    await page.getByRole("button", { name: text.continue }).click();
    await page.getByRole("checkbox", { name: text.gift }).check();
    // The saved office address (Torino) as the recipient, among the member's saved addresses.
    const office = page.getByRole("radio", { name: /Corso Vittorio Emanuele II 112/ });
    await office.check();
    await page.getByRole("radio", { name: new RegExp(text.courier) }).check();
    await giftWithMessage(page, language, message);
    await expectAccessible(page, "checkout shipping, a gift to a saved address (it)");
    const body = await payAndPlace(page, language);
    expect(body.gift).toEqual({ recipientId: member.record("adr_demo_giulia_office"), message });
    expect(body).not.toHaveProperty("shippingId");

    // The profile's orders: the gift says for whom and links its packing slip.
    await page.goto(`${baseUrl()}/it/profile`);
    await page.getByText(text.giftFor("Giulia"), { exact: true }).first().waitFor();
    await page
      .getByRole("link", { name: /^Distinta di imballaggio dell'ordine/ })
      .first()
      .click();
    await checkPackingSlip(page, language, "Giulia", message);
    expect(problems).toEqual([]);
  });
});
