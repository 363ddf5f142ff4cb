import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  animationsDone,
  baseUrl,
  EACH_LANGUAGE_AND_SIZE_ONCE,
  expectAccessible,
  open,
  workerBrowser,
} from "./setup/browser";
import { CHECKOUT, fillBirthDate, openCheckout, startsWith } from "./setup/checkout";
import { openCart } from "./setup/shop";

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

const TEXT = {
  en: {
    welcome: /^Welcome to /,
    adult: "I am of legal drinking age",
    under: "I am under 18",
    sorry: "We are sorry",
    policy: "Privacy and cookie policy",
    pickup: "Pick up at the estate",
    underAge: "You must be of legal drinking age in the destination country to buy these products",
  },
  it: {
    welcome: /^Benvenuto in /,
    adult: "Ho l'età legale per bere alcolici",
    under: "Ho meno di 18 anni",
    sorry: "Ci dispiace",
    policy: "Informativa privacy e cookie",
    pickup: "Ritiro in tenuta",
    underAge:
      "Per acquistare questi prodotti devi avere l'età legale per bere alcolici nel paese di destinazione",
  },
} as const;

/** A `YYYY-MM-DD` birth date of someone who turns 18 tomorrow. */
function seventeen(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - 18, now.getUTCMonth(), now.getUTCDate() + 1))
    .toISOString()
    .slice(0, 10);
}

describe.each(EACH_LANGUAGE_AND_SIZE_ONCE)("age check in %s on %s", (language, viewport) => {
  const text = TEXT[language];

  // One journey in steps (one context and page load fewer): a first visit answers the age dialog, then, the answer
  // forgotten, a visitor says they are under 18.
  it("a first visit answers the age dialog before the consent banner; the answer is remembered on reload; 'under 18' shows the polite refusal; the policy page stays readable without answering", async () => {
    const { page, context, problems } = await open(browser, language, {
      viewport,
      age: false,
      consent: false,
    });
    await page.goto(`${baseUrl()}/${language}/`);
    const dialog = page.getByRole("dialog", { name: text.welcome });
    await dialog.waitFor();
    await animationsDone(dialog);
    // The banner waits for the answer: the dialog comes first, and the two never overlap.
    expect(await page.getByRole("region", { name: /cookie/i }).count()).toBe(0);
    await page.keyboard.press("Escape");
    expect(await dialog.isVisible()).toBe(true);
    await expectAccessible(page, `age dialog ${language} ${viewport}`);
    await dialog.getByRole("button", { name: text.adult }).click();
    await dialog.waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("banner").waitFor();
    expect(await page.getByRole("dialog", { name: text.welcome }).count()).toBe(0);
    expect(problems).toEqual([]);

    // 'Under 18': a visitor who has not answered yet (the cookie choice made, as the journey opened with before).
    await page.evaluate(() => {
      localStorage.removeItem("club.age");
      localStorage.setItem("club.consent", "necessary");
    });
    await page.goto(`${baseUrl()}/${language}/`);
    const again = page.getByRole("dialog", { name: text.welcome });
    await again.waitFor();
    await again.getByRole("button", { name: text.under }).click();
    const refusal = page.getByRole("dialog", { name: text.sorry });
    await refusal.waitFor();
    expect(await refusal.getByRole("button").count()).toBe(0);
    await expectAccessible(page, `age refusal ${language} ${viewport}`);
    await refusal.getByRole("link", { name: text.policy }).click();
    await page.waitForURL(new RegExp(`/${language}/pages/cookie`));
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    await context.close();
  });
});

// In Italian: the platform's refusal is its own text (its code's message in both languages: i18n/errors.test.ts).
describe.each(["it"] as const)("age check at checkout in %s", (language) => {
  it("a guest under 18 is refused with the platform's message and keeps the cart", async () => {
    const text = { ...CHECKOUT[language], ...TEXT[language] };
    const { page, context } = await open(browser, language);
    await openCheckout(page, language);
    await page.getByLabel(text.email).fill("giovane@example.com");
    await page.getByLabel(startsWith(text.firstName)).fill("Luca");
    await page.getByLabel(startsWith(text.lastName)).fill("Giovane");
    await fillBirthDate(page, language, seventeen());
    await page.getByRole("radio", { name: new RegExp(text.pickup) }).check();
    await page.getByRole("button", { name: text.placeOrder }).click();
    await page.getByText(text.underAge).waitFor();
    expect(page.url()).toMatch(/\/checkout(\?|$)/);
    await expectAccessible(page, `under-age checkout ${language}`);
    await page.goto(`${baseUrl()}/${language}/shop-pages/cantina`);
    const cart = await openCart(page, language);
    await cart
      .getByText(/Chianti/)
      .first()
      .waitFor();
    await context.close();
  });
});
