import { describe, expect, it } from "vitest";
import { sanitizeContentCss, sanitizeContentHtml } from "./sanitize.js";

describe("sanitizeContentHtml", () => {
  it("keeps presentational markup, links and images", () => {
    const html =
      '<h2 class="t">Title</h2><p>A <strong>bold</strong> <a href="https://x.example/a" title="x">link</a></p><img src="/media/a.svg" alt="A" width="10" height="5"><table><tr><td colspan="2">c</td></tr></table>';
    expect(sanitizeContentHtml(html)).toBe(html.replace('height="5">', 'height="5" />'));
  });

  it.each([
    ["<p>hi</p><script>alert(1)</script>", "<p>hi</p>"],
    ['<img src="x.png" onerror="alert(1)" alt="">', '<img src="x.png" alt="" />'],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="JaVaScRiPt&#58;alert(1)">x</a>', "<a>x</a>"],
    ['<a href="//evil.example/x">x</a>', "<a>x</a>"],
    ['<p style="background:url(javascript:alert(1))" onclick="x()">p</p>', "<p>p</p>"],
    ["<style>body{display:none}</style><p>p</p>", "<p>p</p>"],
    ['<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">', ""],
    ['<svg onload="alert(1)"><circle r="1"/></svg>', ""],
    ['<form action="https://evil.example"><input name="password"></form>', ""],
    ['<img src="data:text/html;base64,PHNjcmlwdD4=" alt="">', '<img alt="" />'],
    [
      '<a href="https://x.example" target="_blank">x</a>',
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    ],
  ])("strips what runs code or escapes the page: %s", (input, expected) => {
    expect(sanitizeContentHtml(input)).toBe(expected);
  });
});

describe("sanitizeContentCss", () => {
  it("keeps ordinary CSS", () => {
    const css =
      ".a { color: #7b1e3a; background: url(/media/x.svg) no-repeat; }\n@media (max-width: 600px) { .a { display: none; } }";
    expect(sanitizeContentCss(css)).toBe(css);
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
    const clean = sanitizeContentCss(css);
    expect(clean).not.toContain(gone);
    expect(clean).not.toMatch(/<\/?style|<script/i);
  });

  it("keeps the rest of a rule whose hostile declaration it drops, and storefront pictures", () => {
    expect(sanitizeContentCss(".a { background: url(https://tracker.example/p.gif); color: red; }")).toBe(
      ".a { color: red; }",
    );
    const local = '.a { background: url("/media/hero.jpg"), url(data:image/png;base64,iVBOR); }';
    expect(sanitizeContentCss(local)).toBe(local);
  });

  it("drops CSS that does not parse", () => {
    expect(sanitizeContentCss(".a { color: red; ")).not.toContain("<");
    expect(sanitizeContentCss("}}} .a {")).toBe("");
  });
});
