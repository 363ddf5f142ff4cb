import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  baseUrl,
  countRequests,
  EACH_LANGUAGE_AND_SIZE_ONCE,
  expectAccessible,
  open,
  workerBrowser,
} from "./setup/browser";
import { openCart, TEXT } from "./setup/shop";

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

describe.each(EACH_LANGUAGE_AND_SIZE_ONCE)("browse and cart in %s on a %s", (language, viewport) => {
  const text = TEXT[language];

  // One journey from the menu to a product and back to its shop, then the cart there: the cart's steps need an
  // empty cart, not a fresh page, so they follow on instead of loading the shop again in a new context.
  it("goes from the menu to a shop page, a shop and a product (deep link); shows the missing count of a quantity rule, then fixes it; rapid clicks make one cart request", async () => {
    const { page, context, problems } = await open(browser, language, { viewport });
    await page.goto(`${baseUrl()}/${language}/`);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: text.cellar, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: text.cellar }).waitFor();
    await expectAccessible(page, "shop page");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: text.reds, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: text.reds }).waitFor();
    await expectAccessible(page, "shop");
    await page.getByRole("link", { name: text.chianti }).first().click();
    await page.waitForURL(/\/shops\/cantina-rossi\/products\/chianti-classico-2021/);
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: text.chianti }).waitFor();
    await expectAccessible(page, "product");
    // Closing the dialog goes back to the grid where it was.
    await page.keyboard.press("Escape");
    await page.waitForURL(/\/shops\/cantina-rossi(\?.*)?$/);
    await page.getByRole("dialog").waitFor({ state: "detached" });
    // The product's address on a fresh load (a shared link) is the product's own page, under its shop's breadcrumb.
    await page.goBack();
    await page.waitForURL(/\/products\/chianti-classico-2021/);
    await page.getByRole("dialog").getByRole("heading", { name: text.chianti }).waitFor();
    await page.reload();
    await page.getByRole("heading", { level: 1, name: text.chianti }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    await expectAccessible(page, "product page");
    await page.getByRole("main").getByRole("link", { name: text.reds, exact: true }).click();
    await page.waitForURL(/\/shops\/cantina-rossi(\?.*)?$/);
    expect(problems).toEqual([]);

    // Back on the shop (client-side, the cart still empty): a quantity rule's missing count, then fixed.
    await page.getByRole("heading", { level: 1, name: text.reds }).waitFor();
    const first = await countRequests(page, "PATCH", /\/cart$/, async () => {
      await page.getByRole("button", { name: text.addToCart(text.chianti) }).click();
    });
    expect(first).toBe(1);
    const cart = await openCart(page, language);
    const quantity = cart.getByRole("spinbutton", { name: text.quantityOf(text.chianti) });
    await expect.poll(() => quantity.inputValue()).toBe("6");
    await quantity.fill("8");
    // The hint shows optimistically: wait for the server's answer too, or the burst below would be counted with
    // this change's request when the debounce ends inside it.
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === "PATCH" && /\/cart$/.test(new URL(response.url()).pathname),
    );
    await quantity.press("Enter");
    await answered;
    await expect.poll(() => cart.getByText(text.missing(4)).count(), { timeout: 10_000 }).toBe(1);
    await expectAccessible(page, "cart with a rule hint");
    const patches = await countRequests(page, "PATCH", /\/cart$/, async () => {
      // Four real clicks in a burst, as a quick hand makes them (the mouse, without Playwright's checks before
      // each click, which on a busy machine could space them beyond the debounce).
      const plus = cart.getByRole("button", { name: text.addOne(text.chianti) });
      await plus.scrollIntoViewIfNeeded();
      // Aimed anew at each click (a few ms): the line's hint below the stepper rewraps as the count changes.
      for (let i = 0; i < 4; i += 1) {
        const box = (await plus.boundingBox())!;
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      }
    });
    expect(patches).toBe(1);
    await expect.poll(() => quantity.inputValue()).toBe("12");
    await expect.poll(() => cart.getByText(text.missing(4)).count()).toBe(0);
    await expect.poll(() => cart.getByRole("button", { name: text.goToCheckout }).isEnabled()).toBe(true);
    await context.close();
  });
});
