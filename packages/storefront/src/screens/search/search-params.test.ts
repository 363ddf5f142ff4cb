import { describe, expect, it } from "vitest";
import { search } from "../../router/routes/search";
import { shopPage } from "../../router/routes/shop-page";
import { canonicalQuery } from "../../router/screens-of";
import {
  FILTER_NAMES,
  firstPage,
  hasFacetFilters,
  LAST_PAGE,
  pageCount,
  readFilters,
  searchableQuery,
  searchFor,
  searchQuery,
  withoutFacets,
  writeFilters,
} from "./search-params";

describe("search filters in the address", () => {
  it("are the only query a search page's canonical address keeps; other pages keep none", () => {
    expect(search.query).toEqual(FILTER_NAMES);
    expect(canonicalQuery("?u=1&sort=price&q=rosso&_token=x", [search])).toBe("?q=rosso&sort=price");
    expect(canonicalQuery("?u=1&utm_source=x", [shopPage])).toBe("");
  });

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

  it("names a page past the first in the address and asks the platform for its offset; a new search starts at 1", () => {
    const filters = readFilters("?q=rosso&sort=price&page=3");
    expect(filters.page).toBe(3);
    expect(writeFilters(filters)).toBe("?q=rosso&sort=price&page=3");
    expect(searchQuery(filters)).toMatchObject({ q: "rosso", limit: 48, offset: 96 });
    expect(searchQuery(readFilters("?q=rosso"))).not.toHaveProperty("offset");
    expect(writeFilters(firstPage(filters))).toBe("?q=rosso&sort=price");
    expect(writeFilters(withoutFacets(readFilters("?type=red&page=2")))).toBe("");
    // Page 1, pages that are not whole numbers and pages past what the platform answers are left out.
    for (const page of ["1", "0", "-2", "2.5", "x", String(LAST_PAGE + 1)])
      expect(readFilters(`?page=${page}`).page, page).toBeUndefined();
    expect(readFilters(`?page=${LAST_PAGE}`).page).toBe(LAST_PAGE);
    expect(searchFor({ ...readFilters("?q=x"), page: 2 }, "?_token=abc&page=5")).toBe(
      "?q=x&page=2&_token=abc",
    );
  });

  it("counts the pages of a total: at least one, at most what the platform can answer", () => {
    expect([0, 1, 48, 49, 96, 97].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3]);
    expect(pageCount(1_000_000)).toBe(LAST_PAGE);
  });
});
