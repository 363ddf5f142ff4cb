import { CART_PROBLEM_CODES, ERROR_CODES, NOTICE_CODES } from "@club/contract";
import { describe, expect, it } from "vitest";
import { hasMessage, MESSAGES, messageFor } from "./messages.js";

describe("the platform's messages", () => {
  it("word exactly the contract's codes: every error, notice and cart problem code, and nothing else", () => {
    const contract = new Set<string>([...ERROR_CODES, ...NOTICE_CODES, ...CART_PROBLEM_CODES]);
    expect(Object.keys(MESSAGES).sort()).toEqual([...contract].sort());
  });

  it("have an English and an Italian text for each code", () => {
    for (const [code, texts] of Object.entries(MESSAGES)) {
      expect(texts.en.trim(), code).not.toBe("");
      expect(texts.it.trim(), code).not.toBe("");
      expect(texts.it, code).not.toBe(texts.en);
    }
    expect(messageFor("OUT_OF_STOCK", "it")).toBe("Disponibilità insufficiente");
  });

  it("know which strings are codes", () => {
    expect(hasMessage("CART_EMPTY")).toBe(true);
    expect(hasMessage("toString")).toBe(false);
  });
});
