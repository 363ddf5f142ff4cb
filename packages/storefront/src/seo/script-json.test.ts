import { describe, expect, it } from "vitest";
import { scriptJson } from "./script-json";

describe("scriptJson", () => {
  it("can't end its script element, open a comment or break a line", () => {
    expect(scriptJson({ a: "</script><!--&\u2028\u2029" })).toBe(
      '{"a":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028\\u2029"}',
    );
    expect(JSON.parse(scriptJson({ a: "</script>" }))).toEqual({ a: "</script>" });
  });
});
