import { describe, expect, it } from "vitest";
import { createWebApp } from "./app";
import { createObservability } from "./observability";
import { catalogPlatform } from "./ssr-fixtures";
import { options } from "./test-fixtures";

// Checkout's server render: its first step for a browser whose cart hint says the cart has lines, the loading
// screen otherwise; neither ever with personal data, indexed or kept.

const HINT = "club_cart_cellar=1";

function checkoutApp() {
  const platform = catalogPlatform();
  const app = createWebApp({
    ...options(platform as never),
    observability: createObservability({ level: "silent" }),
    pageCache: { entries: 10, ttlMs: 60_000 },
  });
  const get = async (path: string, cookie?: string) => {
    const headers: Record<string, string> = { "User-Agent": "Mozilla/5.0 Chrome/130" };
    if (cookie) headers.Cookie = cookie;
    const response = await app.request(`http://shop.test${path}`, { headers });
    const html = await response.text();
    // Whatever the page cache would keep is kept once its copy is read to the end.
    await new Promise((resolve) => setTimeout(resolve, 10));
    return { response, html, root: rootOf(html), data: dataOf(html) };
  };
  const personalReads = () =>
    platform.mock.calls
      .map(([input]) => new URL(String(input instanceof Request ? input.url : input)).pathname)
      .filter((path) => path.includes("/cart") || path.includes("/profile"));
  return { get, personalReads };
}

/**
 * The page's markup: its body without scripts, the boundaries React streams after the shell included (a large one
 * comes after it even when it is ready).
 */
const rootOf = (html: string) =>
  html.slice(html.indexOf("<body")).replace(/<script\b[^>]*>.*?<\/script>/gs, "");
/** The loaders' answers React Router streams into the page (its hydration data). */
const dataOf = (html: string) =>
  [...html.matchAll(/streamController\.enqueue\((.*?)\);<\/script>/gs)].map((match) => match[1]).join("");

/** The loading screen's text (a spinner's own label is only read out). */
const LOADING_SCREEN = /<p[^>]*>Loading\.\.\.<\/p>/;
const STEP_TITLE = /<h2 id="checkout-step-title"[^>]*>Information<\/h2>/;

describe("checkout's server render", () => {
  it("with the cart hint: the first step's headings and form, the summary loading, no personal data", async () => {
    const { get, personalReads } = checkoutApp();
    const { response, html, root, data } = await get("/en/shop-pages/cellar/checkout", `consent=1; ${HINT}`);
    expect(response.status).toBe(200);
    expect(root).toMatch(/<h1[^>]*>Checkout<\/h1>/);
    expect(root).toMatch(STEP_TITLE);
    expect(root).toContain('id="checkout-email"');
    expect(root).toContain('id="checkout-birthDate');
    expect(root).toMatch(/<section aria-busy="true"[^>]*><h2[^>]*>Your order<\/h2>/);
    expect(root).not.toMatch(LOADING_SCREEN);
    expect(root).not.toContain("Your cart is empty");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(data).not.toMatch(/getCart|getProfile/);
    expect(personalReads()).toEqual([]);
  });

  it("in the page's language", async () => {
    const { root } = await checkoutApp().get("/it/shop-pages/cellar/checkout", HINT);
    expect(root).toMatch(/<h2 id="checkout-step-title"[^>]*>Informazioni<\/h2>/);
    expect(root).toMatch(/<h1[^>]*>Cassa<\/h1>/);
  });

  it("without the hint, or with another shop page's: the loading screen, never the first step", async () => {
    const { get, personalReads } = checkoutApp();
    for (const cookie of [undefined, "club_cart_other=1", "club_cart_cellar="]) {
      const { html, root } = await get("/en/shop-pages/cellar/checkout", cookie);
      expect(root, cookie).toMatch(LOADING_SCREEN);
      expect(root, cookie).not.toContain("checkout-step-title");
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
    expect(personalReads()).toEqual([]);
  });

  it("is never kept by the page cache: a visitor without the hint after one with it still gets the loading screen", async () => {
    const { get } = checkoutApp();
    expect((await get("/en/shop-pages/cellar/checkout", HINT)).root).toMatch(STEP_TITLE);
    expect((await get("/en/shop-pages/cellar/checkout")).root).not.toContain("checkout-step-title");
    expect((await get("/en/shop-pages/cellar/checkout", HINT)).root).toMatch(STEP_TITLE);
  });
});
