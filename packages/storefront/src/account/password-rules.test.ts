import { describe, expect, it } from "vitest";
import { checkPassword, MIN_PASSWORD_LENGTH } from "./password-rules";

describe("checkPassword (architecture §7)", () => {
  it("asks for a password", () => expect(checkPassword("")).toBe("REQUIRED"));
  it("refuses fewer than 8 characters with PASSWORD_TOO_SHORT", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(checkPassword("1234567")).toBe("PASSWORD_TOO_SHORT");
  });
  it("accepts 8 characters or more", () => {
    expect(checkPassword("12345678")).toBeNull();
    expect(checkPassword("vendemmia2026")).toBeNull();
  });
  it("counts characters, not UTF-16 units", () =>
    expect(checkPassword("🍷🍷🍷🍷🍷🍷🍷")).toBe("PASSWORD_TOO_SHORT"));
});
