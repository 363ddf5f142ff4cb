import { describe, expect, it } from "vitest";
import { NONCE_PLACEHOLDER } from "./nonce-page";
import { CARRIED_QUERY_PLACEHOLDER, fillPage, pageTemplate } from "./page-template";

const q = CARRIED_QUERY_PLACEHOLDER;
const html = [
  `<style nonce="${NONCE_PLACEHOLDER}"></style>`,
  `<a href="/en/shop-pages/7?${q}=">shop</a>`,
  `<a href="/en/login?${q}=&amp;returnUrl=%2Fen%2F">login</a>`,
  `<a href="/en/?${q}=#top">home</a>`,
].join("");

describe("a page built once for every carried query", () => {
  it("fills each link's query and the nonce per response", () => {
    const page = pageTemplate(html)!;
    expect(fillPage(page, { nonce: "N", carried: "utm=mail&u=1" })).toBe(
      [
        `<style nonce="N"></style>`,
        `<a href="/en/shop-pages/7?utm=mail&amp;u=1">shop</a>`,
        `<a href="/en/login?utm=mail&amp;u=1&amp;returnUrl=%2Fen%2F">login</a>`,
        `<a href="/en/?utm=mail&amp;u=1#top">home</a>`,
      ].join(""),
    );
    expect(fillPage(page, { nonce: "N", carried: "" })).toBe(
      [
        `<style nonce="N"></style>`,
        `<a href="/en/shop-pages/7">shop</a>`,
        `<a href="/en/login?returnUrl=%2Fen%2F">login</a>`,
        `<a href="/en/#top">home</a>`,
      ].join(""),
    );
  });

  it("is no template when the placeholder is left anywhere else", () => {
    expect(pageTemplate(`<a href="/en/login?returnUrl=%2Fen%2F%3F${q}%3D">login</a>`)).toBeNull();
  });
});
