import { extendTailwindMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain script module, without types.
import { sourceWords } from "../../scripts/source-words.mjs";
import { cn, KIT_THEME_KEYS } from "./cn";

// What cn merged with before its configuration was reduced: tailwind-merge's whole default one, with the kit's keys.
const fullMerge = extendTailwindMerge({ extend: { theme: KIT_THEME_KEYS } });

/** A utility's root, without its variants and its value: words that may conflict share it. */
const rootOf = (word: string) =>
  word
    .split(":")
    .at(-1)!
    .replace(/^[!-]+/, "")
    .split("-")[0]!;

describe("cn's build-time table", () => {
  it("merges every class the sources write, and every pair of them with a common root, as the full one does", () => {
    const words: string[] = sourceWords();
    const byRoot = new Map<string, string[]>();
    for (const word of words) byRoot.set(rootOf(word), [...(byRoot.get(rootOf(word)) ?? []), word]);
    const differences: string[] = [];
    const compare = (input: string) => {
      if (cn(input) !== fullMerge(input))
        differences.push(`${input} → ${cn(input)}, not ${fullMerge(input)}`);
    };
    for (const word of words) compare(`${word} ${word}`);
    for (const group of byRoot.values())
      for (const a of group) for (const b of group) if (a !== b) compare(`${a} ${b}`);
    // Utilities of different roots that tailwind-merge relates (padding and its sides, inset and its sides...).
    for (const [a, b] of [
      ["p-4", "px-2"],
      ["px-2", "p-4"],
      ["inset-0", "top-2"],
      ["inset-x-0", "left-1/2"],
      ["text-sm", "leading-6"],
      ["text-sm/6", "leading-tight"],
      ["border", "border-2"],
      ["rounded-card", "rounded-t-none"],
      ["size-4", "h-6"],
      ["overflow-hidden", "overflow-x-auto"],
      ["gap-2", "gap-x-4"],
    ])
      compare(`${a} ${b}`);
    expect(differences).toEqual([]);
  });

  it("merges every pair of the utilities the sources write, with their variants, as tailwind-merge does", () => {
    // The words tailwind-merge treats as utilities (a duplicate collapses); the rest (prose) stays out.
    const utilities = (sourceWords() as string[]).filter((word) => fullMerge(`${word} ${word}`) === word);
    expect(utilities.length).toBeGreaterThan(400);
    const differences: string[] = [];
    for (const a of utilities)
      for (const b of utilities) {
        const input = `${a} ${b}`;
        if (cn(a, b) !== fullMerge(input))
          differences.push(`${input} → ${cn(a, b)}, not ${fullMerge(input)}`);
      }
    expect(differences.slice(0, 20)).toEqual([]);
    // ~500,000 pairs: about 2 s on a quiet machine, several times that while the machine is shared.
  }, 120_000);

  it("keeps a class no source writes, and the order of what it keeps", () => {
    expect(cn("px-3 not-a-utility", "px-0")).toBe("not-a-utility px-0");
    expect(cn("  ", "")).toBe("");
    expect(cn("hover:focus:p-4", "focus:hover:p-2")).toBe("focus:hover:p-2");
    expect(cn("p-4!", "p-2")).toBe("p-4! p-2");
  });
});
