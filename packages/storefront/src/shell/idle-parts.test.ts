import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { IDLE_PARTS } from "./idle-parts";

describe("IDLE_PARTS", () => {
  it("names the modules and the area the shell loads when idle", () => {
    const shell = readFileSync(join(import.meta.dirname, "AppShell.tsx"), "utf8");
    const loads = [...shell.matchAll(/withMessages\("([\w-]+)", \(\) => import\("([^"]+)"\)\)/g)].map(
      ([, area, path]) => [
        area,
        relative(join(import.meta.dirname, ".."), join(import.meta.dirname, `${path}.tsx`)),
      ],
    );
    expect(loads).toEqual(IDLE_PARTS.modules.map((module) => [IDLE_PARTS.area, module]));
  });
});
