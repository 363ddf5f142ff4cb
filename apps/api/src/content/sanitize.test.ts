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
  it("is the shared club CSS sanitiser", () => {
    expect(sanitizeContentCss(".a { color: red; -moz-binding: url(x.xml#xss); }")).toBe(".a { color: red; }");
  });
});
