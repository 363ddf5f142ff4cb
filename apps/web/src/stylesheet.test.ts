import { describe, expect, it } from "vitest";
import { applyStylesheet, STYLESHEET_LINK_ID } from "./stylesheet";

/** A page whose stylesheet link is as the server writes it beside the critical CSS (or none). */
function pageWith(link: { media: string; sheet: object | null } | null) {
  const element = link && Object.assign(new EventTarget(), link);
  return {
    element,
    doc: {
      getElementById: (id: string) => (id === STYLESHEET_LINK_ID ? element : null),
    } as unknown as Document,
  };
}
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
    const applied = applyStylesheet(doc);
    expect(await settled(applied)).toBe(false);
    expect(element?.media).toBe("print");
    element?.dispatchEvent(new Event("load"));
    expect(await settled(applied)).toBe(true);
    expect(element?.media).toBe("all");
  });

  it("applies a stylesheet already loaded at once", async () => {
    const { element, doc } = pageWith({ media: "print", sheet: {} });
    expect(await settled(applyStylesheet(doc))).toBe(true);
    expect(element?.media).toBe("all");
  });

  it("does not hold the app back when the stylesheet fails", async () => {
    const { element, doc } = pageWith({ media: "print", sheet: null });
    const applied = applyStylesheet(doc);
    element?.dispatchEvent(new Event("error"));
    expect(await settled(applied)).toBe(true);
  });

  it("has nothing to wait for on a page that links the stylesheet as built", async () => {
    expect(await settled(applyStylesheet(pageWith(null).doc))).toBe(true);
  });
});
