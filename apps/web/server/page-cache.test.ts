import { describe, expect, it } from "vitest";
import { createWebApp } from "./app";
import { createObservability } from "./observability";
import { catalogPlatform } from "./ssr-fixtures";
import { options } from "./test-fixtures";

const BROWSER = "Mozilla/5.0 Chrome/130";

function kept(pageCache = { entries: 10, ttlMs: 60_000 }) {
  const platform = catalogPlatform();
  const observability = createObservability({ level: "silent" });
  const app = createWebApp({ ...options(platform as never), observability, pageCache });
  const get = async (path: string, userAgent = BROWSER) => {
    const response = await app.request(`http://shop.test${path}`, { headers: { "User-Agent": userAgent } });
    const html = await response.text();
    // The page is kept once its copy has been read to the end, after the answer.
    await new Promise((resolve) => setTimeout(resolve, 10));
    return { response, html };
  };
  /** How many times pages read the shop page from the platform: once per render. */
  const renders = () =>
    platform.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).includes("/shop-pages/cellar"),
    ).length;
  const counted = async () => {
    const text = await observability.registry.metrics();
    const value = (result: string) =>
      Number(text.match(new RegExp(`page_cache_total\\{result="${result}"\\} (\\d+)`))?.[1] ?? 0);
    return { hit: value("hit"), miss: value("miss") };
  };
  return { get, renders, counted };
}

const noncesOf = (html: string) => new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));

describe("the page cache", () => {
  it("serves a public page rendered once, each time with a nonce of its own in the page and its policy", async () => {
    const { get, renders, counted } = kept();
    const first = await get("/en/shop-pages/cellar");
    const second = await get("/en/shop-pages/cellar");
    expect(renders()).toBe(1);
    expect(await counted()).toEqual({ hit: 1, miss: 1 });
    expect(second.response.status).toBe(200);
    const [before] = noncesOf(first.html);
    const after = noncesOf(second.html);
    expect(after.size).toBe(1);
    expect(after.has(before!)).toBe(false);
    expect(second.html.replaceAll([...after][0]!, before!)).toBe(first.html);
    expect(second.response.headers.get("content-security-policy")).toContain(`'nonce-${[...after][0]}'`);
    expect(second.response.headers.get("cache-control")).toBe("no-store");
  });

  it("keys a page by the query its screen reads and the persisted token: any other parameter neither misses nor evicts", async () => {
    const { get, renders } = kept();
    await get("/en/shop-pages/cellar");
    for (let i = 0; i < 5; i++) await get(`/en/shop-pages/cellar?x=${Math.random()}&utm_source=mail`);
    expect(renders()).toBe(1);
    const withToken = await get("/en/shop-pages/cellar?_token=abc");
    expect(renders()).toBe(2);
    expect(withToken.html).toContain('href="/en/shop-pages/cellar/shops/3/products/42?_token=abc"');
    await get("/en/shop-pages/cellar?_token=def");
    expect(renders()).toBe(3);
  });

  it("keeps the crawler's whole page apart from the browser's streamed one, and another language apart", async () => {
    const { get, renders } = kept();
    await get("/en/shop-pages/cellar");
    await get("/en/shop-pages/cellar", "Googlebot/2.1 (+http://www.google.com/bot.html)");
    await get("/it/shop-pages/cellar");
    expect(renders()).toBe(3);
    const italian = await get("/it/shop-pages/cellar");
    expect(renders()).toBe(3);
    expect(italian.html).toContain('<html lang="it"');
  });

  it("never keeps a personal screen, a page not found, or anything past its entries and time", async () => {
    const { get, counted, renders } = kept({ entries: 1, ttlMs: 60_000 });
    await get("/en/profile");
    await get("/en/profile");
    expect((await get("/en/no-such-page")).response.status).toBe(404);
    await get("/en/no-such-page");
    // Neither is looked up: a personal screen, and an address that is no screen, are never kept.
    expect(await counted()).toEqual({ hit: 0, miss: 0 });
    await get("/en/shop-pages/cellar");
    await get("/en/");
    await get("/en/shop-pages/cellar");
    expect(renders()).toBe(2);
    const brief = kept({ entries: 10, ttlMs: 20 });
    await brief.get("/en/shop-pages/cellar");
    await new Promise((resolve) => setTimeout(resolve, 40));
    await brief.get("/en/shop-pages/cellar");
    expect(brief.renders()).toBe(2);
  });

  it("renders a page once however many visitors ask for it while it renders", async () => {
    const { get, renders, counted } = kept();
    const answers = await Promise.all(Array.from({ length: 8 }, () => get("/en/shop-pages/cellar")));
    expect(answers.map(({ response }) => response.status)).toEqual(Array(8).fill(200));
    expect(renders()).toBe(1);
    expect(await counted()).toEqual({ hit: 7, miss: 1 });
    expect(new Set(answers.map(({ html }) => [...noncesOf(html)][0])).size).toBe(8);
  });

  it("renders every page when it is off", async () => {
    const { get, renders, counted } = kept({ entries: 0, ttlMs: 60_000 });
    await get("/en/shop-pages/cellar");
    await get("/en/shop-pages/cellar");
    expect(renders()).toBe(2);
    expect(await counted()).toEqual({ hit: 0, miss: 0 });
  });
});
