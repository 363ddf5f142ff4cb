import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { configSchema } from "./config";
import { envExample, referenceTable, withReferenceTable } from "./config-docs";

const root = join(import.meta.dirname, "..");

describe("the configuration reference", () => {
  it("documents every variable of the schema", () => {
    const table = referenceTable();
    for (const name of Object.keys(configSchema.shape)) {
      expect(table).toContain(`| \`${name}\` |`);
      expect(envExample()).toMatch(new RegExp(`^(# )?${name}=`, "m"));
    }
  });

  it("README.md and .env.example are what `pnpm config:docs` writes (regenerate after changing the schema)", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    expect(withReferenceTable(readme)).toBe(readme);
    expect(readFileSync(join(root, ".env.example"), "utf8")).toBe(envExample());
  });
});
