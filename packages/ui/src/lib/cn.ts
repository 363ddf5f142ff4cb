import { CN_CLASSES, CN_KINDS, CN_ORDER_SENSITIVE } from "./cn-config.gen";
import themeKeys from "./kit-theme-keys.json";

export type ClassValue = string | false | null | undefined | 0;

/**
 * The kit's own theme keys (src/theme.css) that tailwind-merge cannot recognise by shape: without them
 * `rounded-card` and `rounded-lg`, or `h-control` and `h-8`, would both stay and the CSS order would decide.
 * Colours and font families need no entry: any name is accepted for those groups. (A JSON file: the table's
 * generator, scripts/cn-config.mjs, reads it too.)
 */
export const KIT_THEME_KEYS = themeKeys;

// tailwind-merge's merge with its classification done at build time (scripts/cn-config.mjs, checked by the kit's
// lint and by cn.node.test.ts against tailwind-merge itself): the utilities the sources write, each with its
// kind. A class the table does not know (no source writes it, so Tailwind made no CSS for it) is kept as is.
let kinds: Map<string, number> | undefined;
function kindOf(base: string): number | undefined {
  if (!kinds) {
    kinds = new Map();
    CN_CLASSES.split("|").forEach((list, kind) => {
      for (const name of list.split(" ")) kinds!.set(name, kind);
    });
  }
  return kinds.get(base);
}

/** Variants (`sm`, `hover`, `data-[state=open]`), the "!" mark, and the utility, as tailwind-merge parses them. */
function parse(className: string): [variants: string[], important: boolean, base: string] {
  const variants: string[] = [];
  let brackets = 0;
  let parens = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (brackets === 0 && parens === 0 && char === ":") {
      variants.push(className.slice(start, index));
      start = index + 1;
    } else if (char === "[") brackets++;
    else if (char === "]") brackets--;
    else if (char === "(") parens++;
    else if (char === ")") parens--;
  }
  const base = className.slice(start);
  if (base.endsWith("!")) return [variants, true, base.slice(0, -1)];
  if (base.startsWith("!")) return [variants, true, base.slice(1)];
  return [variants, false, base];
}

/** Variants in a canonical order: sorted, except across arbitrary and order-sensitive ones. */
function variantKey(variants: string[]): string {
  if (variants.length < 2) return variants.join(":");
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants)
    if (variant[0] === "[" || CN_ORDER_SENSITIVE.includes(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  sorted.push(...run.sort());
  return sorted.join(":");
}

/**
 * Joins class names, skipping falsy values; of conflicting Tailwind utilities the later one wins (a caller's
 * `className` overrides a component's defaults, `h-auto` replaces `h-10`), so no `!important` is needed.
 */
export function cn(...values: ClassValue[]): string {
  const joined = values.filter(Boolean).join(" ");
  let merged = merges.get(joined);
  if (merged === undefined) {
    if (merges.size >= MERGES_KEPT) merges.clear();
    merged = merge(joined);
    merges.set(joined, merged);
  }
  return merged;
}

// A page renders the same few hundred combinations over and over (every product card, every hydrated button): each is
// merged once. Bounded, for class names built from data.
const MERGES_KEPT = 2000;
const merges = new Map<string, string>();

function merge(joined: string): string {
  const names = joined.trim().split(/\s+/);
  const taken = new Set<string>();
  let result = "";
  for (let index = names.length - 1; index >= 0; index--) {
    const name = names[index]!;
    const [variants, important, base] = parse(name);
    const kind = kindOf(base);
    if (kind !== undefined) {
      const scope = `${variantKey(variants)}${important ? "!" : ""}:`;
      const [group, ...overrides] = CN_KINDS[kind]!;
      if (taken.has(scope + group)) continue;
      taken.add(scope + group);
      for (const other of overrides) taken.add(scope + other);
    }
    result = result ? `${name} ${result}` : name;
  }
  return result;
}
