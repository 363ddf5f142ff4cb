/** What this module reads and writes of the CSSOM: a stylesheet, or a grouping rule (`@layer`, `@media`, `@supports`). */
export interface RuleContainer {
  readonly cssRules: ArrayLike<CSSRuleLike>;
  insertRule(rule: string, index: number): number;
}
export interface CSSRuleLike {
  readonly cssText: string;
}

/**
 * Adds to `target` (the page's critical CSS) every rule of `source` (the whole stylesheet) it lacks, each where the
 * whole sheet has it: the critical CSS is the whole sheet with style rules left out, in the same order, every group
 * (`@layer`, `@media`, `@supports`) kept even when empty (server/critical-css.ts). The rules go in one by one through
 * the CSSOM, each into its group: Chromium restyles only what a new style rule can match (on a server-rendered page,
 * almost nothing: its markup's rules are there already). A group it is given (missing from the critical CSS, so
 * added whole) costs a restyle and a layout of the whole page, as applying the whole sheet as a stylesheet of its
 * own did (Chromium registers every `@property` and `@font-face` again: one task of 170-450 ms at 4× CPU).
 *
 * The work is cut into slices of `sliceMs`, with `pause()` between them. A rule the browser refuses is skipped.
 */
export async function mergeRules(
  target: RuleContainer,
  source: { readonly cssRules: ArrayLike<CSSRuleLike> },
  pause: () => Promise<void>,
  sliceMs = 4,
): Promise<void> {
  let sliceEnd = performance.now() + sliceMs;
  const walk = async (into: RuleContainer, from: { readonly cssRules: ArrayLike<CSSRuleLike> }) => {
    let at = 0;
    for (const rule of Array.from(from.cssRules)) {
      if (performance.now() > sliceEnd) {
        await pause();
        sliceEnd = performance.now() + sliceMs;
      }
      const present = into.cssRules[at];
      if (present && isGroup(rule) && isGroup(present) && headOf(present) === headOf(rule)) {
        await walk(present, rule);
        at++;
      } else if (present && !isGroup(rule) && present.cssText === rule.cssText) at++;
      else {
        try {
          into.insertRule(rule.cssText, at);
          at++;
        } catch {
          // A rule this browser cannot take back (it parsed it, so rarely): the page lacks only that rule.
        }
      }
    }
  };
  await walk(target, source);
}

/** A rule that holds rules and takes new ones (`@layer` block, `@media`, `@supports`), not a style rule. */
function isGroup(rule: CSSRuleLike): rule is CSSRuleLike & RuleContainer {
  return !("selectorText" in rule) && typeof (rule as Partial<RuleContainer>).insertRule === "function";
}

/** A group's kind and condition or name, without serialising what it holds. */
function headOf(rule: CSSRuleLike): string {
  const { conditionText, name } = rule as { conditionText?: string; name?: string };
  return `${rule.constructor.name}|${conditionText ?? name ?? ""}`;
}
