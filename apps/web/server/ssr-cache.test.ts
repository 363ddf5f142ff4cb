import * as storefront from "@club/storefront/server";
import { describe, expect, it, vi } from "vitest";
import { createWebApp, type StorefrontRenderer } from "./app";
import { NONCE_PLACEHOLDER } from "./nonce-page";
import { catalogPlatform } from "./ssr-fixtures";
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

const get = async (
  server: { request: (url: string, init?: RequestInit) => Response | Promise<Response> },
  path: string,
) => {
  const response = await server.request(`http://shop.test${path}`, {
    headers: { "User-Agent": "Mozilla/5.0 Chrome/130" },
  });
  return { response, html: await response.text() };
};
const nonceOf = (response: Response) =>
  response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1] ?? "";
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf("</div><script"));

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
});
