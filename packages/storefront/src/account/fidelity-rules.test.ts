import { describe, expect, it } from "vitest";
import { pointsMissing, redeemBlock } from "./fidelity-rules";

describe("fidelity redeem rules", () => {
  const prize = { cost: 150, available: true };
  it("visitors must sign in", () =>
    expect(redeemBlock({ active: true, balance: null }, prize)).toBe("SIGN_IN"));
  it("inactive programs and unavailable prizes cannot be redeemed", () => {
    expect(redeemBlock({ active: false, balance: 500 }, prize)).toBe("INACTIVE");
    expect(redeemBlock({ active: true, balance: 500 }, { cost: 150, available: false })).toBe("UNAVAILABLE");
  });
  it("disabled when points are short, allowed from the exact cost", () => {
    expect(redeemBlock({ active: true, balance: 149 }, prize)).toBe("NOT_ENOUGH_POINTS");
    expect(redeemBlock({ active: true, balance: 150 }, prize)).toBeNull();
  });
  it("counts the missing points", () => {
    expect(pointsMissing(320, 400)).toBe(80);
    expect(pointsMissing(320, 100)).toBe(0);
    expect(pointsMissing(null, 100)).toBe(100);
  });
});
