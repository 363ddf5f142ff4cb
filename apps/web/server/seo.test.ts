import { describe, expect, it } from "vitest";
import { createWebApp } from "./app";
import { catalog, catalogPlatform } from "./ssr-fixtures";
import { fakePlatform, options } from "./test-fixtures";

const app = () => createWebApp(options(fakePlatform() as never));
/** The catalog as the platform answers it: by the shop page's id (7) or its slug (cellar). */
const bySlug = () => {
  const answers = catalog();
  for (const [path, body] of Object.entries(answers))
    answers[path.replace("/shop-pages/7", "/shop-pages/cellar")] = body;
  return catalogPlatform(answers);
};
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
    const catalogApp = createWebApp(options(bySlug() as never));
    expect(
      (await catalogApp.request("http://shop.test/it/shop-pages/cellar/shops/3/products/42")).status,
    ).toBe(200);
  });

  it("keeps one person's screens and unknown addresses out of the index", async () => {
    for (const path of [
      "/en/profile",
      "/it/shop-pages/cellar/checkout",
      "/en/public/expenses/x",
      "/en/nothing-here",
    ]) {
      const head = await headOf(`http://shop.test${path}`);
      expect(head, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(head, path).not.toContain('rel="canonical"');
    }
    expect(await headOf("http://shop.test/en/shop-pages/cellar")).not.toContain("noindex");
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
    for (const path of [
      "",
      "shop-pages/cellar",
      "shop-pages/cellar/shops/3",
      "fidelity-programs",
      "pages/about",
    ])
      for (const language of ["it", "en"])
        expect(xml).toContain(`<loc>http://shop.test/${language}/${path}</loc>`);
    expect(xml).not.toContain("profile");
    // One address per shop page: never its id form.
    expect(xml).not.toContain("/shop-pages/7");
    // Each page dated by the platform's last change of what it shows, in every language.
    const dates: Record<string, string> = {
      "": "2026-11-20T09:00:00.000Z",
      "shop-pages/cellar": "2026-11-19T09:00:00.000Z",
      "shop-pages/cellar/shops/3": "2026-11-18T09:00:00.000Z",
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

  it("lists every product's page in the sitemap, each naming its other languages", async () => {
    const platform = catalogPlatform();
    const catalogApp = createWebApp(options(platform as never));
    const xml = await (await catalogApp.request("http://shop.test/sitemap.xml")).text();
    for (const id of ["42", "43"]) {
      const path = `shop-pages/cellar/shops/3/products/${id}`;
      const entry = xml.split("<url>").find((url) => url.includes(`<loc>http://shop.test/it/${path}</loc>`));
      expect(entry, path).toBeDefined();
      for (const language of ["it", "en"])
        expect(entry).toContain(
          `<xhtml:link rel="alternate" hreflang="${language}" href="http://shop.test/${language}/${path}"/>`,
        );
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="x-default" href="http://shop.test/en/${path}"/>`,
      );
      expect(xml).toContain(`<loc>http://shop.test/en/${path}</loc>`);
    }
    // The shop pages' reads are kept as long as the club's: a second sitemap reads none again.
    const shopPageReads = () =>
      platform.mock.calls.filter(([input]) =>
        new URL(String(input instanceof Request ? input.url : input)).pathname.startsWith(
          "/api/v2/shop-pages/",
        ),
      ).length;
    expect(shopPageReads()).toBe(1);
    await catalogApp.request("http://shop.test/sitemap.xml");
    expect(shopPageReads()).toBe(1);
  });

  it("still serves the sitemap when a shop page can't be read, without that page's products", async () => {
    const answers = catalog();
    delete answers["/api/v2/shop-pages/7"];
    const base = catalogPlatform(answers);
    const failing = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname === "/api/v2/shop-pages/7") return new Response("", { status: 500 });
      return base(request);
    };
    const response = await createWebApp(options(failing as never)).request("http://shop.test/sitemap.xml");
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain("<loc>http://shop.test/en/shop-pages/cellar/shops/3</loc>");
    expect(xml).not.toContain("/products/");
  });

  it("answers 503 for the sitemap while the platform is down (crawlers retry, they don't drop pages)", async () => {
    const down = createWebApp(options(fakePlatform(false) as never));
    const response = await down.request("http://shop.test/sitemap.xml");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("300");
  });
});
