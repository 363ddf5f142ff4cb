import { describe, expect, it } from "vitest";
import { canMove, movesInto } from "./order-states.js";

describe("order states", () => {
  it("a pending order is paid or cancelled, nothing else", () => {
    expect(canMove("pending_payment", "paid")).toBe(true);
    expect(canMove("pending_payment", "cancelled")).toBe(true);
    expect(canMove("pending_payment", "fulfilled")).toBe(false);
    expect(canMove("pending_payment", "refunded")).toBe(false);
  });
  it("a paid order is fulfilled, cancelled or refunded, never paid again or pending", () => {
    expect(canMove("paid", "fulfilled")).toBe(true);
    expect(canMove("paid", "refunded")).toBe(true);
    expect(canMove("paid", "paid")).toBe(false);
    expect(canMove("paid", "pending_payment")).toBe(false);
  });
  it("cancelled and refunded are final", () => {
    for (const to of ["pending_payment", "paid", "fulfilled", "cancelled", "refunded"] as const) {
      expect(canMove("cancelled", to)).toBe(false);
      expect(canMove("refunded", to)).toBe(false);
    }
  });
  it("lists the states each move starts from", () => {
    expect(movesInto("paid")).toEqual(["pending_payment"]);
    expect(movesInto("refunded").sort()).toEqual(["fulfilled", "paid"]);
  });
});
