import { describe, expect, it } from "vitest";
import { summaryLine } from "./summary-line";

const eur = (amount: number) => ({ amount, currency: "EUR" });

describe("summaryLine", () => {
  it("names the product with its measure, picture, quantity and prices", () => {
    expect(
      summaryLine(
        {
          id: "7",
          title: "Chianti Classico",
          format: 0.75,
          weight: null,
          image: { url: "/media/chianti.svg", alt: "A bottle of Chianti" },
          quantity: 6,
          unitPrice: eur(1500),
          total: eur(9000),
        },
        "it-IT",
      ),
    ).toEqual({
      id: "7",
      name: "Chianti Classico",
      meta: "0,75 L",
      image: { src: "/media/chianti.svg", alt: "A bottle of Chianti" },
      quantity: 6,
      unitPrice: eur(1500),
      total: eur(9000),
    });
  });

  it("shows a weight when there is no format, and leaves out what the line does not have", () => {
    const line = summaryLine(
      { id: "8", title: "Pecorino", weight: 500, quantity: 1, unitPrice: eur(1200), total: eur(1200) },
      "en-GB",
    );
    expect(line.meta).toBe("500 g");
    expect("image" in line).toBe(false);
    const plain = summaryLine(
      { id: "9", title: "Gift", quantity: 1, unitPrice: eur(0), total: eur(0) },
      "en-GB",
    );
    expect("meta" in plain).toBe(false);
  });
});
