import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as renderer from "@club/storefront/server";
import { describe, expect, it } from "vitest";
import { createWebApp } from "./app";
import { catalogPlatform } from "./ssr-fixtures";
import { clientDir, options } from "./test-fixtures";

/** A built client whose page links a stylesheet, as Vite writes it, with the kit's fonts and a few utilities. */
function styledClient(): string {
  const dir = clientDir();
  const page = join(dir, "index.html");
  writeFileSync(
    page,
    readFileSync(page, "utf8").replace(
      "<!--club-head-->",
      '<!--club-head-->\n<script type="module" crossorigin src="/assets/index-abc123.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    ),
  );
  writeFileSync(
    join(dir, "assets", "index-1.css"),
    [
      "@layer theme{:root{--club-bg:#fff}}",
      ".grid{display:grid}.not-on-any-page{color:red}",
      '@font-face{font-family:Quicksand;src:url(/assets/q-latin-ext.woff2)format("woff2");unicode-range:U+100-2BA}',
      '@font-face{font-family:Quicksand;src:url(/assets/q-latin.woff2)format("woff2");unicode-range:U+??,U+131}',
    ].join(""),
  );
  return dir;
}

const app = () =>
  createWebApp({ ...options(catalogPlatform() as never), clientDir: styledClient(), renderer });
const get = async (server: ReturnType<typeof app>, path: string) => {
  const response = await server.request(`http://shop.test${path}`, {
    headers: { "User-Agent": "Mozilla/5.0" },
  });
  const html = await response.text();
  const nonce = response.headers.get("Content-Security-Policy")?.match(/'nonce-([^']+)'/)?.[1];
  const csp = response.headers.get("Content-Security-Policy") ?? "";
  return {
    html,
    nonce,
    csp,
    critical: html.match(/<style nonce="([^"]*)" id="club-critical">([^<]*)<\/style>/),
  };
};

describe("the first paint of a server-rendered page", () => {
  it("inlines the stylesheet rules its markup uses, with each response's own nonce, cached or not", async () => {
    const server = app();
    const first = await get(server, "/en/shop-pages/7");
    const cached = await get(server, "/en/shop-pages/7");
    for (const { nonce, critical } of [first, cached]) {
      expect(nonce).toBeTruthy();
      expect(critical?.[1]).toBe(nonce);
      expect(critical?.[2]).toContain(".grid{display:grid}");
      expect(critical?.[2]).toContain("@layer theme{:root{--club-bg:#fff}}");
      expect(critical?.[2]).not.toContain("not-on-any-page");
    }
    expect(first.nonce).not.toBe(cached.nonce);
    expect(cached.html.replaceAll(cached.nonce ?? "", "N")).toBe(
      first.html.replaceAll(first.nonce ?? "", "N"),
    );
  });

  it("loads the whole stylesheet after the first paint (noscript: as built) and preloads the Latin font", async () => {
    const { html } = await get(app(), "/en/shop-pages/7");
    // The loader links it with the scripts, for the app to apply before it renders (src/hydration-start.ts).
    expect(html).not.toContain('id="club-stylesheet"');
    expect(html).toContain('"stylesheets":["/assets/index-1.css"],"stylesheetId":"club-stylesheet"');
    expect(html).toContain(
      '<noscript><link rel="stylesheet" crossorigin href="/assets/index-1.css"></noscript>',
    );
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/q-latin.woff2">',
    );
    expect(html).not.toContain('href="/assets/q-latin-ext.woff2"');
  });

  it("fetches the largest picture first, named in the head, the rest of the first row at once; the hydration scripts after the first paint", async () => {
    const server = app();
    const { html } = await get(server, "/en/shop-pages/7/shops/3");
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<link rel="preload" as="image" href="/media/42.jpg" fetchpriority="high">');
    expect(html).toMatch(/<img src="\/media\/42\.jpg"[^>]*fetchPriority="high"/);
    expect(html).not.toMatch(/<img src="\/media\/42\.jpg"[^>]*loading="lazy"/);
    // The first row's other pictures: above the fold, not lazy, but not competing with the largest paint (low, or
    // Chromium raises a visible picture to high once laid out).
    expect(head).not.toContain("/media/43.jpg");
    expect(html).toMatch(/<img src="\/media\/43\.jpg" alt="[^"]*" fetchPriority="low" class=/);
    // No script tag: the loader fetches them once the page has painted (src/hydration-start.ts).
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('"entry":"/assets/index-abc123.js"');
    // The loader is the page's one inline script, and the CSP lets it run by its hash, cached page or not.
    for (const { html: page, csp } of [
      await get(server, "/en/shop-pages/7/shops/3"),
      await get(app(), "/en/"),
    ]) {
      const inline = [...page.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1] ?? "");
      expect(inline).toHaveLength(1);
      const hash = `'sha256-${createHash("sha256")
        .update(inline[0] ?? "")
        .digest("base64")}'`;
      expect(csp).toMatch(new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, "\\$&")}[ ;]`));
    }
  });

  it("paints a client-rendered page's loading screen with its own rules, its scripts kept urgent", async () => {
    const { html, nonce, critical } = await get(app(), "/en/shop-pages/7/checkout");
    expect(critical?.[1]).toBe(nonce);
    expect(critical?.[2]).toContain("@layer theme");
    expect(critical?.[2]).not.toContain(".grid{");
    expect(html).toContain('id="club-stylesheet"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
  });
});
