import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { API_TEMPLATES, routeTemplate } from "./route-template";

describe("routeTemplate", () => {
  it("knows every path of the platform's contract (openapi.yaml), and only those", () => {
    const contract = readFileSync(
      createRequire(import.meta.url).resolve("@club/contract/openapi.yaml"),
      "utf8",
    );
    const paths = [...contract.matchAll(/^ {2}(\/api\/\S+):$/gm)].map((m) => m[1]);
    expect([...API_TEMPLATES].sort()).toEqual(paths.sort());
  });

  it("replaces ids and tokens by their names, and folds unknown paths", () => {
    expect(routeTemplate("/api/v2/shop-pages/17/cart")).toBe("/api/v2/shop-pages/{shopPageId}/cart");
    expect(routeTemplate("/api/v2/email/confirm/secret-token-123")).toBe(
      "/api/v2/email/confirm/{requestToken}",
    );
    expect(routeTemplate("/api/v2/nope/1/2")).toBe("/api/*");
    expect(routeTemplate("/it/shop-pages/club/shops/7")).toBe(
      "/{lang}/shop-pages/{shopPageId}/shops/{shopId}",
    );
    expect(routeTemplate("/en/signup/abc")).toBe("/{lang}/signup/{requestToken}");
    expect(routeTemplate("/en")).toBe("/{lang}");
    expect(routeTemplate("/fr/x")).toBe("unmatched");
    expect(routeTemplate("/favicon.ico")).toBe("unmatched");
    expect(routeTemplate("/assets/index-abc.js")).toBe("/assets/*");
    expect(routeTemplate("/media/hero.svg")).toBe("/media/*");
    expect(routeTemplate("/readyz")).toBe("/readyz");
  });
});
