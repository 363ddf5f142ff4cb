import { describe, expect, it } from "vitest";
import { type CSSRuleLike, mergeRules, type RuleContainer } from "./merge-rules";

// A CSSOM as small as the merge reads it: style rules (by their text), and groups that take rules at an index.
class CSSStyleRule implements CSSRuleLike {
  constructor(
    readonly selectorText: string,
    private readonly body: string,
  ) {}
  get cssText() {
    return `${this.selectorText}{${this.body}}`;
  }
}
class Inserted implements CSSRuleLike {
  constructor(readonly cssText: string) {}
}
class Sheet implements RuleContainer {
  cssRules: CSSRuleLike[];
  refused = new Set<string>();
  constructor(rules: CSSRuleLike[]) {
    this.cssRules = rules;
  }
  insertRule(rule: string, index: number) {
    if (this.refused.has(rule)) throw new SyntaxError(rule);
    this.cssRules.splice(index, 0, new Inserted(rule));
    return index;
  }
}
class CSSMediaRule extends Sheet {
  constructor(
    readonly conditionText: string,
    rules: CSSRuleLike[],
  ) {
    super(rules);
  }
  get cssText() {
    return `@media ${this.conditionText}{${this.cssRules.map((rule) => rule.cssText).join("")}}`;
  }
}
class CSSLayerBlockRule extends Sheet {
  constructor(
    readonly name: string,
    rules: CSSRuleLike[],
  ) {
    super(rules);
  }
  get cssText() {
    return `@layer ${this.name}{${this.cssRules.map((rule) => rule.cssText).join("")}}`;
  }
}
const text = (sheet: Sheet) => sheet.cssRules.map((rule) => rule.cssText).join("");
const rule = (name: string, body = "color:red") => new CSSStyleRule(`.${name}`, body);
const noPause = () => Promise.resolve();

describe("mergeRules", () => {
  it("adds what the critical CSS lacks where the whole sheet has it, inside the same layers and media", async () => {
    const whole = new Sheet([
      new Inserted("@layer theme,utilities;"),
      new CSSLayerBlockRule("utilities", [
        rule("a"),
        rule("b"),
        new CSSMediaRule("(hover:hover)", [rule("a:hover"), rule("b:hover")]),
        rule("c"),
      ]),
      new CSSMediaRule("print", [rule("d")]),
    ]);
    const critical = new Sheet([
      new Inserted("@layer theme,utilities;"),
      new CSSLayerBlockRule("utilities", [rule("b"), new CSSMediaRule("(hover:hover)", [rule("b:hover")])]),
    ]);
    await mergeRules(critical, whole, noPause);
    expect(text(critical)).toBe(text(whole));
  });

  it("adds only style rules when the critical CSS holds every group of the whole sheet, even empty", async () => {
    const whole = new Sheet([
      new CSSLayerBlockRule("utilities", [rule("a"), new CSSMediaRule("(hover:hover)", [rule("a:hover")])]),
      new CSSMediaRule("print", [rule("d")]),
    ]);
    const critical = new Sheet([
      new CSSLayerBlockRule("utilities", [new CSSMediaRule("(hover:hover)", [])]),
      new CSSMediaRule("print", []),
    ]);
    const added: string[] = [];
    const watch = (sheet: Sheet) => {
      const insert = sheet.insertRule.bind(sheet);
      sheet.insertRule = (text, index) => {
        added.push(text);
        return insert(text, index);
      };
      for (const child of sheet.cssRules) if (child instanceof Sheet) watch(child);
    };
    watch(critical);
    await mergeRules(critical, whole, noPause);
    expect(text(critical)).toBe(text(whole));
    expect(added).toEqual([".a{color:red}", ".a:hover{color:red}", ".d{color:red}"]);
  });

  it("tells rules with the same selector and other declarations apart", async () => {
    const whole = new Sheet([rule("a", "color:red"), rule("a", "margin:0")]);
    const critical = new Sheet([rule("a", "margin:0")]);
    await mergeRules(critical, whole, noPause);
    expect(text(critical)).toBe(".a{color:red}.a{margin:0}");
  });

  it("keeps the whole sheet's order when a group's head repeats: every rule at its place, at worst twice", async () => {
    const whole = new Sheet([
      new CSSMediaRule("(width>=40rem)", [rule("a")]),
      rule("x"),
      new CSSMediaRule("(width>=40rem)", [rule("b")]),
    ]);
    const critical = new Sheet([new CSSMediaRule("(width>=40rem)", [rule("b")])]);
    await mergeRules(critical, whole, noPause);
    expect(text(critical)).toBe(
      "@media (width>=40rem){.a{color:red}.b{color:red}}.x{color:red}@media (width>=40rem){.b{color:red}}",
    );
  });

  it("skips a rule the browser refuses and adds the rest", async () => {
    const whole = new Sheet([rule("a"), rule("odd"), rule("c")]);
    const critical = new Sheet([]);
    critical.refused.add(".odd{color:red}");
    await mergeRules(critical, whole, noPause);
    expect(text(critical)).toBe(".a{color:red}.c{color:red}");
  });

  it("works in slices, pausing between them", async () => {
    const whole = new Sheet(Array.from({ length: 5 }, (_, index) => rule(`r${index}`)));
    let pauses = 0;
    await mergeRules(
      new Sheet([]),
      whole,
      async () => {
        pauses++;
      },
      -1,
    );
    expect(pauses).toBe(5);
  });
});
