import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { createWebApp } from "./app";
import { catalog, catalogPlatform } from "./ssr-fixtures";
import { builtScript, fakePlatform, frameworkBuild, options } from "./test-fixtures";

const assets = join(frameworkBuild.clientDir, "assets");

describe("the web server", () => {
  it("serves the page with the club's data inlined, a nonce'd CSP for its adapters and security headers", async () => {
    const app = createWebApp(options(fakePlatform() as never));
    const response = await app.request("http://shop.test/it/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain("<title>Tenuta · Club</title>");
    expect(html).toContain('<meta name="club-bootstrap"');
    expect(html).toContain("&quot;appToken&quot;:&quot;demo&quot;");
    expect(html).toContain("--club-primary: #7b1e3a");
    expect(html).toContain(".club-hero{color:red}");
    expect(html).toContain('<link rel="preload" as="image" href="/media/hero.svg"');
    expect(html).toContain('<link rel="icon" href="/media/logo.svg"/>');
    // React Router names the page's entry and its route modules as modulepreloads.
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/entry\.client-[^"]+\.js"/);
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/home-[^"]+\.js"/);
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    // Above the stylesheet's :root defaults, which the head names after it.
    expect(html).toContain(`<style id="club-theme" nonce="${nonce}">html:root {`);
    expect(csp).toContain("https://js.stripe.com");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 404 outside the languages, and still serves the page when the platform is down", async () => {
    const down = createWebApp(options(fakePlatform(false) as never));
    const missing = await down.request("http://shop.test/fr/x");
    expect(missing.status).toBe(404);
    const html = await (await down.request("http://shop.test/en/")).text();
    expect(html).toContain("&quot;appToken&quot;:&quot;demo&quot;");
    expect(html).not.toContain("&quot;config&quot;");
  });

  it("keeps the adapters in the CSP when the club's configuration can't be read for a page", async () => {
    let up = true;
    const platform = fakePlatform();
    const flaky = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!up) throw new TypeError("fetch failed");
      return platform(input, init);
    });
    const app = createWebApp({ ...options(flaky as never), inlineTimeoutMs: 1000 });
    const cspOf = async (url: string) =>
      (await app.request(url)).headers.get("content-security-policy") ?? "";
    // Never read yet: every adapter a club could use is allowed, so the app's own read can load it.
    up = false;
    const unknown = await cspOf("http://shop.test/en/");
    expect(unknown).toContain("https://js.stripe.com");
    expect(unknown).toContain("https://challenges.cloudflare.com");
    expect(unknown).toContain("https://www.google.com/recaptcha/");
    // Read once (a Stripe club), then the platform fails: the last known adapters, and only those.
    up = true;
    await cspOf("http://shop.test/it/");
    up = false;
    const known = await cspOf("http://shop.test/en/shop-pages/x");
    expect(known).toContain("https://js.stripe.com");
    expect(known).not.toContain("https://challenges.cloudflare.com");
  });

  it("moves a shop page's id form, and every address below it, to its slug form for good, query kept", async () => {
    const app = createWebApp(options(fakePlatform() as never));
    for (const [path, slugForm] of [
      ["/en/shop-pages/7?utm_source=mail&_token=t", "/en/shop-pages/cellar?utm_source=mail&_token=t"],
      ["/it/shop-pages/7/shops/3/products/42?q=1", "/it/shop-pages/cellar/shops/3/products/42?q=1"],
      ["/en/shop-pages/7/checkout", "/en/shop-pages/cellar/checkout"],
      ["/en/shop-pages/7/checkout-complete", "/en/shop-pages/cellar/checkout-complete"],
    ] as const) {
      const response = await app.request(`http://shop.test${path}`);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location")).toBe(slugForm);
      expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    }
    // The slug form is the page (the platform answers it by either form), canonical to itself.
    const answers = catalog();
    for (const [path, body] of Object.entries(answers))
      answers[path.replace("/shop-pages/7", "/shop-pages/cellar")] = body;
    const catalogApp = createWebApp(options(catalogPlatform(answers) as never));
    const page = await catalogApp.request("http://shop.test/en/shop-pages/cellar?utm_source=mail");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<link rel="canonical" href="http://shop.test/en/shop-pages/cellar"/>');
    // So is the shop page's place in its breadcrumb, whichever form the platform's answer was read by.
    expect(html).toContain('"item":"http://shop.test/en/shop-pages/cellar"');
    // Without the club's shop pages the server can't tell an id from a slug: the page is rendered as asked.
    const down = createWebApp(options(fakePlatform(false) as never));
    expect((await down.request("http://shop.test/en/shop-pages/7")).status).toBe(200);
  });

  it("answers /favicon.ico with the host's club logo, and without one no error", async () => {
    const app = createWebApp(options(fakePlatform() as never));
    const icon = await app.request("http://shop.test/favicon.ico");
    expect(icon.status).toBe(302);
    expect(icon.headers.get("location")).toBe("/media/logo.svg");
    // A club without a logo, or a platform that can't be read: nothing to show, nothing for the console to report.
    const down = createWebApp(options(fakePlatform(false) as never));
    expect((await down.request("http://shop.test/favicon.ico")).status).toBe(204);
    const page = await (await down.request("http://shop.test/en/")).text();
    expect(page).toContain('<link rel="icon" href="/favicon.ico"/>');
  });

  it("serves hashed assets with a long immutable cache", async () => {
    const app = createWebApp(options(fakePlatform() as never));
    const response = await app.request(`http://shop.test/assets/${builtScript}`, {
      headers: { "Accept-Encoding": "identity" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe(readFileSync(join(assets, builtScript), "utf8"));
    expect((await app.request("http://shop.test/assets/missing.js")).status).toBe(404);
  });

  it("sends the build's brotli or gzip copy of an asset by the browser's Accept-Encoding", async () => {
    const source = readFileSync(join(assets, builtScript));
    const app = createWebApp(options(fakePlatform() as never));
    const fetchWith = (encoding: string) =>
      app.request(`http://shop.test/assets/${builtScript}`, { headers: { "Accept-Encoding": encoding } });

    const brotli = await fetchWith("gzip, deflate, br, zstd");
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toContain("Accept-Encoding");
    expect(brotli.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer()))).toEqual(source);

    const gzip = await fetchWith("gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer()))).toEqual(source);

    const plain = await fetchWith("identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer())).toEqual(source);
  });

  it("proxies /api to the platform with method, query and body, and answers 502 when it is down", async () => {
    const platform = fakePlatform();
    const app = createWebApp(options(platform as never));
    const response = await app.request("http://shop.test/api/v2/shop-pages/x/cart?a=1", {
      method: "PATCH",
      headers: { "Content-Type": "application/json", "Accept-Encoding": "identity" },
      body: JSON.stringify({ items: [] }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      echo: "/api/v2/shop-pages/x/cart?a=1",
      method: "PATCH",
      encoding: null,
    });
    const down = createWebApp(options(fakePlatform(false) as never));
    expect((await down.request("http://shop.test/api/v2/club")).status).toBe(502);
  });

  it("lets only the sandbox's challenge page be framed, and only by this origin", async () => {
    const app = createWebApp(options(fakePlatform() as never));
    const challenge = await app.request("http://shop.test/sandbox-pay/v1/challenges/ch_1?lang=it");
    expect(challenge.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    for (const path of ["/sandbox-pay/v1/tokens", "/api/v2/club", "/en/shop-pages/x"])
      expect((await app.request(`http://shop.test${path}`)).headers.get("x-frame-options")).toBe("DENY");
  });
});
