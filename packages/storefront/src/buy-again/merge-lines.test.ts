import type { BuyAgainLine } from "@club/api-client";
import { describe, expect, it } from "vitest";
import { planBuyAgain, summarise } from "./merge-lines";

const eur = (amount: number) => ({ amount, currency: "EUR" });
const line = (patch: Partial<BuyAgainLine>): BuyAgainLine => ({
  shopItemId: "chianti",
  shopId: "rossi",
  title: "Chianti",
  orderedQuantity: 6,
  addQuantity: 6,
  maxQuantity: 24,
  orderedUnitPrice: eur(1500),
  currentUnitPrice: eur(1500),
  status: "available",
  ...patch,
});

describe("buy again: merging an order into the cart", () => {
  it("adds the order's quantities to what the cart holds and keeps the cart's other lines", () => {
    const plan = planBuyAgain(
      [
        { shopItemId: "chianti", quantity: 6 },
        { shopItemId: "olio", quantity: 1 },
      ],
      [line({}), line({ shopItemId: "miele", title: "Miele", orderedQuantity: 1, addQuantity: 1 })],
    );
    expect(plan.items).toEqual([
      { shopItemId: "chianti", quantity: 12 },
      { shopItemId: "olio", quantity: 1 },
      { shopItemId: "miele", quantity: 1 },
    ]);
    expect(plan.outcomes.map(({ added }) => added)).toEqual([6, 1]);
  });

  it("keeps the sum within the item's limit and counts only what was added", () => {
    const plan = planBuyAgain([{ shopItemId: "chianti", quantity: 4 }], [line({ maxQuantity: 6 })]);
    expect(plan.items).toEqual([{ shopItemId: "chianti", quantity: 6 }]);
    expect(plan.outcomes[0]!.added).toBe(2);
  });

  it("never lowers what the cart already holds, and adds nothing of an unavailable line", () => {
    const plan = planBuyAgain(
      [{ shopItemId: "chianti", quantity: 8 }],
      [
        line({ maxQuantity: 6 }),
        line({
          shopItemId: "gone",
          status: "unavailable",
          reason: "NOT_SOLD",
          addQuantity: 0,
          maxQuantity: 0,
        }),
      ],
    );
    expect(plan.items).toEqual([{ shopItemId: "chianti", quantity: 8 }]);
    expect(plan.outcomes.map(({ added }) => added)).toEqual([0, 0]);
  });

  it("groups the outcomes for the summary", () => {
    const { outcomes } = planBuyAgain(
      [],
      [
        line({}),
        line({ shopItemId: "riserva", currentUnitPrice: eur(1700), status: "priceChanged" }),
        line({ shopItemId: "magnum", addQuantity: 2, maxQuantity: 2, status: "quantityReduced" }),
        line({
          shopItemId: "gone",
          status: "unavailable",
          reason: "SOLD_OUT",
          addQuantity: 0,
          maxQuantity: 0,
        }),
      ],
    );
    const groups = summarise(outcomes);
    expect(groups.added.map(({ line }) => line.shopItemId)).toEqual(["chianti"]);
    expect(groups.repriced.map(({ line }) => line.shopItemId)).toEqual(["riserva"]);
    expect(groups.reduced.map(({ line }) => line.shopItemId)).toEqual(["magnum"]);
    expect(groups.missing.map(({ line }) => line.shopItemId)).toEqual(["gone"]);
  });
});
