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
