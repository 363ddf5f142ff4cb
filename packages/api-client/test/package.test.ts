import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain ESM script without types
import { measure } from "../scripts/bundle-size.mjs";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

// Runs against dist/ (turbo builds before testing), as an app installing the package would see it.
describe("the published package", () => {
  it("is ESM and CommonJS, each with its types, side-effect free and independent of React", async () => {
    expect(pkg.type).toBe("module");
    expect(pkg.sideEffects).toBe(false);
    expect(pkg.exports["."]).toEqual({
      import: { types: "./dist/index.d.ts", default: "./dist/index.js" },
      require: { types: "./dist/index.d.cts", default: "./dist/index.cjs" },
    });
    expect(Object.keys(pkg.dependencies)).toContain("@club/contract");
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
        "createLatestLookup",
        "isApiError",
      ].sort(),
    );
    const required = createRequire(import.meta.url)("../dist/index.cjs") as Record<string, unknown>;
    expect(Object.keys(required).sort()).toEqual(Object.keys(entry).sort());
  });

  it("keeps the request code out of the entry: openapi-fetch comes with the first request", () => {
    const read = (file: string) => readFileSync(new URL(`../dist/${file}`, import.meta.url), "utf8");
    const entry = read("index.js");
    expect(entry).not.toContain("openapi-fetch");
    // The client is a module of its own (an entry of the build, re-exported by the index from a shared chunk).
    const clientModule = entry.match(/export \{ createClubClient \} from '\.\/([\w-]+\.js)'/)?.[1];
    expect(clientModule).toBeDefined();
    const client = read(clientModule!);
    expect(client).not.toContain("openapi-fetch");
    const chunk = client.match(/import\('\.\/(transport-[\w-]+\.js)'\)/)?.[1];
    expect(chunk).toBeDefined();
    expect(readFileSync(new URL(`../dist/${chunk}`, import.meta.url), "utf8")).toMatch(
      /from ['"]openapi-fetch['"]/,
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
