import * as storefront from "@club/storefront/server";
import { describe, expect, it, vi } from "vitest";
import { createWebApp, type StorefrontRenderer } from "./app";
import { NONCE_PLACEHOLDER } from "./nonce-page";
import { CARRIED_QUERY_PLACEHOLDER } from "./page-template";
import { catalog, catalogPlatform } from "./ssr-fixtures";
import { options } from "./test-fixtures";

/** The storefront's renderer, counting the renders of React markup. */
function countingRenderer() {
  const renders = vi.fn();
  const renderer: StorefrontRenderer = {
    serverRenderedScreen: storefront.serverRenderedScreen,
    inlinedDataScreen: storefront.inlinedDataScreen,
    prepareData: storefront.prepareData,
    async preparePage(request) {
      const prepared = await storefront.preparePage(request);
      return (
        prepared && {
          ...prepared,
          render: (renderOptions) => {
            renders();
            return prepared.render(renderOptions);
          },
        }
      );
    },
  };
  return { renderer, renders };
}

type Server = Pick<ReturnType<typeof createWebApp>, "request">;
/** A page as a browser at `client` (its address) gets it. */
const get = async (server: Server, path: string, client = "203.0.113.1") => {
  const response = await server.request(
    `http://shop.test${path}`,
    { headers: { "User-Agent": "Mozilla/5.0 Chrome/130" } },
    { incoming: { socket: { remoteAddress: client } } },
  );
  return { response, html: await response.text() };
};
const linksOf = (html: string) => [...rootOf(html).matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]!);
const nonceOf = (response: Response) =>
  response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1] ?? "";
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf("</div><script"));

/** The catalog's platform (a second shop page, 8), whose shop-page reads wait while `hold()`'s release is not called. */
function heldPlatform() {
  let held = Promise.resolve();
  const base = catalogPlatform({ ...catalog(), "/api/v2/shop-pages/8": catalog()["/api/v2/shop-pages/7"] });
  const asked: string[] = [];
  const platform = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.startsWith("/api/v2/shop-pages/")) {
      asked.push(url.pathname);
      await held;
    }
    return base(input, init);
  };
  const hold = () => {
    let release!: () => void;
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    return release;
  };
  return { platform, asked, hold };
}

describe("the server-rendered page cache", () => {
  it("renders a page once and serves it to every visitor with the response's own nonce", async () => {
    const { renderer, renders } = countingRenderer();
    const server = createWebApp({ ...options(catalogPlatform() as never), renderer });
    const views = [];
    for (let i = 0; i < 3; i++) views.push(await get(server, "/en/shop-pages/7"));
    expect(renders).toHaveBeenCalledTimes(1);
    const nonces = views.map(({ response }) => nonceOf(response));
    expect(new Set(nonces).size).toBe(3);
    views.forEach(({ html }, index) => {
      const nonce = nonces[index];
      expect(rootOf(html)).toContain("Chianti Classico");
      expect(html).not.toContain(NONCE_PLACEHOLDER);
      // Every element carrying a nonce (styles in the markup and the head) carries this response's.
      const carried = [...html.matchAll(/ nonce="([^"]*)"/g)].map((match) => match[1]);
      expect(carried.length).toBeGreaterThan(1);
      expect(new Set(carried)).toEqual(new Set([nonce]));
      // Every inline script that runs carries it too (JSON data blocks don't run).
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((match) => match[1] ?? "");
      for (const attributes of inline.filter((a) => !/type="application\/(ld\+)?json"/.test(a)))
        expect(attributes).toContain(`nonce="${nonce}"`);
      // The bootstrap the app starts from (its own styles) names it too.
      const bootstrap = JSON.parse(html.match(/id="club-bootstrap">([^<]*)</)?.[1] ?? "{}");
      expect(bootstrap.nonce).toBe(nonce);
    });
    // The first view (streamed as rendered) and a cached one are the same page but for the nonce.
    expect(views[1]!.html.replaceAll(nonces[1]!, "N")).toBe(views[0]!.html.replaceAll(nonces[0]!, "N"));
  });

  it("renders again once the club cache's time has passed", async () => {
    const { renderer, renders } = countingRenderer();
    const server = createWebApp({ ...options(catalogPlatform() as never), renderer, clubCacheTtlMs: 1 });
    await get(server, "/en/shop-pages/7");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await get(server, "/en/shop-pages/7");
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it("keeps within its bound: past it pages are rendered again, and still served whole", async () => {
    const { renderer, renders } = countingRenderer();
    const server = createWebApp({
      ...options(catalogPlatform() as never),
      renderer,
      pageCache: { maxEntries: 2, maxBytes: 10 * 2 ** 20 },
    });
    for (const path of [
      "/en/shop-pages/7",
      "/it/shop-pages/7",
      "/en/shop-pages/7/shops/3",
      "/en/shop-pages/7",
    ])
      expect(rootOf((await get(server, path)).html)).toContain("Chianti Classico");
    expect(renders).toHaveBeenCalledTimes(4);

    const small = countingRenderer();
    const tiny = createWebApp({
      ...options(catalogPlatform() as never),
      renderer: small.renderer,
      pageCache: { maxEntries: 100, maxBytes: 1_000 },
    });
    for (let i = 0; i < 2; i++)
      expect(rootOf((await get(tiny, "/en/shop-pages/7")).html)).toContain("Morellino");
    expect(small.renders).toHaveBeenCalledTimes(2);
  });

  it("serves the last good page while the platform fails, and the branded error page where it has none", async () => {
    let up = true;
    const platform = catalogPlatform();
    const failing = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!up) throw new TypeError("fetch failed");
      return platform(input, init);
    });
    const server = createWebApp({
      ...options(failing as never),
      renderer: countingRenderer().renderer,
      clubCacheTtlMs: 1,
    });
    await get(server, "/en/shop-pages/7");
    up = false;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const last = await get(server, "/en/shop-pages/7");
    expect(last.response.status).toBe(200);
    expect(rootOf(last.html)).toContain("Chianti Classico");
    expect(last.html).not.toContain(NONCE_PLACEHOLDER);
    expect(last.html).toContain(`"nonce":"${nonceOf(last.response)}"`);
    const never = await get(server, "/en/shop-pages/7/shops/3");
    expect(never.response.status).toBe(200);
    // The storefront's own error page, in the club's shell (never a stack trace).
    expect(rootOf(never.html)).toContain("This page could not be loaded");
    expect(never.html).not.toMatch(/TypeError|at \w+ \(/);
  });

  it("is one page for every address that differs only in what its links carry, each link carrying it", async () => {
    const { renderer, renders } = countingRenderer();
    const server = createWebApp({ ...options(catalogPlatform() as never), renderer });
    const plain = await get(server, "/en/shop-pages/7");
    for (let u = 1; u <= 30; u++) {
      const { response, html } = await get(server, `/en/shop-pages/7?u=${u}`);
      expect(response.status).toBe(200);
      expect(rootOf(html)).toContain("Chianti Classico");
      // The page's own links keep the visitor's query (navigation keeps it), before the script runs too.
      const links = linksOf(html).filter((link) => link.startsWith("/en/shop-pages/7"));
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toMatch(new RegExp(`\\?u=${u}(&amp;|#|$)`));
    }
    expect(renders).toHaveBeenCalledTimes(1);
    expect(linksOf(plain.html).some((link) => link.includes("?"))).toBe(false);

    // The same page but for its links' query: one-shot flags are not carried; the head names the page itself.
    const flagged = await get(server, "/en/shop-pages/7?utm=mail&returnUrl=%2Fen%2F");
    expect(renders).toHaveBeenCalledTimes(1);
    const strip = (html: string, nonce: string) =>
      html.replaceAll("?utm=mail&amp;", "?").replaceAll("?utm=mail", "").replaceAll(nonce, "N");
    expect(strip(flagged.html, nonceOf(flagged.response))).toBe(strip(plain.html, nonceOf(plain.response)));
    expect(flagged.html).toContain('href="/en/shop-pages/7/shops/3?utm=mail"');
    for (const { html } of [plain, flagged]) expect(html).not.toContain(CARRIED_QUERY_PLACEHOLDER);
  });

  it("renders a preview's page for its token, never keeping it", async () => {
    const platform = catalogPlatform();
    const { renderer, renders } = countingRenderer();
    const server = createWebApp({ ...options(platform as never), renderer });
    for (let i = 0; i < 2; i++) {
      const { html } = await get(server, "/en/shop-pages/7?_token=preview&utm=mail");
      expect(rootOf(html)).toContain("Chianti Classico");
      expect(linksOf(html)).toContain("/en/shop-pages/7/shops/3?_token=preview&amp;utm=mail");
    }
    expect(renders).toHaveBeenCalledTimes(2);
    const reads = platform.mock.calls.map(([input]) => new URL((input as Request).url));
    expect(reads.filter((url) => url.pathname === "/api/v2/shop-pages/7").length).toBe(2);
    expect(
      reads.every((url) => url.pathname !== "/api/v2/shop-pages/7" || url.search.includes("_token")),
    ).toBe(true);
    // Its token's page is not the shared one.
    await get(server, "/en/shop-pages/7");
    expect(renders).toHaveBeenCalledTimes(3);
  });

  it("gives each client a share of the renders: past it the last good page or 503, never a wait", async () => {
    const { platform, asked, hold } = heldPlatform();
    const { renderer, renders } = countingRenderer();
    const server = createWebApp({
      ...options(platform as never),
      renderer,
      clubCacheTtlMs: 50,
      renderLimits: { perClient: 2, concurrency: 8, queue: 8 },
    });
    await get(server, "/en/shop-pages/7", "198.51.100.9");
    const release = hold();
    await new Promise((resolve) => setTimeout(resolve, 60));
    asked.length = 0;

    // One client's two renders hold its share while their reads wait.
    const first = [
      get(server, "/it/shop-pages/7", "198.51.100.9"),
      get(server, "/en/shop-pages/8", "198.51.100.9"),
    ];
    await vi.waitFor(() => expect(asked.length).toBe(2));
    // Its third page: the last good copy (stale) where there is one, else 503 with when to come back.
    const stale = await get(server, "/en/shop-pages/7", "198.51.100.9");
    expect(stale.response.status).toBe(200);
    expect(rootOf(stale.html)).toContain("Chianti Classico");
    const refused = await get(server, "/it/shop-pages/8", "198.51.100.9");
    expect(refused.response.status).toBe(503);
    expect(refused.response.headers.get("retry-after")).toBe("1");
    expect(refused.response.headers.get("cache-control")).toBe("no-store");
    // Another visitor's page is rendered at once, beside them.
    const other = get(server, "/it/shop-pages/8", "192.0.2.44");
    await vi.waitFor(() => expect(asked.length).toBe(3));
    release();
    for (const { response, html } of await Promise.all([...first, other])) {
      expect(response.status).toBe(200);
      expect(rootOf(html)).toContain("Chianti Classico");
    }
    expect(renders).toHaveBeenCalledTimes(4);
    // Its share is back once they are done.
    expect((await get(server, "/it/shop-pages/8", "198.51.100.9")).response.status).toBe(200);
  });

  it("renders a bounded number of pages at once, the rest waiting in a bounded queue", async () => {
    const { platform, asked, hold } = heldPlatform();
    const { renderer, renders } = countingRenderer();
    const server = createWebApp({
      ...options(platform as never),
      renderer,
      renderLimits: { perClient: 4, concurrency: 1, queue: 1 },
    });
    const release = hold();
    const running = get(server, "/en/shop-pages/7", "192.0.2.1");
    await vi.waitFor(() => expect(asked.length).toBe(1));
    // Queued: its reads start only when the running render is done.
    const queued = get(server, "/en/shop-pages/8", "192.0.2.2");
    const refused = await get(server, "/it/shop-pages/8", "192.0.2.3");
    expect(refused.response.status).toBe(503);
    expect(asked.length).toBe(1);
    release();
    for (const { response } of await Promise.all([running, queued])) expect(response.status).toBe(200);
    expect(renders).toHaveBeenCalledTimes(2);
  });
});
