import { describe, expect, it } from "vitest";
import { themeMode } from "./mode";
import { resolveTheme } from "./theme";

describe("themeMode", () => {
  it("reads the mode as resolveTheme does, without the colour math", () => {
    for (const input of [
      undefined,
      null,
      "dark",
      {},
      { palette: null },
      { palette: { mode: "dark" } },
      { palette: { mode: "light" } },
      { palette: { mode: "sepia" } },
      { palette: { mode: ["dark"] } },
    ])
      expect(themeMode(input)).toBe(resolveTheme(input).mode);
  });
});
