import { describe, expect, it } from "vitest";
import { createWebApp } from "./app";
import { fakePlatform, options } from "./test-fixtures";

// What a compromised or careless platform could send as the club style: every trick the sanitiser must refuse.
const HOSTILE = [
  "@import 'https://evil.example/y.css';",
  '@IMPORT/**/"https://evil.example/z.css";',
  ".a { color: red; -moz-binding: url(x.xml#xss); }",
  ".b { width: expression(alert(1)); margin: 0; }",
  ".c { background: url(https://tracker.example/p.gif); padding: 0; }",
  ".d { background: u\\72l(//tracker.example/q.gif); }",
  ".e { content: '</style><script>alert(1)</script>'; }",
  // A browser reads `/\\host` as `//host`.
  String.raw`.f { background: url("/\\backslash.example/x"); border: 0; }`,
].join("\n");
const GONE = [
  "evil.example",
  "binding",
  "expression",
  "tracker.example",
  "backslash.example",
  "</style",
  "<script",
  "mport",
];

function platformWithStyle(css: string) {
  const platform = fakePlatform();
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === "/api/v2/style")
      return new Response(css, { headers: { "Content-Type": "text/css" } });
    return platform(input, init);
  }) as typeof fetch;
}

describe("the club style through the web server", () => {
  it("inlines only sanitised CSS in the page, in its <style> and in the bootstrap the app starts from", async () => {
    const app = createWebApp(options(platformWithStyle(HOSTILE)));
    const html = await (await app.request("http://shop.test/en/")).text();
    const inlined = html.match(/<style id="club-style" nonce="[^"]+">([\s\S]*?)<\/style>/)?.[1] ?? "";
    const bootstrap = html.match(/<meta name="club-bootstrap" content="([^"]*)"/)?.[1] ?? "";
    for (const text of GONE) {
      expect(inlined).not.toContain(text);
      expect(bootstrap).not.toContain(text);
    }
    expect(inlined).toContain(".a { color: red; }");
    expect(inlined).toContain(".b { margin: 0; }");
    expect(inlined).toContain(".c { padding: 0; }");
    expect(inlined).toContain(".f { border: 0; }");
    expect(bootstrap).toContain(".a { color: red; }");
  });

  it("answers GET /api/v2/style through the proxy sanitised (the kit injects what it gets as it is)", async () => {
    const app = createWebApp(options(platformWithStyle(HOSTILE)));
    const response = await app.request("http://shop.test/api/v2/style");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/css");
    const css = await response.text();
    for (const text of GONE) expect(css).not.toContain(text);
    expect(css).toContain(".a { color: red; }");
  });

  it("drops a style hiding an escaped @import whole (it does not parse as CSS)", async () => {
    const app = createWebApp(
      options(platformWithStyle('@\\69mport url("https://evil.example/x.css");\n.a{color:red}')),
    );
    expect(await (await app.request("http://shop.test/api/v2/style")).text()).toBe("");
    const html = await (await app.request("http://shop.test/en/")).text();
    expect(html).not.toContain("evil.example");
  });

  it("keeps pictures of the page's own origin, however written, and no other host's", async () => {
    const css = ".a{background:url(http://shop.test/media/a.png)}.b{background:url(/media/b.png)}";
    const app = createWebApp(options(platformWithStyle(`${css}.c{background:url(http://other.test/c.png)}`)));
    expect(await (await app.request("http://shop.test/api/v2/style")).text()).toBe(`${css}.c{}`);
    const html = await (await app.request("http://shop.test/en/")).text();
    expect(html).toContain(css);
    expect(html).not.toContain("other.test");
  });

  it("passes a harmless style through unchanged", async () => {
    const app = createWebApp(options(fakePlatform() as never));
    expect(await (await app.request("http://shop.test/api/v2/style")).text()).toBe(".club-hero{color:red}");
  });
});

describe("readiness while shutting down", () => {
  it("/readyz answers 503 once draining, while the rest is still served", async () => {
    const shutdown = { draining: false };
    const app = createWebApp({ ...options(fakePlatform() as never), shutdown });
    expect((await app.request("http://shop.test/readyz")).status).toBe(200);
    shutdown.draining = true;
    const draining = await app.request("http://shop.test/readyz");
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ ready: false, reason: "shutting down" });
    expect((await app.request("http://shop.test/healthz")).status).toBe(200);
  });
});
