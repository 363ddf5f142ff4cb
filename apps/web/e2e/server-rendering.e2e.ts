import { isDeepStrictEqual } from "node:util";
import type { Browser, ConsoleMessage, Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./setup/account";
import { baseUrl, countRequests, open, requestsDuring, workerBrowser } from "./setup/browser";
import { openCheckout } from "./setup/checkout";
import { MEMBERS } from "./setup/members";
import { openCart, TEXT } from "./setup/shop";

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

const SHOP_PAGE = "/shop-pages/cantina";
const SHOP = `${SHOP_PAGE}/shops/cantina-rossi`;
const PRODUCT = `${SHOP}/products/chianti-classico-2021`;
const PRICE = /€\s?\d+[.,]\d{2}|\d+[.,]\d{2}\s?€/;

/** Every public route the server renders, with what its first screen must show. */
const ROUTES = [
  { path: "/", heading: null },
  { path: SHOP_PAGE, heading: "cellar" },
  { path: SHOP, heading: "reds" },
  { path: PRODUCT, heading: "chianti" },
  { path: "/pages/visite", heading: null },
  { path: "/fidelity-programs", heading: null },
] as const;

/** Reads the platform answered already in the page the server sent (they must not be asked again). */
const SERVER_ANSWERED =
  /^\/api\/v2\/(config|theme|style|club|pages\/[^/]+|shop-pages\/[^/]+|shop-pages\/[^/]+\/shops\/[^/]+\/shop-items\/[^/]+)$/;

/** Console messages that tell of a hydration that did not match, or any error or warning at all. */
function watchConsole(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (["error", "warning"].includes(message.type()) && !/status of 4\d\d/.test(message.text()))
      seen.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => seen.push(`pageerror: ${error.message}`));
  return seen;
}

/** What a page tells search engines and link previews, read from its document. */
function headOf(page: Page) {
  return page.evaluate(() => {
    const attribute = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: attribute('meta[name="description"]', "content"),
      canonical: attribute('link[rel="canonical"]', "href"),
      alternates: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) =>
        link.getAttribute("href"),
      ),
      robots: attribute('meta[name="robots"]', "content"),
      // In any order: React places a tag kept from the previous page where it was.
      openGraph: [...document.head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')]
        .map(
          (meta) =>
            `${meta.getAttribute("property") ?? meta.getAttribute("name")}=${meta.getAttribute("content")}`,
        )
        .sort(),
      jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent,
      ),
    };
  });
}

// The order summary's heading at checkout.
const ORDER_SUMMARY = { en: "Your order", it: "Il tuo ordine" } as const;

describe.each(["en", "it"] as const)("server rendering in %s", (language) => {
  const text = TEXT[language];

  it("without JavaScript shows home, shop page, shop and product with names, prices, pictures and links", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: `${language}-IT` });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/${language}/`);
    // Home: the club's shop pages, linked.
    const cellar = page.getByRole("link", { name: text.cellar }).first();
    await cellar.waitFor();
    await cellar.click();
    await page.waitForURL(new RegExp(`/${language}/shop-pages/cantina`));
    await page.getByRole("heading", { level: 1, name: text.cellar }).waitFor();
    expect(await page.getByText(text.chianti).count()).toBeGreaterThan(0);
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText(), the text as shown (not hidden text).
    expect(await page.locator("main").innerText()).toMatch(PRICE);
    // Pictures are real files, not placeholders waiting for a script.
    const src = await page.locator("main img").first().getAttribute("src");
    expect(src).toBeTruthy();
    expect((await page.request.get(new URL(src!, baseUrl()).href)).ok()).toBe(true);
    // The shop, by following its link.
    await page.goto(`${baseUrl()}/${language}${SHOP}`);
    await page.getByRole("heading", { level: 1, name: text.reds }).waitFor();
    await page.getByRole("link", { name: text.chianti }).first().click();
    await page.waitForURL(/products\/chianti-classico-2021/);
    // The product's deep link: its name, price and picture in the server's markup.
    await page.getByRole("heading", { level: 1, name: text.chianti }).waitFor();
    const product = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { level: 1, name: text.chianti }) });
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText(), the text as shown (not hidden text).
    expect(await product.innerText()).toMatch(PRICE);
    // Its picture first, fetched before anything else (the related items' pictures follow, lazily).
    const picture = product.locator("img").first();
    expect(await picture.getAttribute("fetchpriority")).toBe("high");
    expect((await page.request.get(new URL((await picture.getAttribute("src"))!, baseUrl()).href)).ok()).toBe(
      true,
    );
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText(), the text as shown (not hidden text).
    expect(await page.locator("body").innerText()).not.toContain(
      language === "it" ? "Caricamento" : "Loading",
    );
    await context.close();
  });

  // One visitor's journey in steps (two contexts and cold page loads fewer): hydration on every route, the head on
  // client navigation, adding to the cart at once after hydration.
  it("hydrates every public route without a mismatch or a second read, for a visitor; on client navigation the head becomes the route's, the one the server writes for the address; adds to the cart at once after hydration", async () => {
    const { page, context, problems } = await open(browser, language);
    const messages = watchConsole(page);
    for (const route of ROUTES) {
      const reads = await requestsDuring(
        page,
        (request: Request) =>
          request.method() === "GET" && SERVER_ANSWERED.test(new URL(request.url()).pathname),
        async () => {
          await page.goto(`${baseUrl()}/${language}${route.path}`);
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        },
        { atLeast: 0 },
      );
      expect(reads.map((request) => new URL(request.url()).pathname)).toEqual([]);
      if (route.heading) await page.getByRole("heading", { name: text[route.heading] }).first().waitFor();
    }
    expect(messages).toEqual([]);
    // On client navigation the head becomes the route's, the one the server writes for the address.
    await page.goto(`${baseUrl()}/${language}/`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // The server's own head for the address: its HTML, no script run on it.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const served = await plain.newPage();
    for (const [link, path] of [
      [text.cellar, SHOP_PAGE],
      [text.chianti, PRODUCT],
    ] as const) {
      await page.getByRole("link", { name: link }).first().click();
      await page.waitForURL(new RegExp(`${path}$`));
      // Each poll asks the server again: under load its read of the club may have timed out (a degraded head).
      await expect
        .poll(async () => {
          await served.goto(`${baseUrl()}/${language}${path}`);
          const [client, server] = [await headOf(page), await headOf(served)];
          return server.title.includes(link) && isDeepStrictEqual(client, server)
            ? "same"
            : { client, server };
        })
        .toBe("same");
    }
    await plain.close();
    expect(problems).toEqual([]);

    // Adds to the cart at once after hydration (the visitor's cart is still empty: nothing was added above).
    await page.goto(`${baseUrl()}/${language}${SHOP}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const patches = await countRequests(page, "PATCH", /\/cart$/, async () => {
      await page.getByRole("button", { name: text.addToCart(text.chianti) }).click();
    });
    expect(patches).toBe(1);
    const cart = await openCart(page, language);
    await expect
      .poll(() => cart.getByRole("spinbutton", { name: text.quantityOf(text.chianti) }).inputValue())
      .toBe("6");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("hydrates without a mismatch for a signed-in member, who then sees their own view", async () => {
    const { page, context } = await open(browser, language, {
      signedIn: await signIn(MEMBERS.memberArea),
    });
    const messages = watchConsole(page);
    for (const route of ROUTES) {
      await page.goto(`${baseUrl()}/${language}${route.path}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    }
    // After hydration the page reads the member's own view: their address shows in the top bar.
    await page.getByTestId("user-email").waitFor();
    expect(messages).toEqual([]);
    await context.close();
  });

  // Which scripts load before the step's paint is React Router's (its modulepreloads) and measured by `pnpm budgets`.
  it("a page the browser renders (checkout) paints its first step, then its order summary, with no console error", async () => {
    const { page, context } = await open(browser, language);
    const messages = watchConsole(page);
    await openCheckout(page, language);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.locator("#checkout-birthDate-hint").waitFor();
    await page.getByRole("heading", { name: ORDER_SUMMARY[language] }).waitFor();
    expect(messages).toEqual([]);
    await context.close();
  });
});
