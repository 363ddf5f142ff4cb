#!/usr/bin/env node
// Rewrites the citations of the product specification and the design notes ("spec §4", "DESIGN §5": documents that
// are not in this repository) as citations of docs/architecture.md ("architecture §4"), in every file git tracks.
// Each section number is mapped to the section of docs/architecture.md that now holds what it said, by topic: a
// number can land on different sections depending on the file (the spec's §4 covered the login state, the cart's
// reads and the checkout's steps alike). Bare "§N" that continue a citation in the same comment are mapped too.
// Idempotent: run it again after merging branches that added citations.
//
//   node scripts/cite-architecture.mjs          # rewrite, and list what changed
//   node scripts/cite-architecture.mjs --check  # change nothing; exit 1 when a citation is left to rewrite
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SELF = "scripts/cite-architecture.mjs";
const TARGET = "docs/architecture.md";

/** The sections of docs/architecture.md, by number (kept in step with its headings; checked below). */
const SECTIONS = {
  1: "Packages and how data flows",
  2: "Routes, screens and the shell",
  3: "Theme, first paint and render errors",
  4: "Data: the contract, the SDK and the queries",
  5: "The cart and its queue",
  6: "Checkout",
  7: "Validation and messages",
  8: "Adapters",
  9: "Rendering on the server and in the browser",
  10: "The platform's modules",
  11: "Constants and limits",
  12: "Quality bars and measurements",
};

/** Where each section of the old documents went, before the per-file and per-line rules below. */
const SPEC = { 1: 3, 2: 2, 3: 6, 4: 4, 5: 7, 6: 4, 7: 4, 8: 7, 9: 11 };
const DESIGN = { 1: 1, 2: 1, 3: 4, 4: 5, 5: 8, 6: 10, 7: 12 };

/** Topic rules, first match wins: [which document, old sections, test on the file path or the line, new section]. */
const RULES = [
  ["spec", [1], ({ file }) => /bot-check/.test(file), 8],
  ["spec", [8], ({ file }) => /^packages\/(api-client|contract)\//.test(file), 4],
  [
    "spec",
    [3, 4, 5, 7],
    ({ file, line }) => /\/checkout\//.test(file) || /step visibility|howToPay/.test(line),
    6,
  ],
  [
    "spec",
    [3, 4, 7],
    ({ file, line }) => /(^|\/)cart\//.test(file) || /cart queue|runCartRead|PATCH/.test(line),
    5,
  ],
];

/** Wordings that only made sense beside the old documents, said again before their citations are mapped. */
const PHRASES = [
  [
    "Spec §7, verbatim: every call the storefront makes.",
    "Every call the storefront makes, as the product first listed them (spec §7).",
  ],
  ["and none of the spec's", "and none of the listed ones"],
  ["(spec §3 cart)", "(spec §3)"],
];

function mapSection(kind, number, where) {
  for (const [ruleKind, numbers, applies, section] of RULES)
    if (ruleKind === kind && numbers.includes(number) && applies(where)) return section;
  const section = (kind === "spec" ? SPEC : DESIGN)[number];
  if (!section) throw new Error(`${where.file}: no section of ${TARGET} for ${kind} §${number}`);
  return section;
}

// "spec §7, §8", "Spec §5 and §9", "spec §7–§8", "DESIGN §4".
const CITATION = /\b(spec|Spec|DESIGN)( ?)§(\d+)((?:(?:, ?| and | or |–|-)§\d+)*)/g;
const BARE = /(?<!architecture )(?<!Architecture )(?<!§\d+(?:, ?| and | or |–|-))§(\d+)/g;
const isComment = (line) => /^\s*(\/\/|\*|\/\*|#|<!--|-)/.test(line);

/** One file's text with its citations rewritten. */
export function rewrite(text, file) {
  const lines = PHRASES.reduce((current, [from, to]) => current.split(from).join(to), text).split("\n");
  let continuing = null; // the document a comment block cites, while inside that block
  return lines
    .map((line) => {
      if (!isComment(line)) continuing = null;
      let kindOnLine = null;
      let out = line.replace(CITATION, (_match, name, space, first, rest) => {
        const kind = name === "DESIGN" ? "design" : "spec";
        kindOnLine = kind;
        const numbers = [Number(first), ...[...rest.matchAll(/§(\d+)/g)].map((m) => Number(m[1]))];
        const separators = [...rest.matchAll(/(, ?| and | or |–|-)§\d+/g)].map((m) => m[1]);
        const mapped = numbers.map((n) => mapSection(kind, n, { file, line }));
        let cited = `§${mapped[0]}`;
        mapped.slice(1).forEach((n, i) => {
          if (n !== mapped[i]) cited += `${separators[i]}§${n}`;
        });
        return `${name === "Spec" ? "Architecture" : "architecture"}${space || " "}${cited}`;
      });
      if (kindOnLine) continuing = kindOnLine;
      if (continuing && isComment(line))
        out = out.replace(BARE, (_match, n) => `§${mapSection(continuing, Number(n), { file, line })}`);
      // "architecture §4, architecture §5" → "architecture §4, §5"
      // and "§5, §5" → "§5"
      return out
        .replace(/(architecture ?§\d+)((?:, ?| and )§\d+)*, architecture ?(§\d+)/gi, "$1$2, $3")
        .replace(/§(\d+)(?:(?:, ?| and )§\1\b)+/g, "§$1");
    })
    .join("\n");
}

function checkSections() {
  const headings = readFileSync(path.join(root, TARGET), "utf8").match(/^## \d+\. .+$/gm) ?? [];
  for (const [number, title] of Object.entries(SECTIONS))
    if (!headings.includes(`## ${number}. ${title}`))
      throw new Error(`${TARGET} has no section "## ${number}. ${title}": update SECTIONS and the maps`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  checkSections();
  const checking = process.argv.includes("--check");
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter(
      (file) =>
        file && file !== SELF && file !== TARGET && !/\.(png|jpe?g|webp|woff2?|ico|lock|ya?ml)$/.test(file),
    );
  const changed = [];
  for (const file of files) {
    let text;
    try {
      text = readFileSync(path.join(root, file), "utf8");
    } catch {
      continue;
    }
    if (!/§\d/.test(text) || text.includes("\0")) continue;
    const next = rewrite(text, file);
    if (next === text) continue;
    changed.push(file);
    if (!checking) writeFileSync(path.join(root, file), next);
  }
  if (checking && changed.length) {
    console.error(`Citations of the old documents left in:\n  ${changed.join("\n  ")}\nRun node ${SELF}.`);
    process.exit(1);
  }
  console.log(
    checking
      ? "Every citation points to docs/architecture.md."
      : `${changed.length} files rewritten:\n  ${changed.join("\n  ")}`,
  );
}
