import { describe, expect, it } from "vitest";
import { safeReturnUrl } from "./return-url";

describe("safeReturnUrl", () => {
  it("keeps a storefront path with its query", () => {
    expect(safeReturnUrl("/en/profile?tab=orders", "en")).toBe("/en/profile?tab=orders");
    expect(safeReturnUrl("/it/fidelity-programs", "en")).toBe("/it/fidelity-programs");
  });
  it("goes home without one, for other sites, other prefixes and the login page", () => {
    expect(safeReturnUrl(null, "it")).toBe("/it/");
    expect(safeReturnUrl("https://evil.example/", "en")).toBe("/en/");
    expect(safeReturnUrl("//evil.example/en/profile", "en")).toBe("/en/");
    expect(safeReturnUrl("/\\evil.example", "en")).toBe("/en/");
    expect(safeReturnUrl("/admin", "en")).toBe("/en/");
    expect(safeReturnUrl("/en/login?returnUrl=/en/profile", "en")).toBe("/en/");
  });
});
