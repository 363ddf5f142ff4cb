import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiUrl, signIn } from "./setup/account";
import { baseUrl, expectAccessible, open, type Viewport, workerBrowser } from "./setup/browser";
import { buyAgainOrder, type JourneyMember, MEMBERS } from "./setup/members";

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

const TEXT = {
  en: {
    profile: "/en/profile",
    buyAgain: (number: string) => `Buy again: order ${number}`,
    added: "Added to your cart",
    riserva: "6 × Chianti Classico Riserva DOCG 2019",
    repriced: /^6 × Chianti Classico DOCG 2021: €17\.00 → €18\.50 each$/,
    gone: "Vin Santo 2009: no longer sold",
    close: "Close",
    checkout: "Go to checkout",
  },
  it: {
    profile: "/it/profile",
    buyAgain: (number: string) => `Compra di nuovo: ordine ${number}`,
    added: "Aggiunto al carrello",
    riserva: "6 × Chianti Classico Riserva DOCG 2019",
    repriced: /^6 × Chianti Classico DOCG 2021: 17,00\s€ → 18,50\s€ l'uno$/,
    gone: "Vin Santo 2009: non più in vendita",
    close: "Chiudi",
    checkout: "Vai alla cassa",
  },
} as const;

/** The member's cart on La Cantina as the platform holds it: quantity by item. */
async function cartOf(token: string): Promise<Record<string, number>> {
  const response = await fetch(`${apiUrl()}/api/v2/shop-pages/cantina/cart/data`, {
    headers: {
      Accept: "application/json",
      Authorization: `Bearer ${token}`,
      "X-App-Token": "demo-castelvecchio",
      "X-Club-Origin": new URL(baseUrl()).host,
    },
  });
  const cart = (await response.json()) as { lines: Array<{ shopItemId: string; quantity: number }> };
  return Object.fromEntries(cart.lines.map((line) => [line.shopItemId, line.quantity]));
}

const journeys: Array<{ language: "en" | "it"; viewport: Viewport; member: JourneyMember }> = [
  { language: "en", viewport: "desktop", member: MEMBERS.buyAgainEn },
  { language: "it", viewport: "phone", member: MEMBERS.buyAgainIt },
];

describe.each(journeys)("buy again in $language ($viewport)", ({ language, viewport, member }) => {
  const text = TEXT[language];
  const order = buyAgainOrder(member);

  // One journey in steps (the owner's context and two page loads fewer): the owner's order page, met on the way,
  // is the one a visitor then opens.
  it("puts a past order in the cart from the profile and from the order page, adding up, and says what changed; offers buy again on the order page to nobody but its owner", async () => {
    const signedIn = await signIn(member);
    const { page } = await open(browser, language, { viewport, signedIn });
    await page.goto(`${baseUrl()}${text.profile}`);

    // From the profile's list of orders.
    await page.getByRole("button", { name: text.buyAgain(order.number) }).click();
    const summary = page.getByRole("dialog", { name: text.added });
    await summary.waitFor();
    await summary.getByText(text.riserva).waitFor();
    await summary.getByText(text.repriced).waitFor();
    await summary.getByText(text.gone).waitFor();
    await expectAccessible(page, `buy again summary (${language}, ${viewport})`);
    expect(await cartOf(signedIn.token)).toEqual({
      "chianti-classico-2021": 6,
      "chianti-classico-riserva-2019": 6,
    });
    await summary.getByRole("button", { name: text.close }).first().click();
    await summary.waitFor({ state: "detached" });

    // Again from the order's own page, which offers it to its owner: the quantities add up.
    await page.getByRole("link", { name: order.number }).click();
    await page.waitForURL(/\/public\/expenses\//);
    await page.getByRole("button", { name: text.buyAgain(order.number) }).click();
    const again = page.getByRole("dialog", { name: text.added });
    await again.getByText(text.gone).waitFor();
    await expectAccessible(page, `buy again on the order page (${language}, ${viewport})`);
    expect(await cartOf(signedIn.token)).toEqual({
      "chianti-classico-2021": 12,
      "chianti-classico-riserva-2019": 12,
    });
    const orderPage = page.url();
    await again.getByRole("link", { name: text.checkout }).click();
    await page.waitForURL(/\/shop-pages\/cantina\/checkout/);

    // Buy again on the order page to nobody but its owner (the owner was offered it above): a visitor with the link
    // sees the order, without the button.
    const visitor = await open(browser, language, { viewport });
    await visitor.page.goto(orderPage);
    await visitor.page.getByRole("heading", { level: 1 }).waitFor();
    await visitor.page.getByText("Chianti Classico Riserva DOCG 2019").first().waitFor();
    expect(await visitor.page.getByRole("button", { name: text.buyAgain(order.number) }).count()).toBe(0);
  });
});
