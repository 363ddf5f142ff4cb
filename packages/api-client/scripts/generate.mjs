#!/usr/bin/env node
// Generates, from openapi.yaml: src/generated/api.ts (openapi-typescript) and src/generated/schemas.ts (one named
// type per schema, so consumers write `Cart` rather than `components["schemas"]["Cart"]`).
// `--check` regenerates in memory and fails when a committed file differs (CI runs it).
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { parse } from "yaml";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const source = join(root, "openapi.yaml");
const banner = "// Generated from openapi.yaml by scripts/generate.mjs. Do not edit by hand.\n\n";

const ast = await openapiTS(pathToFileURL(source), { alphabetize: false, exportType: true });
const document = parse(await readFile(source, "utf8"));
const schemaNames = Object.keys(document.components.schemas);
const files = {
  "src/generated/api.ts": banner + astToString(ast),
  "src/generated/schemas.ts": `${banner}import type { components } from "./api.js";\n\n${schemaNames
    .map((name) => `export type ${name} = components["schemas"]["${name}"];`)
    .join("\n")}\n`,
};

const check = process.argv.includes("--check");
let stale = false;
for (const [file, output] of Object.entries(files)) {
  const target = join(root, file);
  if (check) {
    const current = await readFile(target, "utf8").catch(() => "");
    if (current !== output) {
      console.error(
        `${file} is out of date with openapi.yaml: run \`pnpm --filter @club/api-client generate\`.`,
      );
      stale = true;
    }
  } else {
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, output);
    console.log(`wrote ${file}`);
  }
}
if (stale) process.exit(1);
if (check) console.log("generated types are up to date");
