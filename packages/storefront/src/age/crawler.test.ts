import { describe, expect, it } from "vitest";
import { isCrawler } from "./crawler";

describe("isCrawler", () => {
  it("recognises crawlers by their user agent", () => {
    expect(isCrawler("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(true);
    expect(
      isCrawler(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      ),
    ).toBe(false);
    expect(isCrawler(undefined)).toBe(false);
  });
});
