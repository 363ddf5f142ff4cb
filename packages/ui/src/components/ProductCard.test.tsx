import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProductCard } from "./ProductCard";

const props = {
  name: "Chianti Classico 2021",
  image: { src: "/media/bottle.svg", alt: "The bottle" },
  price: { amount: 1850, currency: "EUR" },
  locale: "en",
};

describe("ProductCard's picture", () => {
  it("loads lazily, after the page's first pictures, by default", () => {
    render(<ProductCard {...props} />);
    const picture = screen.getByRole("img", { name: "The bottle" });
    expect(picture.getAttribute("loading")).toBe("lazy");
    expect(picture.getAttribute("fetchpriority")).toBeNull();
  });

  it("is fetched at once and before any other picture when it is the page's largest paint", () => {
    render(<ProductCard {...props} priority="high" />);
    const picture = screen.getByRole("img", { name: "The bottle" });
    expect(picture.getAttribute("loading")).toBeNull();
    expect(picture.getAttribute("fetchpriority")).toBe("high");
  });

  it("is fetched at once, after the largest picture, when the card is above the fold", () => {
    render(<ProductCard {...props} priority="eager" />);
    const picture = screen.getByRole("img", { name: "The bottle" });
    expect(picture.getAttribute("loading")).toBeNull();
    expect(picture.getAttribute("fetchpriority")).toBe("low");
  });
});
