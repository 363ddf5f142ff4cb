import { describe, expect, it } from "vitest";
import { safeReturnUrl } from "./return-url";

const ORIGIN = "https://shop.cantina.example";

describe("safeReturnUrl", () => {
  it.each([
    ["/en/profile?tab=orders", "/en/profile?tab=orders"],
    ["/it/fidelity-programs", "/it/fidelity-programs"],
    ["/en/shop-pages/la-cantina#wines", "/en/shop-pages/la-cantina#wines"],
    ["/en/search?q=rosso%2Fbianco", "/en/search?q=rosso%2Fbianco"],
    // Normalised as the browser would: the router gets the address it ends up at.
    ["/en/./profile", "/en/profile"],
    ["/en/shops/../profile", "/en/profile"],
    ["/en/%2e%2e/it/profile", "/it/profile"],
    ["/it/shop-pages/la cantina", "/it/shop-pages/la%20cantina"],
  ])("keeps a page of this storefront: %s", (returnUrl, expected) => {
    expect(safeReturnUrl(returnUrl, "en", ORIGIN)).toBe(expected);
  });

  it.each([
    null,
    "",
    // Other sites, however written.
    "https://evil.example/",
    "http://evil.example/en/profile",
    "//evil.example/en/profile",
    "///evil.example/en/profile",
    "/\\evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/en/..%2F%2Fevil.example",
    "/en/%2e%2e%2F%2Fevil.example",
    "/en/..%5C%5Cevil.example",
    "/en/..//evil.example",
    "/en/../../evil.example",
    "/en/..//%09/evil.example",
    // Tabs, newlines and other control characters, raw or encoded: a browser drops them from the URL.
    "/\t/evil.example",
    "/\n/evil.example",
    "/en/\r\n/profile",
    "/%09/evil.example",
    "/%0a/evil.example",
    "/en/%0D%0A/profile",
    "/en/profile%00",
    "/en/profile\u007f",
    "/en/profile%7F",
    // Not a URL of this storefront's pages.
    "javascript:alert(1)",
    "JavaScript:alert(1)//",
    "data:text/html,<script>alert(1)</script>",
    `${ORIGIN}/en/profile`,
    " /en/profile",
    "en/profile",
    "/admin",
    "/",
    "/en/..",
    "/fr/profile",
    // The login page itself.
    "/en/login",
    "/en/login?returnUrl=/en/profile",
    "/en/login/",
    "/en/./login",
    "/it/profile/../login#x",
  ])("goes home for %j", (returnUrl) => {
    expect(safeReturnUrl(returnUrl, "it", ORIGIN)).toBe("/it/");
  });
});
