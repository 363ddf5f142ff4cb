import { describe, expect, it } from "vitest";
import { withQuery } from "../session/persisted-query";
import { pageQuery } from "./page-query";

describe("a page's query string", () => {
  it("reads only the session's token; links carry the rest on, less the one-shot flags", () => {
    const shopPage = "/en/shop-pages/cantina";
    expect(pageQuery(shopPage, "?u=1&_token=t&returnUrl=%2Fen%2F&passwordChanged=1&utm=mail&q=x")).toEqual({
      reads: "_token=t",
      carried: "u=1&utm=mail&q=x",
    });
    expect(pageQuery(shopPage, "")).toEqual({ reads: "", carried: "" });
    expect(pageQuery(shopPage, "?_token=")).toEqual({ reads: "", carried: "" });
  });

  it("reads the variables its screens read, in a stable order", () => {
    expect(pageQuery("/en/search", "?u=1&type=red&q=chianti")).toEqual({
      reads: "q=chianti&type=red",
      carried: "u=1",
    });
  });

  it("carries exactly what a link made at that address carries", () => {
    for (const search of ["?b=2&a=1&a=3", "?q=%22%3E%3C%2Fscript%3E&returnUrl=x", "?x=a+b%26c"]) {
      const link = withQuery("/en/shop-pages/7", search);
      expect(link).toBe(`/en/shop-pages/7?${pageQuery("/en/shop-pages/7", search).carried}`);
    }
  });
});
