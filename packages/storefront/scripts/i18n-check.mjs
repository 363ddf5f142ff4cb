#!/usr/bin/env node
// CI gate for translations: the catalogs are extracted from the source, every `it` message is translated,
// and the compiled TypeScript catalogs (and their split per area) match the .po files. Fix with `pnpm i18n` and
// translate what it lists.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeAreaCatalogs } from "./catalog-areas.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const cli = join(root, "node_modules/.bin/lingui");
const locales = ["en", "it"];
const read = (locale, file) => readFileSync(join(root, "src/locales", locale, file), "utf8");
const lingui = (...args) => execFileSync(cli, args, { cwd: root, stdio: "pipe" });
// The extraction date is not a change.
const stable = (text) => text.replace(/^"POT-Creation-Date: .*\n/m, "");

const AREAS = ["core", "extras", "shop", "checkout", "account"];
const readAreas = (locale) =>
  AREAS.map((area) => {
    try {
      return read(locale, `areas/${area}.ts`);
    } catch {
      return "";
    }
  });
const before = Object.fromEntries(
  locales.map((l) => [l, { po: read(l, "messages.po"), ts: read(l, "messages.ts"), areas: readAreas(l) }]),
);
lingui("extract", "--clean");
lingui("compile", "--typescript");
await writeAreaCatalogs();
const problems = [];
for (const locale of locales) {
  if (stable(read(locale, "messages.po")) !== stable(before[locale].po))
    problems.push(`src/locales/${locale}/messages.po was not up to date with the source (now re-extracted)`);
  if (read(locale, "messages.ts") !== before[locale].ts)
    problems.push(`src/locales/${locale}/messages.ts was not compiled from the .po (now recompiled)`);
  readAreas(locale).forEach((text, i) => {
    if (text !== before[locale].areas[i])
      problems.push(
        `src/locales/${locale}/areas/${AREAS[i]}.ts was not split from the catalog (now rewritten)`,
      );
  });
}

// Missing Italian translations: entries whose msgstr is empty.
const entries = read("it", "messages.po").split(/\n\s*\n/);
for (const entry of entries) {
  if (/^msgid ""\nmsgstr ""/m.test(entry) && !/^#/m.test(entry)) continue; // header
  if (/^#~/m.test(entry)) continue; // obsolete
  const id = entry.match(/^msgid "(.*)"$/m)?.[1];
  const str = entry.match(/^msgstr "(.*)"$/m)?.[1];
  if (id === undefined) continue;
  const continued = /^msgstr ""\n"/m.test(entry);
  if (!str && !continued) problems.push(`missing it translation: ${id}`);
}

if (problems.length) {
  console.error(`i18n check failed:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`i18n check: ${locales.join(", ")} catalogs complete and compiled`);
