import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { zopfliGzip } from "./zopfli-gzip.mjs";

describe("zopfliGzip", () => {
  const script = Array.from(
    { length: 400 },
    (_, i) => `export function part${i}(value){return value.map((item)=>item.price*${i}).filter(Boolean)}`,
  ).join("\n");

  it("writes gzip that zlib reads back byte for byte", async () => {
    const compressed = await zopfliGzip(script);
    expect(compressed.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(gunzipSync(compressed).toString()).toBe(script);
  });

  it("is smaller than zlib's highest level", async () => {
    const compressed = await zopfliGzip(Buffer.from(script));
    expect(compressed.length).toBeLessThan(gzipSync(script, { level: 9 }).length);
  });
});
