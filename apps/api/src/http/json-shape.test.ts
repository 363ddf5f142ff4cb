import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonShape, MAX_JSON_DEPTH } from "./json-shape.js";

/** The nesting of a parsed value, the slow way. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value && typeof value === "object") return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

describe("jsonShape", () => {
  it.each([
    ["1", 0],
    ['"["', 0],
    ["[]", 1],
    ["{}", 1],
    ['{"a":[1,{"b":[]}]}', 4],
    ['["]]]["]', 1],
    ['["\\"[["]', 1],
    ['["\\\\",[[]]]', 3],
    ['{"{":"}","x":{"y":"\\\\\\"{"}}', 2],
    ['"unterminated [[[', 0],
  ])("%s nests %i deep", (text, depth) => {
    expect(jsonShape(text).depth).toBe(depth);
  });

  it("agrees with the parsed value for any JSON, whatever its strings hold", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => {
        expect(jsonShape(JSON.stringify(value)).depth).toBe(depthOf(value));
      }),
      { numRuns: 500 },
    );
  });

  it("stops at the first bracket past the limit, however deep the text goes", () => {
    const text = "[".repeat(100_000) + "]".repeat(100_000);
    expect(jsonShape(text, MAX_JSON_DEPTH)).toEqual({
      depth: MAX_JSON_DEPTH + 1,
      values: MAX_JSON_DEPTH + 1,
    });
    expect(jsonShape(text).depth).toBe(100_000);
    const atLimit = "[".repeat(MAX_JSON_DEPTH) + "]".repeat(MAX_JSON_DEPTH);
    expect(jsonShape(atLimit, MAX_JSON_DEPTH).depth).toBe(MAX_JSON_DEPTH);
  });

  it("counts the values a validator would visit, not the commas in strings", () => {
    expect(jsonShape('{"a":1,"b":[1,2,3],"c":"x,y,z"}').values).toBe(6);
    expect(jsonShape(`[${Array(1000).fill(1).join(",")}]`).values).toBe(1000);
  });
});
