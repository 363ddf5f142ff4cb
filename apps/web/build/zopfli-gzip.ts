import { gzipAsync } from "@gfx/zopfli";

/**
 * The precompressed `.gz` copies, written with Zopfli: still gzip, read by every browser and by zlib, but 2–4% smaller
 * than zlib's level 9 (−4.1 KiB on the entry), which is what a browser that does not accept brotli receives. Slower to
 * make (~1.5 s for the entry, once per build), no slower to read.
 */
export async function zopfliGzip(input: string | ArrayBufferView | ArrayBuffer): Promise<Buffer> {
  const bytes =
    typeof input === "string"
      ? Buffer.from(input)
      : input instanceof ArrayBuffer
        ? new Uint8Array(input)
        : new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  return Buffer.from(await gzipAsync(bytes, { numiterations: 15 }));
}
