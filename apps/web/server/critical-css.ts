import { readFileSync } from "node:fs";
import { join } from "node:path";
import postcss, { type AtRule, type ChildNode, type Container } from "postcss";
import { attributeText } from "./markup";

/**
 * The build's stylesheet cut down to what one page's markup can use, to inline it in the page's head so the first
 * paint waits for no stylesheet (the whole sheet follows without blocking render). Tailwind's output is flat class
 * rules inside `@layer`/`@media`/`@supports`: a rule is kept when one of its selectors names only classes the markup
 * carries (classes under `:not()` are not required); every rule that names no class (preflight, tokens, `:root`),
 * `@font-face`, `@keyframes` and `@property` is kept. It errs on keeping (a `hover:` rule of a class on the page),
 * never on dropping. Every `@layer`, `@media` and `@supports` block is kept too, empty when none of its rules is:
 * the app later adds the rules left out into these blocks (`src/merge-rules.ts`), and Chromium takes a style rule
 * added through the CSSOM with a restyle of only what it matches, but a block added anywhere with a restyle and a
 * new layout of the whole page (it measured 100-200 ms at 4× CPU per frame the merge spans). The sheet is parsed
 * once; a page costs a scan of its class attributes and a walk of the rules.
 */
export interface CriticalCss {
  /** The CSS for a page whose markup is `html`, in the stylesheet's order. */
  forMarkup(html: string): string;
  /** The font files the sheet's `@font-face` rules for Basic Latin name (the text every page paints). */
  latinFonts: string[];
}

/**
 * The critical CSS of the built page's stylesheet (the first `<link rel="stylesheet">` of `index.html`), or none when
 * the page links no stylesheet (then it is linked as built).
 */
export function loadCriticalCss(clientDir: string, template: string): CriticalCss | undefined {
  const href = template.match(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+)">/)?.[1];
  return href ? createCriticalCss(readFileSync(join(clientDir, href), "utf8")) : undefined;
}

type Piece =
  | { kind: "text"; text: string }
  | { kind: "rule"; needs: string[][]; text: string }
  | { kind: "group"; open: string; children: Piece[] };

/** At-rules kept whole: what they hold is not selected by the page's classes. */
const KEPT_WHOLE = new Set(["font-face", "keyframes", "property", "charset", "import", "namespace"]);

export function createCriticalCss(css: string): CriticalCss {
  const root = postcss.parse(css);
  const pieces = compile(root);
  return {
    forMarkup(html: string) {
      return emit(pieces, classesOf(html));
    },
    latinFonts: latinFontsOf(root),
  };
}

function compile(container: Container): Piece[] {
  const pieces: Piece[] = [];
  for (const node of container.nodes ?? []) {
    if (node.type === "comment" || node.type === "decl") continue;
    if (node.type === "rule") {
      pieces.push({ kind: "rule", needs: node.selectors.map(requiredClasses), text: node.toString() });
    } else if (node.type === "atrule") {
      if (!node.nodes || KEPT_WHOLE.has(node.name)) pieces.push({ kind: "text", text: atRuleText(node) });
      else pieces.push({ kind: "group", open: atRuleHead(node), children: compile(node) });
    }
  }
  return pieces;
}

const atRuleHead = (node: AtRule) => `@${node.name}${node.params ? ` ${node.params}` : ""}{`;
const atRuleText = (node: AtRule) =>
  node.nodes
    ? `${atRuleHead(node)}${node.nodes.map(childText).join("")}}`
    : `${atRuleHead(node).slice(0, -1)};`;
const childText = (node: ChildNode): string =>
  node.type === "decl" ? `${node.toString()};` : node.toString();

function emit(pieces: Piece[], classes: ReadonlySet<string>): string {
  let out = "";
  for (const piece of pieces) {
    if (piece.kind === "text") out += piece.text;
    else if (piece.kind === "rule") {
      if (piece.needs.some((needs) => needs.every((name) => classes.has(name)))) out += piece.text;
    } else out += `${piece.open}${emit(piece.children, classes)}}`;
  }
  return out;
}

const HEX_ESCAPE = /^[0-9a-fA-F]{1,6}[ \t\n]?/;
const IDENT_CHAR = /[-\w\u0080-\uffff]/;

/** The class names a selector requires of the element or its relatives: not those it requires to be absent. */
export function requiredClasses(selector: string): string[] {
  const names: string[] = [];
  let i = 0;
  const skipBalanced = (open: string, close: string) => {
    let depth = 0;
    for (; i < selector.length; i++) {
      const char = selector[i];
      if (char === "\\") i++;
      else if (char === open) depth++;
      else if (char === close && --depth === 0) {
        i++;
        return;
      }
    }
  };
  while (i < selector.length) {
    const char = selector[i] as string;
    if (char === "\\") i += 2;
    else if (char === "[") skipBalanced("[", "]");
    else if (char === '"' || char === "'") i = selector.indexOf(char, i + 1) + 1 || selector.length;
    else if (selector.startsWith(":not(", i)) {
      i += 4;
      skipBalanced("(", ")");
    } else if (char === ".") {
      i++;
      let name = "";
      while (i < selector.length) {
        const next = selector[i] as string;
        if (next === "\\") {
          const hex = selector.slice(i + 1).match(HEX_ESCAPE)?.[0];
          if (hex) {
            name += String.fromCodePoint(Number.parseInt(hex.trim(), 16));
            i += 1 + hex.length;
          } else {
            name += selector[i + 1] ?? "";
            i += 2;
          }
        } else if (IDENT_CHAR.test(next)) {
          name += next;
          i++;
        } else break;
      }
      if (name) names.push(name);
    } else i++;
  }
  return names;
}

/** Every class the markup's elements carry (React escapes attribute values: they are unescaped here). */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of attributeText(value as string).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** Whether a `unicode-range` (`U+41`, `U+0-FF`, `U+??`) covers Basic Latin's letters (A, U+41). */
function coversLetterA(range: string): boolean {
  return range.split(",").some((entry) => {
    const [from = "", to] = entry.trim().replace(/^U\+/i, "").split("-");
    const low = Number.parseInt(from.replaceAll("?", "0"), 16);
    const high = Number.parseInt((to ?? from).replaceAll("?", "F"), 16);
    return low <= 0x41 && 0x41 <= high;
  });
}

/** The files of the `@font-face` rules that cover Basic Latin (no `unicode-range`, or one with its letters). */
function latinFontsOf(root: postcss.Root): string[] {
  const files: string[] = [];
  root.walkAtRules("font-face", (face) => {
    let src = "";
    let range = "";
    face.walkDecls((decl) => {
      if (decl.prop === "src") src = decl.value;
      if (decl.prop === "unicode-range") range = decl.value;
    });
    const url = src.match(/url\(\s*["']?([^"')]+)["']?\s*\)/)?.[1];
    if (url && (!range || coversLetterA(range))) files.push(url);
  });
  return files;
}
