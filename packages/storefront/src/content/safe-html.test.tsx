import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SafeHtml } from "./safe-html";

describe("SafeHtml", () => {
  it("keeps text tags, classes, safe links and images", () => {
    const { container } = render(
      <SafeHtml
        html={`<p class="x">Hi <strong>there</strong> <a href="/en/pages/visit">visit</a> <a href="https://a.example">ext</a></p><ul><li>One</li></ul><img src="/media/a.svg" alt="A" width="10">`}
      />,
    );
    const html = container.innerHTML;
    expect(html).toContain('<p class="x">Hi <strong>there</strong> <a href="/en/pages/visit">visit</a>');
    expect(html).toContain('<a href="https://a.example" target="_blank" rel="noopener noreferrer">ext</a>');
    expect(html).toContain("<ul><li>One</li></ul>");
    const img = container.querySelector("img");
    expect([img?.getAttribute("src"), img?.getAttribute("alt"), img?.getAttribute("width")]).toEqual([
      "/media/a.svg",
      "A",
      "10",
    ]);
  });

  it("keeps tables with header scope and spans (a club page's price list)", () => {
    const { container } = render(
      <SafeHtml
        html={`<table>\n <thead><tr><th scope="col" onclick="x()">Visit</th><th scope="bad">Price</th></tr></thead>\n <tbody><tr><td colspan="2" style="x">Classic</td></tr></tbody></table>`}
      />,
    );
    expect(container.innerHTML).toBe(
      '<div><table><thead><tr><th scope="col">Visit</th><th>Price</th></tr></thead><tbody><tr><td colspan="2">Classic</td></tr></tbody></table></div>',
    );
  });

  it("drops scripts, styles, handlers and unsafe addresses", () => {
    const { container } = render(
      <SafeHtml
        html={`<script>alert(1)</script><style>body{}</style><p onclick="x()" style="color:red">ok <a href="javascript:alert(1)">bad</a><img src="http://x/a.png" onerror="x()"><iframe src="/x"></iframe><div>text</div></p>`}
      />,
    );
    const html = container.innerHTML;
    expect(html).not.toMatch(/script|style|onclick|onerror|javascript|iframe|http:/);
    expect(container.textContent).toContain("ok bad");
    expect(container.textContent).toContain("text");
  });
});
