import { describe, expect, it } from "vitest";
import {
  hasFacetFilters,
  readFilters,
  searchableQuery,
  searchFor,
  searchQuery,
  withoutFacets,
  writeFilters,
} from "./search-params";

describe("search filters in the address", () => {
  it("reads and writes the same query string", () => {
    const search =
      "?q=chianti&type=red,white&grape=Sangiovese&vintage=2019&priceMin=2000&priceMax=5000&sort=price";
    expect(writeFilters(readFilters(search))).toBe(search);
  });

  it("leaves out what cannot be valid: unknown kinds and sorts, prices that are not whole numbers", () => {
    const filters = readFilters("?type=red,beer&sort=cheapest&priceMin=-5&vintage=19&format=0.75,big");
    expect(filters).toEqual({ q: "", type: ["red"], grape: [], region: [], vintage: [], format: ["0.75"] });
  });

  it("keeps the address's other variables (the persisted token)", () => {
    expect(searchFor(readFilters("?type=red"), "?_token=abc&type=white&q=x")).toBe("?type=red&_token=abc");
  });

  it("clearing the filters keeps the query and the sort", () => {
    const filters = readFilters("?q=rosso&region=Toscana&priceMax=2000&sort=name");
    expect(hasFacetFilters(filters)).toBe(true);
    const cleared = withoutFacets(filters);
    expect(hasFacetFilters(cleared)).toBe(false);
    expect(writeFilters(cleared)).toBe("?q=rosso&sort=name");
  });

  it("sends the platform a query it accepts: no injection characters, at most 100 characters", () => {
    expect(searchableQuery("'; drop table products; --")).toBe("' drop table products --");
    expect(searchableQuery("<script>alert(1)</script>")).toBe("script alert(1) /script");
    expect(searchableQuery("x".repeat(150))).toHaveLength(100);
    expect(searchQuery(readFilters("?q=%20%20&vintage=2019&format=1.5"))).toEqual({
      vintage: [2019],
      format: [1.5],
      limit: 48,
    });
  });
});
