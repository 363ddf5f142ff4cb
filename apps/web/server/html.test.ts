import { describe, expect, it } from "vitest";
import { renderHtml } from "./html";

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
    // Hints come after the page's stylesheet, which blocks the first paint and must be asked for first.
    expect(html.indexOf("/assets/app.css")).toBeLessThan(html.indexOf("/media/hero.svg"));
    expect(html.indexOf('id="club-theme"')).toBeLessThan(html.indexOf("/assets/app.css"));
    expect(html).not.toContain("</script><script>alert(1)");
    const json = html.match(/<script type="application\/json" id="club-bootstrap">(.*)<\/script>/)?.[1];
    expect(JSON.parse(json ?? "")).toMatchObject({ appToken: "t" });
  });
});
