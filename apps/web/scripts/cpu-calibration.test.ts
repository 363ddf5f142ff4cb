import { describe, expect, it } from "vitest";
import { cpuSlowdownFor } from "./cpu-calibration.mjs";

describe("the CPU slowdown for a host", () => {
  it("is Lighthouse's default 4× on the high-end desktop its default assumes", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 1);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
  });

  it("is lower on a slower host, as the Lighthouse team's calculator gives it", () => {
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1101)).toBeCloseTo(2.6, 2);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(150)).toBe(1);
  });

  it("refuses a host too slow to emulate the phone", () => {
    expect(() => cpuSlowdownFor(120)).toThrow(/too slow/);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow();
  });
});
