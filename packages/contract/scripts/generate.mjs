#!/usr/bin/env node
// Generates, from openapi.yaml:
// - src/generated/api.ts (openapi-typescript): paths, operations, components;
// - src/generated/schemas.ts: one named type per schema, so consumers write `Cart` rather than
//   `components["schemas"]["Cart"]`;
// - src/generated/codes.ts: the code enums as values (ERROR_CODES, NOTICE_CODES, CART_PROBLEM_CODES) and each error
//   code's HTTP statuses (ERROR_STATUS, from the ErrorCode schema's `x-status`), for code that needs them at run time.
// `--check` regenerates in memory and fails when a committed file differs (lint runs it).
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
const schemas = document.components.schemas;
const schemaNames = Object.keys(schemas);

function enumOf(name) {
  const values = schemas[name]?.enum;
  if (!Array.isArray(values) || values.length === 0) throw new Error(`openapi.yaml: ${name} needs an enum`);
  return values;
}

function errorStatuses() {
  const codes = enumOf("ErrorCode");
  const statuses = schemas.ErrorCode["x-status"] ?? {};
  const extra = Object.keys(statuses).filter((code) => !codes.includes(code));
  if (extra.length)
    throw new Error(`openapi.yaml: x-status names codes outside the ErrorCode enum: ${extra}`);
  return codes.map((code) => {
    const status = statuses[code];
    const list = Array.isArray(status) ? status : [status];
    if (!list.every((s) => Number.isInteger(s) && s >= 400 && s <= 599))
      throw new Error(
        `openapi.yaml: ErrorCode x-status.${code} must be an HTTP error status (or a list of them)`,
      );
    return [code, list];
  });
}

const list = (values) => values.map((value) => `  "${value}",`).join("\n");
const codes = `${banner}import type { CartProblemCode, ErrorCode, NoticeCode } from "./schemas.js";

/** Every code an error answer carries (the contract's ErrorCode enum). */
export const ERROR_CODES = [
${list(enumOf("ErrorCode"))}
] as const satisfies readonly ErrorCode[];

/** The HTTP statuses that carry each error code (the ErrorCode schema's \`x-status\`). */
export const ERROR_STATUS: { readonly [Code in ErrorCode]: readonly number[] } = {
${errorStatuses()
  .map(([code, statuses]) => `  ${code}: [${statuses.join(", ")}],`)
  .join("\n")}
};

/** Every code of a success shown as a message (the contract's NoticeCode enum). */
export const NOTICE_CODES = [
${list(enumOf("NoticeCode"))}
] as const satisfies readonly NoticeCode[];

/** Every code of a cart's problems (the contract's CartProblemCode enum). */
export const CART_PROBLEM_CODES = [
${list(enumOf("CartProblemCode"))}
] as const satisfies readonly CartProblemCode[];
`;

const files = {
  "src/generated/api.ts": banner + astToString(ast),
  "src/generated/schemas.ts": `${banner}import type { components } from "./api.js";\n\n${schemaNames
    .map((name) => `export type ${name} = components["schemas"]["${name}"];`)
    .join("\n")}\n`,
  "src/generated/codes.ts": codes,
};

const check = process.argv.includes("--check");
let stale = false;
for (const [file, output] of Object.entries(files)) {
  const target = join(root, file);
  if (check) {
    const current = await readFile(target, "utf8").catch(() => "");
    if (current !== output) {
      console.error(
        `${file} is out of date with openapi.yaml: run \`pnpm --filter @club/contract generate\`.`,
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
if (check) console.log("generated files are up to date");
