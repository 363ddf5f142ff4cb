// Runs in Node: the fallback face's metric overrides (src/fonts.css) are the ones computed from the shipped Quicksand
// and Arial's metrics, so swapping the web font in moves no text.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import arial from "@capsizecss/metrics/arial";
import quicksandRegular from "@capsizecss/metrics/quicksand";
import { fromFile } from "@capsizecss/unpack/fs";
import { describe, expect, it } from "vitest";

const src = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const shipped = path.join(
  path.dirname(require.resolve("@fontsource-variable/quicksand/package.json")),
  "files/quicksand-latin-wght-normal.woff2",
);
const fallbackFace = (css: string) => {
  const face = css.match(/@font-face\s*{[^}]*"Quicksand Fallback"[^}]*}/)?.[0] ?? "";
  const percent = (name: string) => Number(face.match(new RegExp(`${name}:\\s*([\\d.]+)%`))?.[1]);
  return {
    sizeAdjust: percent("size-adjust"),
    ascent: percent("ascent-override"),
    descent: percent("descent-override"),
    lineGap: percent("line-gap-override"),
  };
};
const percentOf = (ratio: number) => Math.round(ratio * 10_000) / 100;

describe("the Quicksand fallback face", () => {
  it("has the overrides computed from the shipped font and Arial", async () => {
    const font = await fromFile(shipped);
    // The variable file's default instance is Light (300); text is set at the regular weight, whose average letter
    // width the published Regular metrics give. The vertical metrics are the file's own (the same in every weight).
    expect(font.unitsPerEm).toBe(quicksandRegular.unitsPerEm);
    const sizeAdjust =
      quicksandRegular.xWidthAvg / quicksandRegular.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm);
    expect(fallbackFace(readFileSync(path.join(src, "fonts.css"), "utf8"))).toEqual({
      sizeAdjust: percentOf(sizeAdjust),
      ascent: percentOf(font.ascent / font.unitsPerEm / sizeAdjust),
      descent: percentOf(Math.abs(font.descent) / font.unitsPerEm / sizeAdjust),
      lineGap: percentOf(font.lineGap / font.unitsPerEm / sizeAdjust),
    });
  });

  it("comes right after Quicksand in the kit's font stacks", () => {
    const theme = readFileSync(path.join(src, "theme.css"), "utf8").replace(/\s+/g, " ");
    for (const token of ["--club-font", "--club-font-heading"])
      expect(theme).toContain(`${token}: "Quicksand", "Quicksand Fallback",`);
  });
});
