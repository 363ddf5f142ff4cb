import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./setup/account";
import { baseUrl, expectAccessible, open, workerBrowser } from "./setup/browser";
import { CHECKOUT } from "./setup/checkout";
import { MEMBERS } from "./setup/members";

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

// The demo seed: the Toscana IGT Sangiovese 2022 costs €12.00, €10.50 for members; the Vin Santo 2015 of the Pantry
// is sold to members only.
const SANGIOVESE = "Toscana IGT Sangiovese 2022";
const VIN_SANTO = "Vin Santo del Chianti Classico DOC 2015";
const SANGIOVESE_PATH = "/shop-pages/cantina/shops/cantina-rossi/products/toscana-sangiovese-2022";
const VIN_SANTO_PATH = "/shop-pages/dispensa/shops/dispensa-fattoria/products/vin-santo-2015";

describe("member prices and members-only wines", () => {
  it("shows a visitor the member price as an invitation to join, and a members-only wine with its reason (en, desktop)", async () => {
    const { page, context, problems } = await open(browser, "en", { viewport: "desktop" });
    await page.goto(`${baseUrl()}/en/shop-pages/cantina/shops/cantina-rossi`);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: SANGIOVESE }) });
    const invitation = card.locator("[data-member-price=invitation]");
    await invitation.waitFor();
    expect(await invitation.textContent()).toBe("€10.50 for members — join the club");
    const join = card.getByRole("link", { name: "join the club" });
    // The club is open to all: sign-up, then back to the product.
    expect(await join.getAttribute("href")).toBe(
      `/en/signup?returnUrl=${encodeURIComponent(`/en${SANGIOVESE_PATH}`)}`,
    );
    await expectAccessible(page, "shop with a member price (visitor, en, desktop)");

    // The members-only wine: visible, its add button replaced by the reason and a way to log in.
    // Its address, as shared: the product's own page.
    await page.goto(`${baseUrl()}/en${VIN_SANTO_PATH}`);
    const product = page.getByRole("article", { name: VIN_SANTO });
    await product.getByText("Members only", { exact: true }).waitFor();
    await product.getByText("This wine is for club members only.").waitFor();
    expect(await product.getByRole("button", { name: /Add to cart/ }).count()).toBe(0);
    await expectAccessible(page, "members-only product (visitor, en, desktop)");
    await product.getByRole("link", { name: /^Log in to buy it/ }).click();
    await page.waitForURL(
      (url) => url.pathname === "/en/login" && url.searchParams.get("returnUrl") === `/en${VIN_SANTO_PATH}`,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it("charges a member the member price, from the product to the placed order (it, phone)", async () => {
    const member = MEMBERS.memberPricesIt;
    const text = CHECKOUT.it;
    const { page, context, problems } = await open(browser, "it", {
      viewport: "phone",
      signedIn: await signIn(member),
    });
    await page.goto(`${baseUrl()}/it${SANGIOVESE_PATH}`);
    const product = page.getByRole("article", { name: SANGIOVESE });
    const applied = product.locator("[data-member-price=applied]");
    await applied.waitFor();
    expect((await applied.textContent())?.replace(/\s/g, " ")).toBe(
      "Prezzo soci10,50 €prezzo al pubblico12,00 €",
    );
    expect(await product.getByRole("link", { name: "iscriviti al club" }).count()).toBe(0);
    await expectAccessible(page, "product at the member price (member, it, phone)");
    // The case is saved (after the cart's debounce) before the page is left.
    const saved = page.waitForResponse(
      (response) => response.request().method() === "PATCH" && response.url().includes("/cantina/cart"),
    );
    await product.getByRole("button", { name: "Aggiungi al carrello" }).click();
    const cart = (await (await saved).json()) as {
      lines: Array<{ unitPrice: { amount: number }; listUnitPrice?: { amount: number } }>;
    };
    expect(cart.lines).toEqual([
      expect.objectContaining({
        unitPrice: expect.objectContaining({ amount: 1050 }),
        listUnitPrice: expect.objectContaining({ amount: 1200 }),
      }),
    ]);

    await page.goto(`${baseUrl()}/it/shop-pages/cantina/checkout`);
    // The order's summary: the line at the member price beside the public one, and the saving.
    const summary = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Il tuo ordine" }) });
    await summary.locator("[data-member-price=applied]").waitFor();
    expect((await summary.locator("[data-member-price=applied]").textContent())?.replace(/\s/g, " ")).toBe(
      "Prezzo soci10,50 €prezzo al pubblico12,00 €",
    );
    await summary.getByText("Risparmio soci (incluso)").waitFor();
    await page.getByRole("button", { name: text.continue }).click();
    await page.getByRole("radio", { name: text.courier }).check();
    await page.getByRole("button", { name: text.continue }).click();
    await expectAccessible(page, "checkout at the member price (member, it, phone)");
    await page.getByLabel("Numero della carta").fill("4242 4242 4242 4242");
    await page.getByLabel("Scadenza (MM/AA)").fill("12/34");
    await page.getByLabel("Codice di sicurezza (CVC)").fill("123");
    const answer = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("/checkout"),
    );
    await page.getByRole("button", { name: text.placeOrder }).click();
    const placed = (await (await answer).json()) as {
      expense: { subtotal: { amount: number }; total: { amount: number } };
    };
    // Six bottles at €10.50 and the Italian courier's €9.90: what the server charged, not what the page said.
    expect(placed.expense.subtotal.amount).toBe(6300);
    expect(placed.expense.total.amount).toBe(7290);
    await page.getByRole("heading", { level: 1, name: text.thanks }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
