import { describe, expect, it } from "vitest";
import { sanitizeClubCss } from "./css-sanitizer.js";

describe("sanitizeClubCss", () => {
  it("keeps ordinary CSS", () => {
    const css =
      ".a { color: #7b1e3a; background: url(/media/x.svg) no-repeat; }\n@media (max-width: 600px) { .a { display: none; } }";
    expect(sanitizeClubCss(css)).toBe(css);
  });

  it.each([
    ['@import url("https://evil.example/x.css");\n.a { color: red; }', "import"],
    [".a { width: expression(alert(1)); color: red; }", "expression"],
    [".a { width: \\65 xpression(alert(1)); color: red; }", "xpression"],
    [".a { background: url(javascript:alert(1)); color: red; }", "javascript"],
    ['.a { background: url("  JAVASCRIPT:alert(1)"); color: red; }', "JAVASCRIPT"],
    [".a { -moz-binding: url(x.xml#xss); color: red; }", "binding"],
    [".a { behavior: url(x.htc); color: red; }", "behavior"],
    [".a { color: red; } </style><script>alert(1)</script>", "</style"],
    ['.a { color: red; content: "</style><script>alert(1)</script>"; }', "</"],
    [".a { background: url(data:image/svg+xml;utf8,<svg onload=alert(1)>); color: red; }", "svg"],
    // Escaped @import, in the name and in the url.
    ['@\\69mport url("https://evil.example/x.css");\n.a { color: red; }', "evil"],
    ["@\\000069 mport 'x.css';\n.a { color: red; }", "x.css"],
    ['@import/**/"x.css";\n.a { color: red; }', "x.css"],
    ['@IMPORT "x.css";\n.a { color: red; }', "x.css"],
    // Escaped and hidden bindings and expressions.
    [".a { -\\6d oz-binding: url(x.xml#xss); color: red; }", "binding"],
    [".a { -moz-\\62 inding: url(x.xml#xss); color: red; }", "inding"],
    [".a { width: expr/**/ession(alert(1)); color: red; }", "ession"],
    [".a { width: EXPRESSION (alert(1)); color: red; }", "alert"],
    [".a { width: e\\x\\p\\ression(alert(1)); color: red; }", "alert"],
    // Remote url() beacons, however written.
    [".a { background: url(https://tracker.example/pixel.gif); color: red; }", "tracker"],
    [".a { background: url('//tracker.example/pixel.gif'); color: red; }", "tracker"],
    [".a { background: url(HTTP://tracker.example/p.gif); color: red; }", "tracker"],
    [".a { background: u\\72l(https://tracker.example/p.gif); color: red; }", "tracker"],
    [".a { background: url(ht\\74ps://tracker.example/p.gif); color: red; }", "tracker"],
    ['.a { background-image: image-set("https://tracker.example/p.png" 1x); color: red; }', "tracker"],
    [".a:hover { cursor: url(https://tracker.example/c.cur), auto; color: red; }", "tracker"],
    [
      "@font-face { font-family: x; src: url(https://tracker.example/f.woff2); }\n.a { color: red; }",
      "tracker",
    ],
    ["@media (min-width: 1px) { .a { background: url(//tracker.example/m.gif); color: red; } }", "tracker"],
    ['@supports (background: url("https://tracker.example/s.gif")) { .a { color: red; } }', "tracker"],
  ])("removes dangerous constructs: %s", (css, gone) => {
    const clean = sanitizeClubCss(css);
    expect(clean).not.toContain(gone);
    expect(clean).not.toMatch(/<\/?style|<script/i);
  });

  it("keeps the rest of a rule whose hostile declaration it drops, and storefront pictures", () => {
    expect(sanitizeClubCss(".a { background: url(https://tracker.example/p.gif); color: red; }")).toBe(
      ".a { color: red; }",
    );
    const local = '.a { background: url("/media/hero.jpg"), url(data:image/png;base64,iVBOR); }';
    expect(sanitizeClubCss(local)).toBe(local);
  });

  it.each([
    // Backslashes: a browser reads `/\evil.example` as `//evil.example`, however the backslash is written.
    String.raw`url("/\\evil.example/x")`,
    String.raw`url(/\\evil.example/x)`,
    String.raw`url("/\5c evil.example/x")`,
    String.raw`url(\2f\5c evil.example/x)`,
    String.raw`url('\5c\5c evil.example/x')`,
    // Slashes and schemes written as escapes, quoted or not.
    String.raw`url(\2f\2f evil.example/x)`,
    String.raw`url("\2f\2f evil.example/x")`,
    String.raw`url(ht\74ps:\2f\2f evil.example/x)`,
    String.raw`url("https:\2f/evil.example/x")`,
    // Protocol-relative and absolute, in every URL-taking place.
    "url(//evil.example/x)",
    "url('//evil.example/x')",
    "url(https://evil.example/x)",
    'image-set("//evil.example/x.png" 1x)',
    'image-set(url("https://evil.example/x.png") 1x)',
    '-webkit-image-set("https://evil.example/x.png" 1x)',
    'src("//evil.example/x.png")',
    "url(https://shop.cantina.example.evil.example/x)",
    "url(http://shop.cantina.example/x)",
    // Tabs and newlines a browser drops from a URL, escaped (`\9` is a tab).
    String.raw`url(/\9/evil.example/x)`,
    String.raw`url("/\a/evil.example/x")`,
    // Comments do not hide one.
    "/* a */ url(//evil.example/x)",
    // Other schemes and inline documents.
    "url(data:image/svg+xml;base64,PHN2Zz4=)",
    "url(data:text/html,<b>x</b>)",
    "url(blob:https://shop.cantina.example/1)",
    "url(ftp://evil.example/x)",
    // An escaped url( is a url( to a browser.
    String.raw`u\72l(https://evil.example/x)`,
    String.raw`U\52L(/media/x.png)`,
  ])("drops a picture a browser would load from elsewhere: %s", (value) => {
    const css = `.a { background-image: ${value}; color: red; }`;
    expect(sanitizeClubCss(css, { origin: "https://shop.cantina.example" })).toBe(".a { color: red; }");
  });

  it("drops such an address in a custom property, an at-rule's prelude and a cursor", () => {
    const origins = { origin: "https://shop.cantina.example" };
    expect(sanitizeClubCss(String.raw`:root { --hero: "/\\evil.example/x"; --brand: red; }`, origins)).toBe(
      ":root { --brand: red; }",
    );
    expect(
      sanitizeClubCss('@supports (background: url("//evil.example/s.gif")) { .a { color: red; } }', origins),
    ).toBe("");
    expect(
      sanitizeClubCss(
        String.raw`.a:hover { cursor: url("/\\evil.example/c.cur"), auto; color: red; }`,
        origins,
      ),
    ).toBe(".a:hover { color: red; }");
  });

  it("keeps the storefront's own pictures, its origin's, its media host's and inline raster images", () => {
    const origins = {
      origin: "https://shop.cantina.example",
      mediaOrigins: ["https://media.cantina.example"],
    };
    for (const value of [
      "url(/media/hero.jpg)",
      "url('hero.jpg')",
      'url("../media/hero.jpg")',
      "url(#mask)",
      String.raw`url(\2f media\2f hero.jpg)`,
      'url("/media/%2F%2Fevil.example")',
      "url(https://shop.cantina.example/media/hero.jpg)",
      "url(HTTPS://SHOP.CANTINA.EXAMPLE:443/media/hero.jpg)",
      "url(https://media.cantina.example/hero.jpg)",
      'image-set("/media/hero.avif" type("image/avif") 1x, url(https://media.cantina.example/h.jpg) 2x)',
      "url(data:image/png;base64,iVBOR)",
    ]) {
      const css = `.a { background-image: ${value}; }`;
      expect(sanitizeClubCss(css, origins), value).toBe(css);
    }
    // Strings that name things, not addresses, stay.
    const named = '.a { font-family: "Quicksand", sans-serif; content: "Tel: 0577 //"; quotes: "«" "»"; }';
    expect(sanitizeClubCss(named, origins)).toBe(named);
    const listed = '.a { list-style-image: url(/media/dot.png); cursor: url("/media/c.cur"), auto; }';
    expect(sanitizeClubCss(listed, origins)).toBe(listed);
  });

  it("without the club's origin keeps relative addresses only", () => {
    expect(sanitizeClubCss(".a { background: url(/media/x.svg); }")).toBe(
      ".a { background: url(/media/x.svg); }",
    );
    expect(sanitizeClubCss(".a { background: url(https://shop.cantina.example/x.svg); color: red; }")).toBe(
      ".a { color: red; }",
    );
  });

  it("drops CSS that does not parse", () => {
    expect(sanitizeClubCss(".a { color: red; ")).not.toContain("<");
    expect(sanitizeClubCss("}}} .a {")).toBe("");
  });
});
