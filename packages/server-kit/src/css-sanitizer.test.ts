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

  it("drops CSS that does not parse", () => {
    expect(sanitizeClubCss(".a { color: red; ")).not.toContain("<");
    expect(sanitizeClubCss("}}} .a {")).toBe("");
  });
});
