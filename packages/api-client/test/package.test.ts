import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain ESM script without types
import { measure } from "../scripts/bundle-size.mjs";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

// Runs against dist/ (turbo builds before testing), as an app installing the package would see it.
describe("the published package", () => {
  it("is ESM with types, side-effect free and independent of React", async () => {
    expect(pkg.type).toBe("module");
    expect(pkg.sideEffects).toBe(false);
    expect(pkg.exports["."]).toEqual({ types: "./dist/index.d.ts", import: "./dist/index.js" });
    expect(Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })).not.toContain("react");
    // Imported by URL so type checking does not need a build first.
    const entry = await import(/* @vite-ignore */ new URL("../dist/index.js", import.meta.url).href);
    expect(Object.keys(entry).sort()).toEqual(
      [
        "ApiError",
        "NetworkError",
        "createCartQueue",
        "createClubClient",
        "createCouponLookup",
        "isApiError",
      ].sort(),
    );
  });

  it("tree-shakes: the coupon helper alone pulls in none of the HTTP client", async () => {
    const whole = await measure(["createClubClient"]);
    const couponOnly = await measure(["createCouponLookup"]);
    expect(whole.code).toContain("X-App-Token");
    expect(couponOnly.code).not.toContain("X-App-Token");
    expect(couponOnly.minified).toBeLessThan(whole.minified / 4);
  });
});
