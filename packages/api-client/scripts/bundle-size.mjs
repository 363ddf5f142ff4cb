// Measures what an app pays for the SDK: the built entry bundled with its dependencies, minified, gzipped.

import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Bundles `import { names } from "@club/api-client"` and answers its minified and gzipped sizes in bytes. */
export async function measure(names) {
  const result = await build({
    stdin: {
      contents: `export { ${names.join(", ")} } from "./dist/index.js";`,
      resolveDir: root,
      loader: "js",
    },
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    platform: "neutral",
    mainFields: ["module", "main"],
  });
  const code = result.outputFiles[0].contents;
  return {
    code: new TextDecoder().decode(code),
    minified: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cases = {
    "whole SDK": [
      "createClubClient",
      "ApiError",
      "NetworkError",
      "isApiError",
      "createCartQueue",
      "createCouponLookup",
    ],
    "createClubClient only": ["createClubClient"],
    "createCartQueue only": ["createCartQueue"],
    "createCouponLookup only": ["createCouponLookup"],
  };
  for (const [label, names] of Object.entries(cases)) {
    const { minified, gzip } = await measure(names);
    console.log(
      `${label.padEnd(26)} ${(minified / 1024).toFixed(2)} KiB min  ${(gzip / 1024).toFixed(2)} KiB min+gzip`,
    );
  }
}
