import { afterEach, describe, expect, it, vi } from "vitest";
import { formatGrams, formatLitres, formatMeasure } from "./format";

afterEach(() => vi.restoreAllMocks());

describe("measures in the page's language", () => {
  it("writes litres, grams and kilograms as each language does", () => {
    expect(formatLitres(0.75, "en")).toBe("0.75 L");
    expect(formatLitres(0.75, "it")).toBe("0,75 L");
    expect(formatGrams(500, "it")).toBe("500 g");
    expect(formatGrams(1500, "en")).toBe("1.5 kg");
    expect(formatGrams(1500, "it")).toBe("1,5 kg");
    expect(formatMeasure({ format: null, weight: null }, "en")).toBeUndefined();
  });

  it("builds a formatter once per language and precision, not once per product (a grid formats dozens)", () => {
    formatLitres(1.5, "en");
    const built = vi.spyOn(Intl, "NumberFormat");
    for (const litres of [0.375, 0.75, 1.5, 3]) formatLitres(litres, "en");
    expect(built).not.toHaveBeenCalled();
  });
});
