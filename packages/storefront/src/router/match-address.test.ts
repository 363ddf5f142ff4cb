import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { matchAddress } from "./match-address";

const routes: RouteObject[] = [
  { path: "/:lang", children: [{ index: true }, { path: "shop-pages/:shopPageId" }] },
  { path: "*" },
];

describe("matchAddress", () => {
  it("matches as react-router does, once per address of a table", () => {
    const first = matchAddress(routes, "/en/shop-pages/cantina");
    expect(first?.map((match) => match.route.path)).toEqual(["/:lang", "shop-pages/:shopPageId"]);
    expect(first?.at(-1)?.params).toEqual({ lang: "en", shopPageId: "cantina" });
    // The same answer, not worked out again; another table's is its own.
    expect(matchAddress(routes, "/en/shop-pages/cantina")).toBe(first);
    expect(matchAddress([...routes], "/en/shop-pages/cantina")).not.toBe(first);
    expect(matchAddress(routes, "/en/")?.at(-1)?.route.index).toBe(true);
  });
});
