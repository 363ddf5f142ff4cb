import { describe, expect, it } from "vitest";
import { pageNumbers } from "./SearchPages";

describe("the page numbers offered", () => {
  it("shows the first, the last and the current page's neighbours, with a gap where pages are left out", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 12)).toEqual([1, 2, null, 12]);
    expect(pageNumbers(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageNumbers(12, 12)).toEqual([1, null, 11, 12]);
    // A gap of one page shows that page: "1 2 3 4", never "1 … 3 4".
    expect(pageNumbers(4, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
