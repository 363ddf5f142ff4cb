#!/usr/bin/env node
// Splits each compiled catalog (src/locales/{locale}/messages.ts, from `lingui compile`) into one catalog per area
// of the app (src/locales/{locale}/areas/{area}.ts), so a route loads the messages its code can show and no
// others. An area's messages are those of every module its screens reach (static and lazy imports, read from the
// source), minus the core's, which every page loads. A screen's parts that load after its first paint (the
// manifest's `later`: checkout's later steps) have an area of their own: the screen's area stops at them, and
// theirs leaves out what the screen's already holds. Translators keep one .po per language.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { runnerImport } from "vite";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const src = join(root, "src");
const LOCALES = ["en", "it"];

/**
 * The screens of each area that is not loaded with every page, as the route manifest says (src/router/manifest.ts,
 * loaded through Vite's module runner: the manifest is TypeScript, read as the app reads it).
 */
export async function areaScreens() {
  const { module } = await runnerImport(join(src, "router", "lookup.ts"), {
    root,
    configFile: false,
    logLevel: "silent",
  });
  const areas = module.areaScreens();
  if (!areas.checkout || !areas.account)
    throw new Error("the route manifest names no checkout or account screens");
  return { screens: areas, later: module.laterAreas() };
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
  const found = [
    ...text.matchAll(/(?:from|import)\s+"(\.{1,2}\/[^"]+)"/g),
    ...text.matchAll(/import\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g),
  ].map((match) => resolveImport(file, match[1]));
  return found.filter((path) => path !== null && !path.includes("/locales/"));
}

/** Every module reachable from `roots` (static and lazy imports), not entering `stop`. */
function reach(roots, stop = new Set()) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || stop.has(file)) return;
    seen.add(file);
    for (const next of importsOf(file)) visit(next);
  };
  for (const rootFile of roots) visit(rootFile);
  return seen;
}

/**
 * Modules per area: the core (the entry and everything it reaches but the other areas' screens), then each screen
 * area (stopping at its screens' later parts), then the later parts' areas.
 */
export function areaModules(screensByArea, laterByArea = {}) {
  const absolute = (paths) => paths.map((path) => join(src, path));
  const allAreaScreens = new Set(absolute(Object.values(screensByArea).flat()));
  const core = reach([join(src, "index.ts")], allAreaScreens);
  const areas = { core };
  for (const [area, screens] of Object.entries(screensByArea)) {
    const later = Object.values(laterByArea).filter((part) => part.after === area);
    const stop = new Set([...core, ...absolute(later.flatMap((part) => part.modules))]);
    areas[area] = reach(absolute(screens), stop);
  }
  for (const [area, { modules }] of Object.entries(laterByArea)) areas[area] = reach(absolute(modules), core);
  return Object.fromEntries(
    Object.entries(areas).map(([area, files]) => [area, new Set([...files].map((f) => relative(root, f)))]),
  );
}

/** The compiled id and the source modules of each message of a .po catalog. */
function poOrigins(locale) {
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
  const { screens: screensByArea, later } = await areaScreens();
  const modules = areaModules(screensByArea, later);
  const counts = {};
  for (const locale of LOCALES) {
    const messages = compiledMessages(locale);
    const origins = poOrigins(locale);
    // The messages each area holds: a later area leaves out its screen's (loaded before it), every area the core's.
    const held = {};
    counts[locale] = {};
    for (const area of ["core", ...Object.keys(screensByArea), ...Object.keys(later)]) {
      const own = {};
      const before = [held.core, held[later[area]?.after]].filter(Boolean);
      for (const [id, files] of origins) {
        if (area !== "core" && before.some((loaded) => id in loaded)) continue;
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
