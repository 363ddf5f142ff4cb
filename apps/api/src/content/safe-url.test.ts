import { describe, expect, it } from "vitest";
import { safeImageUrl, safeLink } from "./safe-url.js";

describe("safeLink", () => {
  it.each([
    "https://cantina.example/visite",
    "http://cantina.example",
    "/it/pages/chi-siamo",
    "mailto:info@cantina.example",
    "tel:+390577123456",
    "pages/chi-siamo",
  ])("keeps %s", (url) => {
    expect(safeLink(url)).toBe(url);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0001javascript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "http://[bad",
    "",
    null,
  ])("refuses %s", (url) => {
    expect(safeLink(url)).toBeNull();
  });
});

describe("safeImageUrl", () => {
  it("keeps web and storefront-relative images, refuses data and script URLs", () => {
    expect(safeImageUrl("/media/chianti.svg")).toBe("/media/chianti.svg");
    expect(safeImageUrl("https://cdn.example/x.jpg")).toBe("https://cdn.example/x.jpg");
    expect(safeImageUrl("data:image/svg+xml,<svg onload=alert(1)>")).toBeNull();
    expect(safeImageUrl("javascript:alert(1)")).toBeNull();
    expect(safeImageUrl("mailto:x@example.com")).toBeNull();
  });
});
