import { describe, expect, it } from "vitest";
import { forwardedClient } from "./app.js";

describe("the client address behind the storefront's proxy", () => {
  it("is the entry the proxy appended, not one the client sent", () => {
    expect(forwardedClient("203.0.113.9")).toBe("203.0.113.9");
    expect(forwardedClient("6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(forwardedClient(" 10.0.0.1 ,  198.51.100.7 ")).toBe("198.51.100.7");
  });

  it("is absent without the header", () => {
    expect(forwardedClient(undefined)).toBeUndefined();
    expect(forwardedClient("")).toBeUndefined();
  });
});
