import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./setup/account";
import { animationsDone, baseUrl, expectAccessible, open, workerBrowser } from "./setup/browser";
import { CHECKOUT, type Language, shipToFlorence, startGuestCheckout } from "./setup/checkout";
import { MEMBERS } from "./setup/members";

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

/** The sandbox's card that needs Strong Customer Authentication (Stripe's own 3-D Secure test number). */
const SCA_CARD = "4000 0027 6000 3184";

const TEXT = {
  en: {
    ...CHECKOUT.en,
    cardNumber: "Card number",
    expiry: "Expiry (MM/YY)",
    cvc: "Security code (CVC)",
    dialog: "Confirm the payment with your bank",
    frame: "Your bank's payment confirmation",
    cancel: "Cancel the payment",
    complete: "Complete authentication",
    fail: "Fail authentication",
    paymentFailed: "The payment could not be completed. Nothing was charged: please retry.",
    paid: "Paid",
    savedCards: "Saved cards",
    addCard: "Add card",
    addDialog: "Add a card",
    cardName: "Name on the card",
    saveCard: "Save card",
    cardDialog: "Confirm the card with your bank",
    cardFrame: "Your bank's card confirmation",
    saved: "Visa ending in 3184",
    notConfirmed: "Your bank did not confirm this card, so it was not saved. Try again or use another card.",
  },
  it: {
    ...CHECKOUT.it,
    cardNumber: "Numero della carta",
    expiry: "Scadenza (MM/AA)",
    cvc: "Codice di sicurezza (CVC)",
    dialog: "Conferma il pagamento con la tua banca",
    frame: "La conferma del pagamento della tua banca",
    cancel: "Annulla il pagamento",
    complete: "Completa l'autenticazione",
    fail: "Fai fallire l'autenticazione",
    paymentFailed: "Non è stato possibile completare il pagamento. Non è stato addebitato nulla: riprova.",
    paid: "Pagato",
    savedCards: "Carte salvate",
    addCard: "Aggiungi carta",
    addDialog: "Aggiungi una carta",
    cardName: "Nome sulla carta",
    saveCard: "Salva carta",
    cardDialog: "Conferma la carta con la tua banca",
    cardFrame: "La conferma della carta della tua banca",
    saved: "Visa che termina con 3184",
    notConfirmed:
      "La tua banca non ha confermato questa carta, quindi non è stata salvata. Riprova o usa un'altra carta.",
  },
} as const;

async function payWith(page: Page, language: Language, card: string) {
  const text = TEXT[language];
  await page.getByLabel(text.cardNumber).fill(card);
  await page.getByLabel(text.expiry).fill("12/34");
  await page.getByLabel(text.cvc).fill("123");
}

/** Checkout as a guest, shipped to Florence, at the payment step with the card that needs authentication. */
async function toPayment(page: Page, language: Language) {
  const text = TEXT[language];
  await startGuestCheckout(page, language);
  await page.getByRole("button", { name: text.continue }).click();
  await shipToFlorence(page, language);
  await page.getByRole("button", { name: text.continue }).click();
  await payWith(page, language, SCA_CARD);
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

/**
 * The challenge dialog, checked open, titled, accessible and wholly inside the viewport: the payment's, or with
 * `saving` the one for a card being saved.
 */
async function challengeDialog(page: Page, language: Language, shot: string, saving = false) {
  const text = TEXT[language];
  const dialog = page.getByRole("dialog", { name: saving ? text.cardDialog : text.dialog });
  await dialog.waitFor();
  const frame = page.frameLocator(`iframe[title="${saving ? text.cardFrame : text.frame}"]`);
  await frame.getByRole("button", { name: text.complete }).waitFor();
  // Once its opening animation has run.
  await animationsDone(dialog);
  await page.screenshot({ path: `/tmp/pw-shots/${shot}.png` });
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (box && viewport) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
  }
  return { dialog, frame };
}

// Completing the bank's check runs in both languages; failing and abandoning it in one each, the languages taking
// turns (README, "Languages and sizes in the journeys").
describe.each(["en", "it"] as const)("payment authentication (sandbox) in %s", (language) => {
  const text = TEXT[language];

  it("a card that needs authentication opens the bank's page in a dialog; completing it places the order, paid, with the same key", async () => {
    const { page, context, problems } = await open(browser, language);
    await toPayment(page, language);
    const checkouts = recordCheckouts(page);
    await page.getByRole("button", { name: text.placeOrder }).click();
    const { frame } = await challengeDialog(page, language, `challenge-${language}-1280`);
    await expectAccessible(page, "payment authentication dialog");
    await frame.getByRole("button", { name: text.complete }).click();
    await page.getByRole("heading", { level: 1, name: text.thanks }).waitFor();
    await expect.poll(() => page.getByText(text.paid, { exact: true }).count()).toBeGreaterThan(0);
    expect(checkouts.map((c) => c.status)).toEqual([202, 201]);
    expect(checkouts[1]?.key).toBe(checkouts[0]?.key);
    expect(problems).toEqual([]);
    await context.close();
  });

  if (language === "it")
    it("a failed authentication is a payment error; the cart stays and the next try is a new attempt (on a phone)", async () => {
      const { page, context } = await open(browser, language);
      await toPayment(page, language);
      await page.setViewportSize({ width: 390, height: 844 });
      const checkouts = recordCheckouts(page);
      await page.getByRole("button", { name: text.placeOrder }).click();
      const { frame } = await challengeDialog(page, language, `challenge-${language}-390`);
      await frame.getByRole("button", { name: text.fail }).click();
      await page.getByText(text.paymentFailed).waitFor();
      await page.getByRole("dialog").waitFor({ state: "detached" });
      expect(page.url()).toMatch(/\/checkout(\?|$)/);
      expect(checkouts.map((c) => c.status)).toEqual([202, 402]);
      expect(checkouts[1]?.key).toBe(checkouts[0]?.key);
      // The cart is kept: another card pays for it, as a new attempt.
      await payWith(page, language, "4242 4242 4242 4242");
      await page.getByRole("button", { name: text.placeOrder }).click();
      await page.getByRole("heading", { level: 1, name: text.thanks }).waitFor();
      expect(checkouts).toHaveLength(3);
      expect(checkouts[2]?.status).toBe(201);
      expect(checkouts[2]?.key).not.toBe(checkouts[0]?.key);
      await context.close();
    });

  if (language === "en")
    it("closing the dialog abandons the payment: the error shows, and focus returns to the page", async () => {
      const { page, context } = await open(browser, language);
      await toPayment(page, language);
      const checkouts = recordCheckouts(page);
      await page.getByRole("button", { name: text.placeOrder }).click();
      const { dialog } = await challengeDialog(page, language, `challenge-${language}-close`);
      await dialog.getByRole("button", { name: text.cancel }).click();
      await page.getByText(text.paymentFailed).waitFor();
      expect(page.url()).toMatch(/\/checkout(\?|$)/);
      expect(checkouts.length).toBeGreaterThanOrEqual(2);
      expect(new Set(checkouts.map((c) => c.key)).size).toBe(1);
      await context.close();
    });
});

// In English; Stripe's SetupIntent journey (stripe-authentication.e2e.ts) runs the same flow in Italian.
describe("saving a card that needs authentication (sandbox) in en", () => {
  const language = "en";
  const text = TEXT[language];

  it("the profile's add-card flow shows the bank's page; failing saves nothing, completing saves the card", async () => {
    const member = MEMBERS.cardAuth;
    const { page, context, problems } = await open(browser, language, { signedIn: await signIn(member) });
    await page.goto(`${baseUrl()}/${language}/profile`);
    const cards = page.getByRole("region", { name: text.savedCards });
    await cards.getByRole("button", { name: text.addCard }).waitFor();
    const cardCount = () => cards.locator("[data-card]").count();
    const before = await cardCount();

    const typeCard = async () => {
      await cards.getByRole("button", { name: text.addCard }).click();
      const dialog = page.getByRole("dialog", { name: text.addDialog });
      await dialog.getByLabel(text.cardName).fill("Carta Tre D");
      await payWith(page, language, SCA_CARD);
      await dialog.getByRole("button", { name: text.saveCard }).click();
      return dialog;
    };

    // Failing the bank's check: nothing saved, the error in the page's language, the add-card dialog still open.
    const adding = await typeCard();
    const first = await challengeDialog(page, language, `card-challenge-${language}`, true);
    await expectAccessible(page, "card authentication dialog");
    await first.frame.getByRole("button", { name: text.fail }).click();
    await adding.getByText(text.notConfirmed).waitFor();
    await page.getByRole("dialog", { name: text.cardDialog }).waitFor({ state: "detached" });
    await expectAccessible(page, "add card after a failed authentication");
    expect(await cards.locator('[data-card="3184"]').count()).toBe(0);

    // Completing it: the card is saved and listed.
    await adding.getByRole("button", { name: text.saveCard }).click();
    const second = await challengeDialog(page, language, `card-challenge-${language}-2`, true);
    await second.frame.getByRole("button", { name: text.complete }).click();
    await adding.waitFor({ state: "detached" });
    await cards.locator('[data-card="3184"]').getByText(text.saved).first().waitFor();
    expect(await cardCount()).toBe(before + 1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
