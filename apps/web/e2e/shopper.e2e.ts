import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { logIn, profileStatus, signIn } from "./setup/account";
import {
  baseUrl,
  expectAccessible,
  open,
  pageIsLive,
  requestsDuring,
  VIEWPORTS,
  type Viewport,
  workerBrowser,
} from "./setup/browser";
import { MEMBERS } from "./setup/members";
import { TEXT } from "./setup/shop";
import { expectInViewport, requestsTo } from "./setup/shopper";

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

/** What a shopper reads, per language (issue 10/11 journeys outside the checkout). */
const SAY = {
  en: {
    cart: (n: number) => `Cart: ${n} ${n === 1 ? "item" : "items"}`,
    yourCart: "Your cart",
    added: "Added to your cart",
    viewCart: "View cart",
    fixFirst: "Complete the notes above to go to checkout.",
    perOrder: "At most 2 per order",
    magnum: "Gran Selezione DOCG 2016 Magnum",
    orderNotFound: "Order not found",
    pageNotFound: "Page not found",
    shopNotFound: "Shop not found",
    shopNow: "Shop now",
    ourShops: "Our shops",
    vat: "VAT number IT01234560485",
    privacy: "Privacy policy",
    cookiePolicy: "Cookie policy",
    cookieSettings: "Cookie settings",
    consent: "Cookie consent",
    necessary: "Only necessary",
    acceptAll: "Accept all",
    closeBanner: "Close and keep only necessary cookies",
    freeShipping: "Free shipping in Italy above €150",
    profile: "Profile",
    logOut: "Log out",
    logIn: "Log in",
    signUp: "Sign up",
    mainMenu: "Main menu",
    fidelity: "Fidelity programs",
    invoice: "Invoice requested",
    receipt: "Receipt",
    member: { email: "marco.bianchi@example.com", password: "sangiovese2026" },
  },
  it: {
    cart: (n: number) => `Carrello: ${n} ${n === 1 ? "articolo" : "articoli"}`,
    yourCart: "Il tuo carrello",
    added: "Aggiunto al carrello",
    viewCart: "Vedi il carrello",
    fixFirst: "Risolvi le indicazioni qui sopra per andare alla cassa.",
    perOrder: "Al massimo 2 per ordine",
    magnum: "Gran Selezione DOCG 2016 Magnum",
    orderNotFound: "Ordine non trovato",
    pageNotFound: "Pagina non trovata",
    shopNotFound: "Negozio non trovato",
    shopNow: "Vai al negozio",
    ourShops: "I nostri negozi",
    vat: "P. IVA IT01234560485",
    privacy: "Informativa privacy",
    cookiePolicy: "Informativa sui cookie",
    cookieSettings: "Impostazioni cookie",
    consent: "Consenso ai cookie",
    necessary: "Solo necessari",
    acceptAll: "Accetta tutti",
    closeBanner: "Chiudi e usa solo i cookie necessari",
    freeShipping: "Spedizione gratuita in Italia sopra i 150 €",
    profile: "Profilo",
    logOut: "Esci",
    logIn: "Accedi",
    signUp: "Registrati",
    mainMenu: "Menu principale",
    fidelity: "Programmi fedeltà",
    invoice: "Fattura richiesta",
    receipt: "Ricevuta",
    member: { email: "giulia.rossi@example.com", password: "vendemmia2026" },
  },
} as const;

const REDS = "/shop-pages/cantina/shops/cantina-rossi";

// Adding and the cart sheet run in both languages; the rules after them in one each, the languages taking turns
// (README, "Languages and sizes in the journeys"), here and in the files' other groups.
describe.each(["en", "it"] as const)("the cart on a phone, in %s", (language) => {
  const say = SAY[language];
  const text = TEXT[language];

  it("adds with a toast and a count in the top bar, opens the cart as a sheet, and says why checkout waits", async () => {
    const { page, context, problems } = await open(browser, language, { viewport: "phone" });
    await page.goto(`${baseUrl()}/${language}${REDS}`);
    const cartButton = page.getByRole("banner").getByRole("button", { name: /^(Cart|Carrello):/ });
    await expect.poll(() => cartButton.getAttribute("aria-label")).toBe(say.cart(0));
    // Two products side by side: a denser list on phones.
    const cards = page.getByRole("main").getByRole("article");
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    // The club's name, too long for a phone's bar, ends in an ellipsis instead of being cut mid-letter.
    const brand = page.getByRole("banner").locator("[data-brand-name]");
    expect(
      await brand.evaluate((name) => ({
        overflow: getComputedStyle(name).textOverflow,
        cut: name.scrollWidth > name.clientWidth,
      })),
    ).toEqual({ overflow: "ellipsis", cut: true });
    // The cart no longer sits below every product on small screens: it is behind the top bar's button.
    expect(await page.locator("aside").isVisible()).toBe(false);

    await page.getByRole("button", { name: text.addToCart(text.chianti) }).click();
    const toast = page.getByRole("region", { name: /Notifications|Notifiche/ }).getByRole("status");
    await expect.poll(() => toast.textContent()).toContain(say.added);
    expect(await toast.textContent()).toContain(`6 × ${text.chianti}`);
    await expectInViewport(page, toast, "the add-to-cart toast");
    await expect.poll(() => cartButton.getAttribute("aria-label")).toBe(say.cart(6));
    // The count shows on the button (its accessible name says it too).
    expect(await cartButton.locator("xpath=..").textContent()).toBe("6");

    // "View cart" while the toast shows, then one more bottle breaks the case: the line says so, about the product.
    await toast.getByRole("button", { name: say.viewCart }).click();
    const sheet = page.getByRole("dialog", { name: say.yourCart });
    await expectInViewport(page, sheet, "the cart sheet");
    await sheet.getByRole("button", { name: text.addOne(text.chianti) }).click();
    // (The top bar is inert behind the modal sheet: read its count by its attribute.)
    await expect
      .poll(() => page.locator("header [data-cart-count]").getAttribute("data-cart-count"), {
        timeout: 10_000,
      })
      .toBe("7");
    await expect.poll(() => sheet.getByText(text.missing(5)).count(), { timeout: 10_000 }).toBe(1);
    const checkout = sheet.getByRole("button", { name: text.goToCheckout });
    expect(await checkout.isDisabled()).toBe(true);
    // Never disabled without a visible reason.
    const reasonId = await checkout.getAttribute("aria-describedby");
    expect(await sheet.locator(`[id="${reasonId}"]`).textContent()).toBe(say.fixFirst);
    expect(await sheet.getByText(say.fixFirst).isVisible()).toBe(true);
    await expectAccessible(page, "cart sheet");

    const quantity = sheet.getByRole("spinbutton", { name: text.quantityOf(text.chianti) });
    await quantity.fill("12");
    await quantity.press("Enter");
    await expect.poll(() => checkout.isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await sheet.getByText(text.missing(5)).count()).toBe(0);
    await checkout.click();
    await page.waitForURL(/\/shop-pages\/cantina\/checkout/);
    await sheet.waitFor({ state: "detached" });
    expect(problems).toEqual([]);
    await context.close();
  });

  // One journey: the limit as the shopper meets it, then the same cart pushed over it from elsewhere (the problem
  // the platform reports). The second part needs the magnum in the cart, which the first leaves there.
  if (language === "it")
    it("shows the club's limit per order on the product, and stops there; shows the platform's problem on the line it concerns, in the page's language, with the way out", async () => {
      const { page, context } = await open(browser, language, { viewport: "desktop" });
      await page.goto(`${baseUrl()}/${language}/shop-pages/cantina/shops/cantina-magnum`);
      const saved = page.waitForResponse(
        (response) =>
          response.request().method() === "PATCH" && response.url().includes("/cart") && response.ok(),
      );
      // Magnums come in pairs, and this one at most one pair per order: adding it reaches the limit.
      await page.getByRole("button", { name: text.addToCart(say.magnum) }).click();
      const card = page.getByRole("main").getByRole("article").filter({ hasText: say.magnum });
      const plus = card.getByRole("button", { name: text.addOne(say.magnum) });
      await expect
        .poll(() => card.getByRole("spinbutton", { name: text.quantityOf(say.magnum) }).inputValue())
        .toBe("2");
      await expect.poll(() => card.getByText(say.perOrder).count(), { timeout: 10_000 }).toBe(1);
      expect(await plus.isDisabled()).toBe(true);
      // The cart beside it says the same on its line.
      const cart = page.locator("aside");
      await expect.poll(() => cart.getByText(say.perOrder).count(), { timeout: 10_000 }).toBe(1);
      await saved;

      // Another tab (or an older cart) holds more than the club allows per order.
      const status = await page.evaluate(async () => {
        const response = await fetch("/api/v2/shop-pages/cantina/cart", {
          method: "PATCH",
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            "X-App-Token": "demo-castelvecchio",
            "X-Club-Origin": location.host,
            "X-Cart-Id": localStorage.getItem("club.cartId") ?? "",
          },
          body: JSON.stringify({ items: [{ shopItemId: "magnum-gran-selezione-2016", quantity: 4 }] }),
        });
        return response.status;
      });
      expect(status).toBe(200);
      await page.reload();
      const problem = `Puoi ordinare al massimo 2 di ${say.magnum}: riduci la quantità per continuare.`;
      const line = cart.locator("[data-line-problem=MAX_PER_ORDER]");
      await expect.poll(() => line.textContent(), { timeout: 10_000 }).toContain(problem);
      const checkout = cart.getByRole("button", { name: text.goToCheckout });
      expect(await checkout.isDisabled()).toBe(true);
      expect(await cart.getByText(say.fixFirst).isVisible()).toBe(true);
      await line.getByRole("button", { name: "Porta a 2" }).click();
      await expect.poll(() => line.count(), { timeout: 10_000 }).toBe(0);
      await expect.poll(() => checkout.isEnabled(), { timeout: 10_000 }).toBe(true);
      await expectAccessible(page, "cart after a line problem");
      await context.close();
    });
});

describe.each(["en"] as const)("the product view, in %s", (language) => {
  it("suggests related products (the item read asks for expand=related) and opens them", async () => {
    const { page, context } = await open(browser, language, { viewport: "phone" });
    // A deep link is read by the server (its answer comes with the page); opening the product from its shop is the
    // browser's own read.
    await page.goto(`${baseUrl()}/${language}${REDS}`);
    await pageIsLive(page);
    const reads = await requestsTo(page, /\/shop-items\//, async () => {
      await page.getByRole("link", { name: TEXT[language].chianti }).first().click();
      await page.getByRole("dialog").getByRole("heading", { name: TEXT[language].chianti }).waitFor();
    });
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((read) => new URL(read.split(" ")[1]!).searchParams.get("expand") === "related")).toBe(
      true,
    );
    const related = page
      .getByRole("dialog")
      .getByRole("region", { name: language === "en" ? "You may also like" : "Potrebbero piacerti anche" });
    const links = related.getByRole("link");
    expect(await links.count()).toBeGreaterThan(0);
    const name = (await links.first().textContent()) ?? "";
    expect(name).toContain("Chianti Classico Riserva DOCG 2019");
    await links.first().click();
    await page.waitForURL(/\/products\/chianti-classico-riserva-2019/);
    await page
      .getByRole("dialog")
      .getByRole("heading", { name: "Chianti Classico Riserva DOCG 2019" })
      .waitFor();
    await context.close();
  });
});

describe.each(["it"] as const)("wrong addresses, in %s", (language) => {
  const say = SAY[language];

  it("says what is missing on a not-found page with an h1, and asks the platform once", async () => {
    const { page, context } = await open(browser, language, { viewport: "desktop" });
    const order = await requestsTo(page, /^\/api\/v2\/public\/expenses\//, async () => {
      await page.goto(`${baseUrl()}/${language}/public/expenses/no-such-order-id`);
      await page.getByRole("heading", { level: 1, name: say.orderNotFound }).waitFor();
    });
    expect(order).toHaveLength(1);
    await expectAccessible(page, "order not found");
    // A malformed id (the platform answers 400) is a missing order too, not "fields missing".
    await page.goto(`${baseUrl()}/${language}/public/expenses/nope`);
    await page.getByRole("heading", { level: 1, name: say.orderNotFound }).waitFor();

    const custom = await requestsTo(page, /^\/api\/v2\/pages\//, async () => {
      await page.goto(`${baseUrl()}/${language}/pages/no-such-page`);
      await page.getByRole("heading", { level: 1, name: say.pageNotFound }).waitFor();
    });
    expect(custom).toHaveLength(1);

    await page.goto(`${baseUrl()}/${language}/shop-pages/cantina/shops/no-such-shop`);
    await page.getByRole("heading", { level: 1, name: say.shopNotFound }).waitFor();
    await page.goto(`${baseUrl()}/${language}/shop-pages/no-such-page`);
    await page.getByRole("heading", { level: 1, name: say.shopNotFound }).waitFor();
    await context.close();
  });
});

/**
 * From a visitor's home: the other language's config fails (sign-up hidden once it has), then in a fresh context the
 * club's data fails (no menu button: nothing to put in the drawer).
 */
async function expectShellWithoutConfigOrClub(page: Page, language: "en" | "it"): Promise<void> {
  const say = SAY[language];
  const other = language === "en" ? "it" : "en";
  await page.getByRole("link", { name: say.shopNow }).waitFor();
  // The first language came with the page; the other one is read by the browser: make its config fail.
  await page.route("**/api/v2/config*", (route) => route.fulfill({ status: 503, body: "{}" }));
  await page.getByRole("button", { name: language === "en" ? /Italiano/ : /English/ }).click();
  await page.waitForURL(new RegExp(`/${other}/$`));
  await page.getByRole("link", { name: SAY[other].shopNow }).waitFor();
  await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("link", { name: SAY[other].logIn }).waitFor();
  // Hidden once the config has failed (after its one retry).
  await expect.poll(() => dialog.getByRole("link", { name: SAY[other].signUp }).count()).toBe(0);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });

  // Without the club's data there is nothing to put in the drawer: no menu button.
  const fresh = await open(browser, language, { viewport: "desktop" });
  await fresh.page.goto(`${baseUrl()}/${language}/`);
  await fresh.page.getByRole("banner").getByRole("button", { name: "Menu" }).waitFor();
  await fresh.page.route("**/api/v2/club*", (route) => route.fulfill({ status: 503, body: "{}" }));
  await fresh.page.getByRole("button", { name: language === "en" ? /Italiano/ : /English/ }).click();
  await fresh.page.waitForURL(new RegExp(`/${other}/$`));
  await expect
    .poll(() => fresh.page.getByRole("banner").getByRole("button", { name: "Menu" }).count())
    .toBe(0);
  await fresh.context.close();
}

/**
 * The home a visitor sees: a way into the shop above the fold, the shop pages as picture cards, the demo's texts,
 * and the footer's legal data, policies and cookie settings.
 */
async function expectHomeAndFooter(page: Page, language: "en" | "it", size: Viewport): Promise<void> {
  const say = SAY[language];
  const shopNow = page.getByRole("link", { name: say.shopNow });
  await expectInViewport(page, shopNow, "the hero's call to action");
  expect((await shopNow.boundingBox())!.y + 40).toBeLessThanOrEqual(VIEWPORTS[size].viewport.height);

  // The shop pages as picture cards.
  const shops = page.getByRole("region", { name: say.ourShops }).getByRole("listitem");
  expect(await shops.count()).toBe(2);
  for (const card of await shops.all()) {
    const loaded = await card.locator("img").evaluate(async (img: HTMLImageElement) => {
      await img.decode().catch(() => undefined);
      return img.naturalWidth > 0;
    });
    expect(loaded).toBe(true);
  }

  // Demo texts agree with the courier's rule (free above €150), with no emoji in the content.
  const welcome = page.locator('[data-component-id="castelvecchio-welcome"]');
  expect((await welcome.textContent())?.replace(/\s+/g, " ")).toContain(say.freeShipping);
  expect(await welcome.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
  expect(
    await welcome
      .locator("li")
      .first()
      .evaluate((li) => getComputedStyle(li, "::before").content),
  ).toBe('""');

  // The footer: legal data, contact, privacy and cookie policies, and the cookie settings.
  const footer = page.getByRole("contentinfo");
  const footerText = (await footer.textContent()) ?? "";
  expect(footerText).toContain("Tenuta Castelvecchio Società Agricola S.r.l.");
  expect(footerText).toContain(say.vat);
  expect(await footer.getByRole("link", { name: "club@castelvecchio.example" }).getAttribute("href")).toBe(
    "mailto:club@castelvecchio.example",
  );
  expect(await footer.getByRole("link", { name: say.privacy }).getAttribute("href")).toBe(
    `/${language}/pages/privacy`,
  );
  expect(await footer.getByRole("link", { name: say.cookiePolicy }).getAttribute("href")).toBe(
    `/${language}/pages/cookie`,
  );
  expect(await footer.getByRole("button", { name: say.cookieSettings }).count()).toBe(1);
  await expectAccessible(page, "home");
}

describe.each(["en", "it"] as const)("home and footer, in %s", (language) => {
  const say = SAY[language];

  if (language === "en")
    it("shows a way into the shop above the fold (phone)", async () => {
      const { page, context, problems } = await open(browser, language, { viewport: "phone" });
      await page.goto(`${baseUrl()}/${language}/`);
      await expectHomeAndFooter(page, language, "phone");
      await page.getByRole("link", { name: say.shopNow }).click();
      await page.waitForURL(new RegExp(`/${language}/shop-pages/cantina$`));
      expect(problems).toEqual([]);
      await context.close();
    });

  if (language === "it")
    it("shows a way into the shop above the fold (desktop)", async () => {
      const { page, context, problems } = await open(browser, language, { viewport: "desktop" });
      await page.goto(`${baseUrl()}/${language}/`);
      await expectHomeAndFooter(page, language, "desktop");
      await page.getByRole("link", { name: say.shopNow }).click();
      await page.waitForURL(new RegExp(`/${language}/shop-pages/cantina$`));
      expect(problems).toEqual([]);
      await context.close();
    });
});

describe.each(["en", "it"] as const)("cookie consent, in %s", (language) => {
  const say = SAY[language];

  it("asks a first visitor in the page's language, remembers the choice and lets them change it", async () => {
    const { page, context } = await open(browser, language, { viewport: "phone", consent: false });
    const origins = new Set<string>();
    page.on("request", (request) => origins.add(new URL(request.url()).origin));
    await page.goto(`${baseUrl()}/${language}/`);
    const banner = page.getByRole("region", { name: say.consent });
    await expectInViewport(page, banner, "the consent banner");
    expect(await banner.getByRole("link", { name: say.cookiePolicy }).getAttribute("href")).toBe(
      `/${language}/pages/cookie`,
    );
    await expectAccessible(page, "consent banner");
    // Before a choice nothing but the shop's own origin is asked for: no third-party script.
    await page.waitForLoadState("networkidle");
    const ownOrigin = new URL(baseUrl()).origin;
    expect([...origins]).toEqual([ownOrigin]);
    const stored = () => page.evaluate(() => localStorage.getItem("club.consent"));

    await banner.getByRole("button", { name: say.necessary, exact: true }).click();
    await banner.waitFor({ state: "detached" });
    expect(await stored()).toBe("necessary");
    await page.reload();
    await page.getByRole("link", { name: say.shopNow }).waitFor();
    expect(await banner.count()).toBe(0);

    // Changed later from the footer.
    await page.getByRole("contentinfo").getByRole("button", { name: say.cookieSettings }).click();
    await banner.getByRole("button", { name: say.acceptAll }).click();
    await banner.waitFor({ state: "detached" });
    expect(await stored()).toBe("all");
    // Remembered across a reload too.
    await page.reload();
    await page.getByRole("link", { name: say.shopNow }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(await banner.count()).toBe(0);
    expect(await stored()).toBe("all");
    // The storefront has no script that waits for consent (packages/storefront/README.md, "Cookie consent"):
    // accepting everything loads nothing from anywhere else either.
    expect([...origins]).toEqual([ownOrigin]);

    // Closing it without choosing counts as a refusal.
    await page.getByRole("contentinfo").getByRole("button", { name: say.cookieSettings }).click();
    await banner.getByRole("button", { name: say.closeBanner }).click();
    await banner.waitFor({ state: "detached" });
    expect(await stored()).toBe("necessary");
    await context.close();
  });
});

describe.each(["en", "it"] as const)("the shell for members and visitors, in %s", (language) => {
  const say = SAY[language];

  it("shows the member's email on a phone, truncated on a shop page beside every button; the drawer in spec order; logs out through the platform, which refuses the token after", async () => {
    // A member of the journey's own, whose email is far longer than the phone's top bar (setup/members.ts).
    const member = language === "en" ? MEMBERS.shellEn : MEMBERS.shellIt;
    const { page, context } = await open(browser, language, { viewport: "phone" });
    await page.goto(`${baseUrl()}/${language}/login`);
    await logIn(page, member.email, member.password, language);
    const bar = page.getByRole("banner");
    const email = bar.getByTestId("user-email");
    await expect.poll(() => email.textContent()).toBe(member.email);
    await expectInViewport(page, email, "the member's email in the top bar");
    // Beside the email the bar shows the logo alone rather than a name cut to its first letter.
    const brandName = bar.locator("[data-brand-name]");
    expect(await brandName.evaluate((name) => name.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    expect(await bar.getByRole("link", { name: /Tenuta Castelvecchio/ }).count()).toBe(1);
    expect(await bar.getByRole("button", { name: say.profile }).count()).toBe(1);

    // On a shop page the bar also holds the cart: the email gives its width up to an ellipsis (one line, cut,
    // never wrapped or pushed past the edge), and every button of the bar stays on the screen.
    await page.getByRole("link", { name: say.shopNow }).click();
    await page.waitForURL(/\/shop-pages\/cantina$/);
    await bar.getByRole("button", { name: say.cart(0) }).waitFor();
    expect(
      await email.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          textOverflow: style.textOverflow,
          whiteSpace: style.whiteSpace,
          overflowX: style.overflowX,
          cut: element.scrollWidth > element.clientWidth,
        };
      }),
    ).toEqual({ textOverflow: "ellipsis", whiteSpace: "nowrap", overflowX: "hidden", cut: true });
    await expectInViewport(page, email, "the member's truncated email on a shop page");
    const buttons = bar.getByRole("button");
    // Menu, search, profile, cart, and the language switch's two (en, it).
    expect(await buttons.count()).toBe(6);
    const cut = (await email.boundingBox())!;
    for (const button of await buttons.all()) {
      const what = `the top bar's "${await button.getAttribute("aria-label")}"`;
      await expectInViewport(page, button, what);
      // Side by side with the email, not under it.
      const box = (await button.boundingBox())!;
      expect(box.x >= cut.x + cut.width || box.x + box.width <= cut.x, `${what} clear of the email`).toBe(
        true,
      );
    }

    await bar.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: say.mainMenu }).waitFor();
    // Logo, the menu's links, then the user block: every link of the drawer in document order.
    const links = (await page.getByRole("dialog").getByRole("link").allTextContents()).map((label) =>
      label.trim(),
    );
    const at = (label: string) => links.indexOf(label);
    expect(at("Home")).toBe(1);
    expect(links[0]).toContain("Tenuta Castelvecchio");
    expect(at(TEXT[language].cellar)).toBeGreaterThan(at("Home"));
    expect(at(TEXT[language].reds)).toBeGreaterThan(at(TEXT[language].cellar));
    expect(at(say.fidelity)).toBeGreaterThan(at(TEXT[language].reds));
    expect(at(say.privacy)).toBeGreaterThan(at(say.fidelity));
    expect(at(say.profile)).toBe(links.length - 1);

    // The logout sends the member's own token to the platform, which refuses that token from then on.
    const token = await page.evaluate(() => localStorage.getItem("club.token"));
    expect(token).toBeTruthy();
    expect(await profileStatus(token!)).toBe(200);
    const logout = await requestsDuring(
      page,
      (request) => new URL(request.url()).pathname === "/api/v2/auth/logout",
      async () => {
        // The page reloads once the platform has answered.
        const reloaded = page.waitForEvent("load");
        await page.getByRole("dialog").getByRole("button", { name: say.logOut }).click();
        await reloaded;
      },
    );
    expect(
      await Promise.all(
        logout.map(async (request) => `${request.method()} ${(await request.allHeaders()).authorization}`),
      ),
    ).toEqual([`POST Bearer ${token}`]);
    expect(await profileStatus(token!)).toBe(401);
    await page.getByRole("heading", { level: 1, name: TEXT[language].cellar }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("club.token"))).toBeNull();
    expect(await bar.getByRole("button", { name: say.profile }).count()).toBe(0);
    expect(await bar.getByTestId("user-email").count()).toBe(0);
    await context.close();
  });

  // Its own page load: merged into the desktop home journey (after leaving the home and coming back) it once still
  // showed sign-up under heavy load, a failure not understood yet.
  if (language === "en")
    it("hides sign-up when the config fails, and the menu button when the club fails (architecture §2, §4)", async () => {
      const { page, context } = await open(browser, language, { viewport: "desktop" });
      await page.goto(`${baseUrl()}/${language}/`);
      await expectShellWithoutConfigOrClub(page, language);
      await context.close();
    });

  if (language === "it")
    it("never carries one-shot flags to the next page, and keeps the first _token", async () => {
      const { page, context } = await open(browser, language, { viewport: "desktop" });
      await page.goto(`${baseUrl()}/${language}/?passwordChanged=1&returnUrl=%2Fen%2Fprofile&utm=mail`);
      await page.getByRole("link", { name: say.shopNow }).click();
      await page.waitForURL(/\/shop-pages\/cantina\?utm=mail$/);

      await page.goto(`${baseUrl()}/${language}/shop-pages/dispensa?_token=first`);
      // The first page keeps its _token once its script runs (the window's load no longer waits for that).
      await pageIsLive(page);
      await page.goto(`${baseUrl()}/${language}/?_token=second`);
      await page.waitForURL(/\/\?_token=first$/);
      // The browser's own reads: a navigation once the page is live (the server answered the page's first ones).
      await pageIsLive(page);
      const calls = await requestsTo(page, /^\/api\/v2\//, async () => {
        await page.getByRole("link", { name: say.shopNow }).click();
        await page.waitForURL(/\/shop-pages\/cantina\?_token=first$/);
      });
      expect(calls.length).toBeGreaterThan(0);
      expect(calls.every((call) => new URL(call.split(" ")[1]!).searchParams.get("_token") === "first")).toBe(
        true,
      );
      await context.close();
    });
});

describe.each(["en", "it"] as const)("order pages, in %s", (language) => {
  const say = SAY[language];

  it("show each product's picture and whether an invoice was requested", async () => {
    // Signed in through the platform: the journey is about the order page, not the login screen.
    const { page, context } = await open(browser, language, {
      viewport: "desktop",
      signedIn: await signIn(say.member),
    });
    await page.goto(`${baseUrl()}/${language}/profile`);
    // Marco's seeded order asked for an invoice; Giulia's oldest did not.
    const orders = page.getByRole("table").getByRole("link");
    await orders.last().click();
    await page.waitForURL(/\/public\/expenses\//);
    await page.getByRole("heading", { level: 1 }).waitFor();
    const document = page.getByTestId("expense-document");
    expect(await document.textContent()).toBe(language === "en" ? say.invoice : say.receipt);
    const pictures = page.getByRole("main").locator("img");
    expect(await pictures.count()).toBeGreaterThan(0);
    expect(
      await pictures.first().evaluate(async (img: HTMLImageElement) => {
        await img.decode().catch(() => undefined);
        return img.naturalWidth > 0;
      }),
    ).toBe(true);
    await expectAccessible(page, "public order");
    await context.close();
  });
});
