import { describe, expect, it } from "vitest";
import { renderHtml } from "./html";
import { HYDRATION_LOADER } from "./hydration-loader";

const template = `<!doctype html><html lang="en"><head><title>Club</title>
<meta name="description" content="" />
<!--club-head--><link rel="stylesheet" href="/assets/app.css"></head><body><div id="root"></div><!--club-bootstrap--></body></html>`;

describe("renderHtml", () => {
  it("inlines title, description, lang, nonce'd styles and the bootstrap JSON", () => {
    const html = renderHtml(template, {
      language: "it",
      title: 'Tenuta "Castelvecchio" · Club',
      description: "Vini <buoni> & olio",
      nonce: "abc",
      bootstrap: { appToken: "t", club: { title: "</script><script>alert(1)</script>" } },
      themeCss: ":root{--club-bg:#fff}",
      clubCss: ".x{}</style><script>",
      preloadImages: ["/media/hero.svg"],
      icon: '/media/logo "1".svg',
    });
    expect(html).toContain('<link rel="icon" href="/media/logo &quot;1&quot;.svg">');
    expect(html).toContain('<html lang="it">');
    expect(html).toContain("<title>Tenuta &quot;Castelvecchio&quot; · Club</title>");
    expect(html).toContain('content="Vini &lt;buoni&gt; &amp; olio"');
    expect(html).toContain('<style nonce="abc" id="club-theme">:root{--club-bg:#fff}</style>');
    expect(html).toContain('<style nonce="abc" id="club-style">.x{}<\\/style><script></style>');
    expect(html).toContain('<link rel="preload" as="image" href="/media/hero.svg" fetchpriority="high">');
    expect(html.indexOf('id="club-theme"')).toBeLessThan(html.indexOf("/assets/app.css"));
    // Without critical CSS the stylesheet is linked as built: it blocks the first paint.
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css">');
    expect(html).not.toContain("<noscript>");
    expect(html).not.toContain("</script><script>alert(1)");
    const json = html.match(/<script type="application\/json" id="club-bootstrap">(.*)<\/script>/)?.[1];
    expect(JSON.parse(json ?? "")).toMatchObject({ appToken: "t" });
  });
});

describe("renderHtml with the page's critical CSS", () => {
  const built = `<!doctype html><html lang="en"><head><title>Club</title>
<!--club-head--><script type="module" crossorigin src="/assets/index.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div><!--club-bootstrap--></body></html>`;
  const html = renderHtml(built, {
    language: "en",
    title: "Club",
    description: "",
    nonce: "n0nce",
    bootstrap: {},
    clubCss: ".club{}",
    criticalCss: ".a{color:red}</style><script>alert(1)</script>",
    preloadFonts: ["/assets/quicksand-latin.woff2"],
    preloadImages: ["/media/bottle.svg"],
    modulePreloads: ["/assets/ShopScreen.js"],
  });

  it("inlines it with the response's nonce where the stylesheet was linked, escaped", () => {
    expect(html).toContain(
      '<style nonce="n0nce" id="club-critical">.a{color:red}<\\/style><script>alert(1)</script></style>',
    );
    expect(html.match(/<style/g)).toHaveLength(2);
    // The club's own style keeps its place before the stylesheet's rules (it is overridden by the same rules).
    expect(html.indexOf('id="club-style"')).toBeLessThan(html.indexOf('id="club-critical"'));
  });

  it("loads the stylesheet without blocking render, after the critical CSS, and links it for pages without JavaScript", () => {
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index.css" media="print" id="club-stylesheet">',
    );
    expect(html).toContain(
      '<noscript><link rel="stylesheet" crossorigin href="/assets/index.css"></noscript>',
    );
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(2);
    expect(html.indexOf('id="club-critical"')).toBeLessThan(html.indexOf('id="club-stylesheet"'));
  });

  it("preloads the whole sheet for a page the script renders, which waits for it; not for server markup", () => {
    const preload = '<link rel="preload" as="style" crossorigin href="/assets/index.css">';
    expect(html).toContain(preload);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('id="club-stylesheet"'));
    const hydrated = renderHtml(built, {
      language: "en",
      title: "Club",
      description: "",
      nonce: "n0nce",
      bootstrap: {},
      criticalCss: ".a{}",
      rootHtml: "<main>…</main>",
      hydrateOnly: true,
    });
    expect(hydrated).not.toContain('rel="preload" as="style"');
  });

  it("puts a browser-rendered screen's public data at the end of the body, as given", () => {
    const data = renderHtml(built, {
      language: "en",
      title: "Club",
      description: "",
      nonce: "n0nce",
      bootstrap: {},
      dataJson: '{"queries":[],"note":"$& $\' \\u003c"}',
    });
    expect(data).toContain(
      '<script type="application/json" id="club-data">{"queries":[],"note":"$& $\' \\u003c"}</script>\n  </body>',
    );
    expect(html).not.toContain('id="club-data"');
  });

  it("asks for the largest picture, then the font, before the scripts", () => {
    const font = html.indexOf(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/quicksand-latin.woff2">',
    );
    const image = html.indexOf(
      '<link rel="preload" as="image" href="/media/bottle.svg" fetchpriority="high">',
    );
    expect(image).toBeGreaterThan(0);
    expect(font).toBeGreaterThan(image);
    expect(font).toBeLessThan(html.indexOf("/assets/index.js"));
    expect(html.indexOf("/assets/index.js")).toBeLessThan(html.indexOf('rel="modulepreload"'));
  });

  it("escapes the hints' addresses", () => {
    const hostile = renderHtml(built, {
      language: "en",
      title: "",
      description: "",
      nonce: "n",
      bootstrap: {},
      criticalCss: "",
      preloadFonts: ['/f.woff2"><script>x</script>'],
      preloadImages: ['/i.svg" onload="x'],
    });
    expect(hostile).toContain('href="/f.woff2&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(hostile).toContain('href="/i.svg&quot; onload=&quot;x"');
  });
});

describe("renderHtml's scripts", () => {
  const built = `<html lang="en"><head><title>Club</title><!--club-head--><script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react.js"></head><body><div id="root"></div><!--club-bootstrap--></body></html>`;
  const parts = {
    language: "en",
    title: "",
    description: "",
    nonce: "n",
    bootstrap: {},
    modulePreloads: ["/assets/ShopScreen.js"],
    laterPreloads: ["/assets/ShellDrawer.js"],
  };

  it("leaves a server-rendered page's scripts, which only hydrate it, to the loader that runs after its first paint", () => {
    const html = renderHtml(built, { ...parts, rootHtml: "<main>…</main>", hydrateOnly: true, state: {} });
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const data = html.match(/<script type="application\/json" id="club-scripts">([^<]*)<\/script>/)?.[1];
    expect(JSON.parse(data ?? "")).toEqual({
      entry: "/assets/index.js",
      preloads: ["/assets/react.js", "/assets/ShopScreen.js"],
      later: ["/assets/ShellDrawer.js"],
      stylesheets: [],
      stylesheetId: "club-stylesheet",
      formatsWorker: "/number-formats-worker.js",
    });
    // After the data it reads, at the end of the body: the one inline script, the one the CSP names by its hash.
    expect(html).toContain(`id="club-state">{}</script><script type="application/json" id="club-scripts">`);
    expect(html).toContain(`<script>${HYDRATION_LOADER}</script></body>`);
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it("leaves the stylesheet beside the critical CSS to the loader too, linked for pages without JavaScript", () => {
    const styled = built.replace(
      "</head>",
      '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>',
    );
    const html = renderHtml(styled, { ...parts, hydrateOnly: true, criticalCss: ".a{}" });
    expect(html.replace(/<noscript>.*?<\/noscript>/g, "")).not.toContain('rel="stylesheet"');
    expect(html).toContain(
      '<noscript><link rel="stylesheet" crossorigin href="/assets/index.css"></noscript>',
    );
    const data = html.match(/<script type="application\/json" id="club-scripts">([^<]*)<\/script>/)?.[1];
    expect(JSON.parse(data ?? "")).toMatchObject({ stylesheets: ["/assets/index.css"] });
  });

  it("keeps them in the head on a page the script renders", () => {
    const html = renderHtml(built, parts);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ShopScreen.js">');
    expect(html).not.toContain("club-scripts");
    expect(html).not.toContain("<script>");
  });

  it("inserts data holding replacement patterns as it is", () => {
    const html = renderHtml(built, { ...parts, bootstrap: { title: "$' and $`" } });
    expect(html).toContain('{"title":"$\' and $`"}');
  });

  it("writes a club's title and markup holding replacement patterns as they are", () => {
    const html = renderHtml(built, {
      ...parts,
      title: "Rosso $& $' $` $$",
      rootHtml: "<p>Rosato $` $'</p>",
    });
    expect(html).toContain("<title>Rosso $&amp; $' $` $$</title>");
    expect(html).toContain("<p>Rosato $` $'</p>");
  });
});
