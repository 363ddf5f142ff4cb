import { describe, expect, it } from "vitest";
import { fillNonce, NONCE_PLACEHOLDER, noncePage } from "./nonce-page";

describe("the nonce placeholder", () => {
  it("is filled in every place of a held page", () => {
    const page = noncePage(`<style nonce="${NONCE_PLACEHOLDER}"></style>{"nonce":"${NONCE_PLACEHOLDER}"}`);
    expect(fillNonce(page, "abc+/=")).toBe('<style nonce="abc+/="></style>{"nonce":"abc+/="}');
  });

  it("leaves text without the placeholder unchanged", () => {
    expect(fillNonce(noncePage("~ab~~"), "n")).toBe("~ab~~");
  });
});
