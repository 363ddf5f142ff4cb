import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { typecheck } from "./compile.js";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const snippets = [...readme.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? "");

// Runs against dist/ (turbo builds before testing): what a project installing the package compiles against.
describe("the README", () => {
  it("has its examples in TypeScript", () => {
    expect(snippets.length).toBeGreaterThanOrEqual(8);
    for (const snippet of snippets) expect(snippet).toContain('from "@club/api-client"');
  });

  it("compiles every snippet as written, imports included, under strict", () => {
    const sources = Object.fromEntries(
      snippets.map((snippet, index) => [`readme-snippet-${index + 1}.ts`, snippet]),
    );
    expect(typecheck(sources)).toEqual([]);
  }, 60_000);
});

describe("type errors a caller meets", () => {
  const call = (line: string) =>
    typecheck({
      "wrong-call.ts": `import { createClubClient } from "@club/api-client";
const api = createClubClient({ baseUrl: "http://localhost:4000", origin: "localhost:3000", appToken: "app" });
${line}
`,
    });

  it("names a path the contract does not have, with or without an init", () => {
    for (const line of [
      'void api.GET("/api/v2/clubs");',
      'void api.GET("/api/v2/shop-pages/{shopPageId}/carts", { params: { path: { shopPageId: "x" } } });',
    ]) {
      const errors = call(line);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(
        /Argument of type '".*"' is not assignable to parameter of type 'PathsWithMethod</,
      );
      expect(errors[0]).not.toContain("Expected 2 arguments");
    }
  }, 60_000);

  it("refuses an error code the contract does not list", () => {
    const errors = call(
      'import { isApiError } from "@club/api-client";\nvoid isApiError(new Error(), "UNAUTHORISED");',
    );
    expect(errors.join("\n")).toContain(`Argument of type '"UNAUTHORISED"' is not assignable`);
  }, 60_000);
});
