import { describe, expect, it } from "vitest";
import { createWebApp } from "./app";
import { catalogPlatform } from "./ssr-fixtures";
import { fakePlatform, options } from "./test-fixtures";

const app = () => createWebApp(options(fakePlatform() as never));
const headOf = async (url: string, init?: RequestInit) => {
  const html = await (await app().request(url, init)).text();
  return html.slice(0, html.indexOf("</head>"));
};

describe("what the server tells search engines", () => {
  it("the home names its canonical address, its languages, its preview and the club as an Organization", async () => {
    const head = await headOf("http://shop.test/it/?_token=secret&passwordChanged=1");
    expect(head).toContain('<link rel="canonical" href="http://shop.test/it/"/>');
    expect(head).toContain('<link rel="alternate" hrefLang="en" href="http://shop.test/en/"/>');
    expect(head).toContain('<link rel="alternate" hrefLang="x-default" href="http://shop.test/en/"/>');
    expect(head).toContain('<meta property="og:image" content="http://shop.test/media/hero.svg"/>');
    expect(head).toContain('<meta property="og:locale" content="it_IT"/>');
    const ld = head.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(ld ?? "null")).toMatchObject({ "@type": "Organization", name: "Tenuta" });
    expect(head).not.toContain("secret");
  });

  it("behind a trusted proxy, addresses use the visitor's https origin", async () => {
    const proxied = createWebApp({
      ...options(fakePlatform() as never),
      clubHosts: ["vini.example"],
      trustProxy: 1,
    });
    const html = await (
      await proxied.request("http://10.0.0.5/en/", {
        headers: { "x-forwarded-proto": "https", "x-forwarded-host": "vini.example" },
      })
    ).text();
    expect(html).toContain('<link rel="canonical" href="https://vini.example/en/"/>');
  });

  it("answers 404 for an address the app has no screen for", async () => {
    expect((await app().request("http://shop.test/en/nothing-here")).status).toBe(404);
    const catalogApp = createWebApp(options(catalogPlatform() as never));
    expect((await catalogApp.request("http://shop.test/it/shop-pages/7/shops/3/products/42")).status).toBe(
      200,
    );
  });

  it("keeps one person's screens and unknown addresses out of the index", async () => {
    for (const path of [
      "/en/profile",
      "/it/shop-pages/7/checkout",
      "/en/public/expenses/x",
      "/en/nothing-here",
    ]) {
      const head = await headOf(`http://shop.test${path}`);
      expect(head, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(head, path).not.toContain('rel="canonical"');
    }
    expect(await headOf("http://shop.test/en/shop-pages/7")).not.toContain("noindex");
  });

  it("serves robots.txt naming the private paths and the host's sitemap", async () => {
    const response = await app().request("http://shop.test/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain("Disallow: /*/shop-pages/*/checkout\n");
    expect(text).toContain("Disallow: /*/profile\n");
    expect(text).toContain("Sitemap: http://shop.test/sitemap.xml");
  });

  it("serves the host's sitemap with every public page in both languages", async () => {
    const response = await app().request("http://shop.test/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    for (const path of ["", "shop-pages/7", "shop-pages/7/shops/3", "fidelity-programs", "pages/about"])
      for (const language of ["it", "en"])
        expect(xml).toContain(`<loc>http://shop.test/${language}/${path}</loc>`);
    expect(xml).not.toContain("profile");
    // Each page dated by the platform's last change of what it shows, in every language.
    const dates: Record<string, string> = {
      "": "2026-11-20T09:00:00.000Z",
      "shop-pages/7": "2026-11-19T09:00:00.000Z",
      "shop-pages/7/shops/3": "2026-11-18T09:00:00.000Z",
      "fidelity-programs": "2026-09-01T00:00:00.000Z",
      "pages/about": "2026-10-02T00:00:00.000Z",
    };
    const entries = xml.split("<url>").slice(1);
    expect(entries).toHaveLength(10);
    for (const entry of entries) {
      const path = entry.match(/<loc>http:\/\/shop\.test\/\w\w\/([^<]*)<\/loc>/)?.[1] ?? "?";
      expect(entry).toContain(`<lastmod>${dates[path]}</lastmod>`);
    }
  });

  it("answers 503 for the sitemap while the platform is down (crawlers retry, they don't drop pages)", async () => {
    const down = createWebApp(options(fakePlatform(false) as never));
    const response = await down.request("http://shop.test/sitemap.xml");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("300");
  });
});
