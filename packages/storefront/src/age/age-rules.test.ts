import { describe, expect, it } from "vitest";
import { ageOn, birthDateProblem, isAgeExempt, minimumAgeFor } from "./age-rules";

const now = new Date("2026-06-15T09:00:00Z");

describe("age rules (issue 17)", () => {
  it("counts the birthday itself as the new year", () => {
    expect(ageOn("2008-06-15", now)).toBe(18);
    expect(ageOn("2008-06-16", now)).toBe(17);
    expect(ageOn("2008-02-30", now)).toBeNull();
    expect(ageOn("2030-01-01", now)).toBeNull();
    expect(ageOn("15/06/2008", now)).toBeNull();
  });

  it("takes a destination's own minimum, else the club's default, else 18", () => {
    const check = { minimumAge: 18, byCountry: { DE: 16, AT: 16 } };
    expect(minimumAgeFor(check, "DE")).toBe(16);
    expect(minimumAgeFor(check, "it")).toBe(18);
    expect(minimumAgeFor({ minimumAge: 21, byCountry: {} }, null)).toBe(21);
    expect(minimumAgeFor(undefined, "DE")).toBe(18);
  });

  it("words a birth date's problem as checkout shows it", () => {
    expect(birthDateProblem("", 18, now)).toBe("REQUIRED");
    expect(birthDateProblem("2008-06-16", 18, now)).toBe("UNDER_AGE");
    expect(birthDateProblem("2008-06-16", 16, now)).toBeNull();
    expect(birthDateProblem("2099-01-01", 18, now)).toBe("INVALID");
  });

  it("leaves custom pages and the storefront's own policy address readable", () => {
    expect(isAgeExempt("/en/pages/privacy")).toBe(true);
    expect(isAgeExempt("/it/pages/termini/")).toBe(true);
    expect(isAgeExempt("/en/shop-pages/cantina")).toBe(false);
    expect(isAgeExempt("/en/cookies", ["/en/cookies?x=1"])).toBe(true);
    expect(isAgeExempt("/en/", ["https://example.com/en/"])).toBe(false);
  });
});
