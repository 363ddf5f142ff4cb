import { describe, expect, it } from "vitest";
import { ConfigError, issueLines } from "./config-error.js";

describe("ConfigError", () => {
  it("keeps one line per problem and lists them all in its message", () => {
    const error = new ConfigError(["DATABASE_URL: required", "SMTP_URL: required"]);
    expect(error.problems).toEqual(["DATABASE_URL: required", "SMTP_URL: required"]);
    expect(error.message).toBe("Invalid configuration:\n  DATABASE_URL: required\n  SMTP_URL: required");
  });

  it("words validation issues as setting: message", () => {
    expect(
      issueLines([
        { path: ["port"], message: "Expected number" },
        { path: ["a", 0], message: "bad" },
      ]),
    ).toEqual(["port: Expected number", "a.0: bad"]);
  });
});
