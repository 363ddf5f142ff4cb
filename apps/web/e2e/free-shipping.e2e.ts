import type { Browser, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, open, type Viewport, workerBrowser } from "./setup/browser";
import { addCaseOfChianti, openCart, TEXT as SHOP } from "./setup/shop";
import { expectInViewport } from "./setup/shopper";

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

const TEXT = {
  en: {
    bar: "Progress to free shipping",
    // 6 × €18.50 = €111 of the Italian courier's €150; the Chianti comes by 6, so 6 more bottles.
    missing: /^Add €39\.00 \(or 6 bottles\) for free shipping$/,
    unlocked: "You've unlocked free shipping",
    yourOrder: "Your order",
  },
  it: {
    bar: "Avanzamento verso la spedizione gratuita",
    missing: /^Aggiungi 39,00\s€ \(o 6 bottiglie\) per la spedizione gratuita$/,
    unlocked: "Hai ottenuto la spedizione gratuita",
    yourOrder: "Il tuo ordine",
  },
} as const;

/** The nudge inside a cart: its sentence (a status region) and its bar. */
function nudgeIn(cart: Locator, language: "en" | "it") {
  const bar = cart.getByRole("progressbar", { name: TEXT[language].bar });
  return { bar, sentence: bar.locator("xpath=../..").getByRole("status") };
}

/** Every sentence the nudge shows from now on, in order, one entry per change (to prove it never flickers). */
async function recordSentences(page: Page, barName: string) {
  await page.evaluate((name) => {
    const seen: string[] = [];
    (window as unknown as { nudgeSentences: string[] }).nudgeSentences = seen;
    const read = () => {
      const bar = document.querySelector(`[role="progressbar"][aria-label="${name}"]`);
      const text =
        bar?.parentElement?.parentElement?.querySelector('[role="status"]')?.textContent ?? "(none)";
      if (seen.at(-1) !== text) seen.push(text);
    };
    read();
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, barName);
  return () => page.evaluate(() => (window as unknown as { nudgeSentences: string[] }).nudgeSentences);
}

async function setChianti(cart: Locator, language: "en" | "it", quantity: number) {
  const field = cart.getByRole("spinbutton", { name: SHOP[language].quantityOf(SHOP[language].chianti) });
  await field.fill(String(quantity));
  await field.press("Enter");
}

const journeys: Array<{ language: "en" | "it"; viewport: Viewport }> = [
  { language: "en", viewport: "desktop" },
  { language: "it", viewport: "phone" },
];

describe.each(journeys)("free-shipping nudge in $language ($viewport)", ({ language, viewport }) => {
  const text = TEXT[language];

  it("says what is missing for free shipping, in money and bottles, then that it is unlocked", async () => {
    const { page, context, problems } = await open(browser, language, { viewport });
    await addCaseOfChianti(page, language);
    const cart = await openCart(page, language);
    const { bar, sentence } = nudgeIn(cart, language);
    await expect.poll(() => sentence.textContent(), { timeout: 15_000 }).toMatch(text.missing);
    expect(await bar.getAttribute("aria-valuenow")).toBe("11100");
    expect(await bar.getAttribute("aria-valuemax")).toBe("15000");
    await sentence.scrollIntoViewIfNeeded();
    await expectInViewport(page, sentence, "the free-shipping nudge");
    await expectAccessible(page, `free-shipping nudge (${language}, ${viewport})`);

    // A second case: after the saved change the nudge turns into the confirmation, with nothing in between.
    const sentences = await recordSentences(page, text.bar);
    await setChianti(cart, language, 12);
    await expect.poll(() => sentence.textContent(), { timeout: 15_000 }).toBe(text.unlocked);
    expect(await bar.getAttribute("aria-valuenow")).toBe("15000");
    expect((await sentences()).map((seen) => seen.replace(/\s/g, " "))).toEqual([
      expect.stringMatching(text.missing),
      text.unlocked,
    ]);
    await expectAccessible(page, `free shipping unlocked (${language}, ${viewport})`);

    if (language === "en") {
      // The checkout's summary shows the same answer.
      await cart.getByRole("button", { name: SHOP.en.goToCheckout }).click();
      await page.waitForURL(/\/shop-pages\/cantina\/checkout/);
      const summary = page.getByRole("heading", { name: text.yourOrder }).locator("xpath=..");
      await expect
        .poll(() => nudgeIn(summary, language).sentence.textContent(), { timeout: 15_000 })
        .toBe(text.unlocked);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
