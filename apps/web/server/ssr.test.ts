import { describe, expect, it } from "vitest";
import { createWebApp } from "./app";
import { catalog, catalogPlatform } from "./ssr-fixtures";
import { options } from "./test-fixtures";

const app = (platform = catalogPlatform()) => createWebApp({ ...options(platform as never) });
const get = async (server: ReturnType<typeof app>, path: string, userAgent = "Mozilla/5.0 Chrome/130") => {
  const response = await server.request(`http://shop.test${path}`, { headers: { "User-Agent": userAgent } });
  return { response, html: await response.text() };
};
/** The loaders' answers React Router streams into the page (its hydration data), as written there. */
const dataOf = (html: string) =>
  [...html.matchAll(/streamController\.enqueue\((.*?)\);<\/script>/gs)].map((match) => match[1]).join("");
/** The page's markup: the body before React Router's scripts. */
const rootOf = (html: string) => {
  const body = html.slice(html.indexOf("<body"));
  return body.slice(0, body.search(/<link rel="modulepreload"|<script/));
};
/** The bootstrap the browser's runtime starts from, read back from its meta. */
const bootstrapOf = (html: string) =>
  JSON.parse(
    (html.match(/<meta name="club-bootstrap" content="([^"]*)"/)?.[1] ?? "{}")
      .replaceAll("&quot;", '"')
      .replaceAll("&#x27;", "'")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&"),
  );

describe("server rendering of the public pages", () => {
  it("renders a shop page with its shops, products, prices, pictures and links, and its head", async () => {
    const { response, html } = await get(app(), "/en/shop-pages/cellar");
    expect(response.status).toBe(200);
    const root = rootOf(html);
    expect(root).toContain("Chianti Classico");
    expect(root).toContain("Morellino");
    expect(root).toMatch(/€\s?16\.50|16\.50\s?€/);
    expect(root).toContain('src="/media/42.jpg"');
    expect(root).toContain('href="/en/shop-pages/cellar/shops/3/products/42"');
    expect(root).not.toContain("Loading...");
    // Every inline script carries the response's nonce (the CSP allows nothing else).
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => !/ nonce="[^"]+"/.test(script[1] ?? ""))).toEqual([]);
    expect(html).toContain("<title>Cellar Chianti Classico");
    expect(html).toContain('"@type":"BreadcrumbList"');
    // The browser's cache starts from what the page was rendered with.
    expect(dataOf(html)).toContain("getShopPage");
    expect(dataOf(html)).not.toContain("getCart");
  });

  it("renders a product's deep link with its Product JSON-LD and price", async () => {
    const { html } = await get(app(), "/it/shop-pages/cellar/shops/3/products/42");
    // A product's address is its own page, whole in the server's markup.
    expect(rootOf(html)).toMatch(/<article[^>]*><header[^>]*><h1[^>]*>Chianti Classico<\/h1>/);
    expect(rootOf(html)).toContain("Sangiovese. Chianti Classico");
    expect(rootOf(html)).toContain('src="/media/42.jpg"');
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('<meta property="product:price:amount" content="16.50"');
    expect(html).toContain('<html lang="it">');
  });

  it("renders the home, a shop and a custom page, each with its own title", async () => {
    const server = app();
    const home = await get(server, "/en/");
    expect(rootOf(home.html)).toContain('href="/en/shop-pages/cellar"');
    expect(home.html).toContain('"@type":"Organization"');
    const shop = await get(server, "/en/shop-pages/cellar/shops/3");
    expect(rootOf(shop.html)).toContain("Reds Chianti Classico");
    expect(shop.html).toContain("<title>Reds Chianti Classico");
    const page = await get(server, "/it/pages/about");
    expect(rootOf(page.html)).toContain("Since 1920");
    expect(page.html).toContain("<title>About Chianti Classico");
  });

  it("leaves cart, checkout and account pages to the browser (its loading state in the shell), with no personal read", async () => {
    const server = app();
    for (const path of ["/en/shop-pages/cellar/checkout", "/en/profile", "/en/login"]) {
      const { html } = await get(server, path);
      expect(rootOf(html)).toContain("Loading...");
      expect(dataOf(html)).not.toMatch(/getCart|getProfile|listExpenses/);
    }
  });

  it("carries checkout's public data (shop page, countries) for its first render, never the cart", async () => {
    const hostile = `Rosso </script><script>alert(1)</script> $& "'`;
    const platform = catalogPlatform(catalog(hostile));
    const server = app(platform);
    const { html } = await get(server, "/it/shop-pages/cellar/checkout");
    expect(rootOf(html)).toContain("Caricamento...");
    // The first step's public data, never the cart.
    for (const key of ["getShopPage", "listCountries"]) expect(dataOf(html)).toContain(key);
    expect(dataOf(html)).not.toMatch(/getCart|getProfile/);
    expect(html).not.toContain("<script>alert(1)");
    const reads = () =>
      platform.mock.calls.map(
        ([input]) => new URL(String(input instanceof Request ? input.url : input)).pathname,
      );
    expect(reads().filter((path) => path.includes("/cart") || path.includes("/profile"))).toEqual([]);
  });

  it("waits for everything for a crawler", async () => {
    const { html } = await get(
      app(),
      "/en/shop-pages/cellar",
      "Googlebot/2.1 (+http://www.google.com/bot.html)",
    );
    expect(rootOf(html)).toContain("Chianti Classico");
  });

  it("escapes hostile names in the markup and in the hydration data", async () => {
    const hostile = `Rosso </script><script>alert(1)</script> "&' <!--`;
    const { html } = await get(
      app(catalogPlatform(catalog(hostile))),
      "/en/shop-pages/cellar/shops/3/products/42",
    );
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain(`"&' <!--`);
    // The name shows as the platform sent it, as text.
    expect(rootOf(html)).toContain("Rosso &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("escapes hostile club texts and query strings in the head, the markup and the bootstrap", async () => {
    const hostile = `Club </script><script>alert(1)</script> "&' <!--`;
    const base = catalogPlatform();
    const platform = async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await base(input, init);
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      if (path !== "/api/v2/club" && path !== "/api/v2/club/meta") return response;
      const body = await response.json();
      return Response.json({ ...body, title: hostile, description: hostile });
    };
    const { response, html } = await get(
      app(platform as never),
      `/en/shop-pages/cellar?q=%22%3E%3C/script%3E%3Cscript%3Ealert(2)%3C/script%3E&_token=secret`,
    );
    expect(response.status).toBe(200);
    expect(html).not.toMatch(/<script>alert\((1|2)\)/);
    expect(html).not.toContain(`"&' <!--`);
    // The canonical address leaves the session token out.
    expect(html).not.toMatch(/rel="canonical"[^>]*_token/);
    expect(bootstrapOf(html).club.title).toBe(hostile);
  });

  it("renders pages in different languages at the same time, each in its own", async () => {
    const server = app();
    const pages = await Promise.all(
      [
        "/en/shop-pages/cellar",
        "/it/shop-pages/cellar",
        "/en/shop-pages/cellar",
        "/it/shop-pages/cellar",
      ].map((path) => get(server, path)),
    );
    const cartTitles = pages.map(({ html }) => html.match(/<html lang="(\w+)">/)?.[1]);
    expect(cartTitles).toEqual(["en", "it", "en", "it"]);
    expect(rootOf(pages[1]!.html)).toContain("Carrello");
    expect(rootOf(pages[0]!.html)).not.toContain("Carrello");
  });
});
