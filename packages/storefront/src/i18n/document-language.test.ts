// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { setDocumentLanguage } from "./document-language";

describe("setDocumentLanguage", () => {
  it("writes <html lang> only when it changes", () => {
    document.documentElement.lang = "en";
    const writes: string[] = [];
    new MutationObserver((records) => {
      for (const record of records) writes.push((record.target as HTMLElement).lang);
    }).observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
    setDocumentLanguage(document, "en");
    setDocumentLanguage(document, "it");
    setDocumentLanguage(document, "it");
    return new Promise<void>((resolve) =>
      queueMicrotask(() => {
        expect(writes).toEqual(["it"]);
        expect(document.documentElement.lang).toBe("it");
        resolve();
      }),
    );
  });
});
