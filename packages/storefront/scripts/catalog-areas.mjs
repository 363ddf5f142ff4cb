#!/usr/bin/env node
// Splits each compiled catalog (src/locales/{locale}/messages.ts, from `lingui compile`) into one catalog per area
// of the app (src/locales/{locale}/areas/{area}.ts), so a page loads the messages its first paint can show and no
// others. The core is what every page loads before it shows: the messages of the modules the entry and the core's
// screens (home) import statically. The extras are those of the parts the core imports lazily (the cart sheet, the
// drawer, the consent banner, the age question), loaded with those parts (`withMessages("extras", …)`, checked here).
// An area's messages are those of every module its screens reach (static and lazy imports, read from the source),
// minus the core's. Translators keep one .po per language.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { runnerImport } from "vite";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const src = join(root, "src");
const LOCALES = ["en", "it"];

/**
 * The screens of each area: each screen definition (src/framework/screen-routes.ts, loaded through Vite's module
 * runner, read as the app reads it) names its area, and its screen is the component of the same name exported by
 * src/framework/screens.ts (`shopPage` is `ShopPageScreen`; router/screens-of.test.ts keeps the two lists paired).
 */
export async function areaScreens() {
  const { module } = await runnerImport(join(src, "framework", "screen-routes.ts"), {
    root,
    configFile: false,
    logLevel: "silent",
  });
  const screensFile = join(src, "framework", "screens.ts");
  const files = new Map(
    [...readFileSync(screensFile, "utf8").matchAll(/export \{ (\w+) \} from "([^"]+)";/g)].map(
      ([, name, from]) => [name, resolveImport(screensFile, from)],
    ),
  );
  const areas = {};
  for (const [name, screen] of Object.entries(module)) {
    const file = files.get(`${name[0].toUpperCase()}${name.slice(1)}Screen`);
    if (!file) throw new Error(`the screen definition ${name} has no screen in src/framework/screens.ts`);
    areas[screen.area] = [...(areas[screen.area] ?? []), relative(src, file)];
  }
  if (!areas.core || !areas.checkout || !areas.account)
    throw new Error("the screen definitions name no core, checkout or account screens");
  return areas;
}

function resolveImport(from, specifier) {
  const base = join(dirname(from), specifier);
  for (const candidate of [
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
    base,
  ])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

function importsOf(file) {
  const text = readFileSync(file, "utf8");
  const resolved = (matches) =>
    matches
      .map((match) => resolveImport(file, match[1]))
      .filter((path) => path !== null && !path.includes("/locales/"));
  return {
    static: resolved([...text.matchAll(/(?:from|import)\s+"(\.{1,2}\/[^"]+)"/g)]),
    lazy: resolved([...text.matchAll(/import\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g)]),
  };
}

/** Every module reachable from `roots` (static imports, and lazy ones unless `staticOnly`), not entering `stop`. */
function reach(roots, stop = new Set(), staticOnly = false) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || stop.has(file)) return;
    seen.add(file);
    const imports = importsOf(file);
    for (const next of staticOnly ? imports.static : [...imports.static, ...imports.lazy]) visit(next);
  };
  for (const rootFile of roots) visit(rootFile);
  return seen;
}

const rel = (files) => new Set([...files].map((f) => relative(root, f)));

/**
 * Modules per area: the core (the entry and the core's screens, static imports only, not entering the other areas'
 * screens), the extras (what the core reaches through lazy imports, but screens), then each other screen area. Also
 * the core's lazy imports of modules outside it (`lazyParts`: importer, specifier, module), which must load the
 * extras.
 */
export function areaModules(screensByArea) {
  const screens = (area) => screensByArea[area].map((path) => join(src, path));
  const otherScreens = new Set(
    Object.keys(screensByArea)
      .filter((area) => area !== "core")
      .flatMap(screens),
  );
  const allScreens = new Set([...otherScreens, ...screens("core")]);
  // The app reaches the shell through the framework bridge (its language layout), the rest through the index.
  const core = reach(
    [join(src, "index.ts"), join(src, "framework", "index.ts"), ...screens("core")],
    otherScreens,
    true,
  );
  const lazyParts = [];
  for (const file of core) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/import\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g)) {
      const target = resolveImport(file, match[1]);
      if (target && !target.includes("/locales/") && !core.has(target) && !allScreens.has(target))
        lazyParts.push({
          importer: relative(root, file),
          specifier: match[1],
          module: relative(root, target),
        });
    }
  }
  const extras = reach(
    lazyParts.map((part) => join(root, part.module)),
    new Set([...core, ...allScreens]),
  );
  const areas = { core, extras };
  for (const area of Object.keys(screensByArea).filter((a) => a !== "core"))
    areas[area] = reach(screens(area), core);
  return {
    modules: Object.fromEntries(Object.entries(areas).map(([area, files]) => [area, rel(files)])),
    lazyParts,
  };
}

/**
 * The core's lazy parts that show messages of their own but do not load the extras with their code: each must be
 * imported as `withMessages("extras", () => import("…"))` (or `async () => (await import("…")).Name`, or for
 * `React.lazy` `async () => ({ default: (await import("…")).Name })`).
 */
export function partsWithoutTheirMessages(modules, lazyParts, origins) {
  const withMessages = new Set([...origins.values()].flat().map((file) => file.replace(/:\d+$/, "")));
  return lazyParts.filter(({ importer, specifier, module }) => {
    const reached = rel(reach([join(root, module)], new Set([...modules.core].map((f) => join(root, f)))));
    if (![...reached].some((file) => withMessages.has(file))) return false;
    const escaped = specifier.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    const wrapped = new RegExp(
      `withMessages\\(\\s*"extras",\\s*(?:async\\s*)?\\(\\)\\s*=>\\s*(?:\\(\\{\\s*default:\\s*)?(?:\\(\\s*await\\s+)?import\\(\\s*"${escaped}"\\s*\\)`,
    );
    return !wrapped.test(readFileSync(join(root, importer), "utf8"));
  });
}

/** The compiled id and the source modules of each message of a .po catalog. */
export function poOrigins(locale) {
  const entries = readFileSync(join(src, "locales", locale, "messages.po"), "utf8").split(/\n\s*\n/);
  const origins = new Map();
  for (const entry of entries) {
    if (/^#~/m.test(entry)) continue;
    const msgid = entry.match(/^msgid "(.*)"$/m)?.[1];
    if (!msgid) continue;
    const context = entry.match(/^msgctxt "(.*)"$/m)?.[1];
    const explicit = /^#\. js-lingui-explicit-id$/m.test(entry);
    const text = JSON.parse(`"${msgid}"`);
    const id = explicit ? text : generateMessageId(text, context ? JSON.parse(`"${context}"`) : undefined);
    const files = [...entry.matchAll(/^#: (.+)$/gm)].flatMap((m) => m[1].split(" "));
    origins.set(id, files);
  }
  return origins;
}

function compiledMessages(locale) {
  const text = readFileSync(join(src, "locales", locale, "messages.ts"), "utf8");
  const json = text.match(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/)?.[1];
  if (!json) throw new Error(`no messages in src/locales/${locale}/messages.ts`);
  return JSON.parse(JSON.parse(json));
}

/** Writes the area catalogs of every locale and returns, per locale and area, how many messages each holds. */
export async function writeAreaCatalogs() {
  const { modules, lazyParts } = areaModules(await areaScreens());
  const unloaded = partsWithoutTheirMessages(modules, lazyParts, poOrigins("en"));
  if (unloaded.length)
    throw new Error(
      `${unloaded.map((part) => `${part.importer} imports ${part.specifier} lazily`).join("; ")}: its messages are ` +
        `not in the core every page loads, so wrap the import in withMessages("extras", () => import("…")) ` +
        `(src/i18n/i18n.ts), which loads them with its code`,
    );
  const counts = {};
  for (const locale of LOCALES) {
    const messages = compiledMessages(locale);
    const origins = poOrigins(locale);
    // The messages each area holds: every area but the core leaves out the core's (loaded before it).
    const held = {};
    counts[locale] = {};
    for (const area of Object.keys(modules)) {
      const own = {};
      for (const [id, files] of origins) {
        if (area !== "core" && held.core && id in held.core) continue;
        if (!files.some((file) => modules[area].has(file))) continue;
        if (!(id in messages)) throw new Error(`${locale}: ${id} is in the .po but not compiled`);
        own[id] = messages[id];
      }
      held[area] = own;
      const sorted = Object.fromEntries(Object.entries(own).sort(([a], [b]) => a.localeCompare(b)));
      const out = join(src, "locales", locale, "areas", `${area}.ts`);
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(
        out,
        `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(JSON.stringify(sorted))}) as Messages;`,
      );
      counts[locale][area] = Object.keys(own).length;
    }
  }
  return counts;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await writeAreaCatalogs());
