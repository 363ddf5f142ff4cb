import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { animationsDone, baseUrl } from "./browser";

/** Visible texts the journeys look for, per language. */
export const TEXT = {
  en: {
    chianti: "Chianti Classico DOCG 2021",
    /** A product card's button: its visible text, then the product it adds (WCAG 2.5.3 Label in Name). */
    addToCart: (title: string) => `Add to cart ${title}`,
    addOne: (title: string) => `Add one ${title}`,
    quantityOf: (title: string) => `Quantity of ${title}`,
    goToCheckout: "Go to checkout",
    missing: (n: number) =>
      `Chianti Classico DOCG 2021 comes in cases of 6: add ${n} more ${n === 1 ? "bottle" : "bottles"} to complete one.`,
    reds: "Reds",
    cellar: "The Cellar",
    cartButton: /^Cart: /,
    yourCart: "Your cart",
  },
  it: {
    chianti: "Chianti Classico DOCG 2021",
    addToCart: (title: string) => `Aggiungi al carrello ${title}`,
    addOne: (title: string) => `Aggiungi un ${title}`,
    quantityOf: (title: string) => `Quantità di ${title}`,
    goToCheckout: "Vai alla cassa",
    missing: (n: number) =>
      `Chianti Classico DOCG 2021 si vende in cartoni da 6: ${n === 1 ? "aggiungi ancora 1 bottiglia" : `aggiungi altre ${n} bottiglie`} per completarne uno.`,
    reds: "Rossi",
    cellar: "La Cantina",
    cartButton: /^Carrello: /,
    yourCart: "Il tuo carrello",
  },
} as const;

/**
 * Puts a case of six Chianti in the cart from the Reds shop and waits for the server's cart; on the shared
 * storefront unless `origin` names another (a Stripe club's).
 */
export async function addCaseOfChianti(
  page: Page,
  language: "en" | "it" = "en",
  origin = baseUrl(),
): Promise<void> {
  const text = TEXT[language];
  await page.goto(`${origin}/${language}/shop-pages/cantina/shops/cantina-rossi`);
  // A member's cart may already hold the case (journeys share the demo members): then there is nothing to add.
  const add = page.getByRole("button", { name: text.addToCart(text.chianti) });
  const quantity = page.getByRole("spinbutton", { name: text.quantityOf(text.chianti) }).first();
  await add.or(quantity).first().waitFor();
  if (!(await add.isVisible()) && (await quantity.inputValue()) === "6") return;
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "PATCH" && response.url().includes("/cart") && response.ok(),
  );
  await add.click();
  await saved;
}

/**
 * A case of six Chianti put in the Cellar's cart through the storefront's API (its proxy), for journeys that start
 * at checkout and are not about filling a cart (browse-cart's journeys are): the cart of the context's member when
 * it keeps a token, else of its visitor, whose cart id is kept for the app to find. Saves each such journey a shop
 * page's load and the cart's debounce.
 */
export async function putCaseOfChiantiInCart(page: Page, origin = baseUrl()): Promise<void> {
  const context = page.context();
  const kept =
    (await context.storageState()).origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  const token = kept.find((entry) => entry.name === "club.token")?.value;
  let cartId = kept.find((entry) => entry.name === "club.cartId")?.value;
  if (!token && !cartId) {
    const id = randomUUID();
    cartId = id;
    await context.addInitScript(
      ({ origin, id }) => {
        if (window.top === window && location.origin === origin && !localStorage.getItem("club.cartId"))
          localStorage.setItem("club.cartId", id);
      },
      { origin, id },
    );
  }
  const response = await fetch(`${origin}/api/v2/shop-pages/cantina/cart`, {
    method: "PATCH",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      "X-App-Token": await appTokenOf(origin),
      "X-Club-Origin": new URL(origin).host,
      ...(token ? { Authorization: `Bearer ${token}` } : { "X-Cart-Id": cartId as string }),
    },
    body: JSON.stringify({ items: [{ shopItemId: "chianti-classico-2021", quantity: 6 }] }),
  });
  if (!response.ok) throw new Error(`filling the cart failed: ${response.status} ${await response.text()}`);
}

const appTokens = new Map<string, Promise<string>>();

/** The app token a storefront hands its pages (public: it is in every page's bootstrap). */
function appTokenOf(origin: string): Promise<string> {
  let token = appTokens.get(origin);
  if (!token) {
    token = fetch(`${origin}/en/login`)
      .then((response) => response.text())
      .then((html) => {
        // In the bootstrap's JSON: a script's text, or a meta's attribute (quotes escaped).
        const found = /(?:"|&quot;)appToken(?:"|&quot;):(?:"|&quot;)([^"&]+)/.exec(html)?.[1];
        if (!found) throw new Error(`no app token in ${origin}'s page`);
        return found;
      });
    appTokens.set(origin, token);
  }
  return token;
}

/**
 * The cart of the current shop page: the sidebar beside the products on wide screens; below 1024 px it lives in a
 * sheet, opened here from the top bar's cart button.
 */
export async function openCart(page: Page, language: "en" | "it" = "en"): Promise<Locator> {
  // A server-rendered page shows the cart (the visitor's own data) once the app has hydrated it.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const sidebar = page.locator("aside");
  // From 1024px the cart sits beside the products.
  if ((page.viewportSize()?.width ?? 0) >= 1024) {
    const beside = await sidebar.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (beside) return sidebar;
  }
  const text = TEXT[language];
  await page.getByRole("banner").getByRole("button", { name: text.cartButton }).click();
  const sheet = page.getByRole("dialog", { name: text.yourCart });
  await sheet.waitFor();
  // The sheet slides in: a click aimed at a control before it settles would land beside it.
  await animationsDone(sheet);
  return sheet;
}
