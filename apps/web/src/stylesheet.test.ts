import { describe, expect, it } from "vitest";
import { applyStylesheet, CRITICAL_STYLE_ID, STYLESHEET_LINK_ID } from "./stylesheet";

/**
 * A page whose stylesheet link is as the server writes it beside the critical CSS (or none), and its critical CSS
 * (a `<style>` whose sheet is given), if any.
 */
function pageWith(link: { media: string; sheet: object | null } | null, critical?: { sheet: object }) {
  const element = link && Object.assign(new EventTarget(), link);
  return {
    element,
    doc: {
      getElementById: (id: string) =>
        id === STYLESHEET_LINK_ID ? element : id === CRITICAL_STYLE_ID ? (critical ?? null) : null,
    } as unknown as Document,
  };
}
/** A stylesheet of style rules, by their text. */
const sheetOf = (...rules: string[]) => ({
  cssRules: rules.map((cssText) => ({ cssText, selectorText: cssText.split("{")[0] })),
  insertRule(rule: string, index: number) {
    this.cssRules.splice(index, 0, { cssText: rule, selectorText: rule.split("{")[0] as string });
    return index;
  },
});
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe("applyStylesheet", () => {
  it("waits for the stylesheet still loading, then applies it", async () => {
    const { element, doc } = pageWith({ media: "print", sheet: null });
    const applied = applyStylesheet(doc, pause);
    expect(await settled(applied)).toBe(false);
    expect(element?.media).toBe("print");
    element?.dispatchEvent(new Event("load"));
    expect(await settled(applied)).toBe(true);
    expect(element?.media).toBe("all");
  });

  it("applies a stylesheet already loaded at once", async () => {
    const { element, doc } = pageWith({ media: "print", sheet: {} });
    expect(await settled(applyStylesheet(doc, pause))).toBe(true);
    expect(element?.media).toBe("all");
  });

  it("adds the rules the critical CSS lacks to it, leaving the stylesheet to print", async () => {
    const critical = { sheet: sheetOf(".b{margin:0}") };
    const { element, doc } = pageWith(
      { media: "print", sheet: sheetOf(".a{color:red}", ".b{margin:0}") },
      critical,
    );
    await applyStylesheet(doc, pause);
    expect(critical.sheet.cssRules.map((rule) => rule.cssText)).toEqual([".a{color:red}", ".b{margin:0}"]);
    expect(element?.media).toBe("print");
  });

  it("does not hold the app back when the stylesheet fails", async () => {
    const { element, doc } = pageWith({ media: "print", sheet: null });
    const applied = applyStylesheet(doc, pause);
    element?.dispatchEvent(new Event("error"));
    expect(await settled(applied)).toBe(true);
  });

  it("has nothing to wait for on a page that links the stylesheet as built", async () => {
    expect(await settled(applyStylesheet(pageWith(null).doc, pause))).toBe(true);
  });
});
