import { describe, expect, it } from "vitest";
import {
  hasAccountErrors,
  validateEmailOnly,
  validateLogin,
  validateNewPassword,
  validatePersonalData,
  validateSignupCompletion,
} from "./form-rules";

describe("account form rules", () => {
  it("login needs a valid email and a password, of any length", () => {
    expect(validateLogin({ email: "", password: "" })).toEqual({ email: "REQUIRED", password: "REQUIRED" });
    expect(validateLogin({ email: "giulia@", password: "x" })).toEqual({ email: "INVALID" });
    expect(validateLogin({ email: " giulia.rossi@example.com ", password: "short" })).toEqual({});
  });

  it("an email alone (sign-up, reset, new email)", () => {
    expect(validateEmailOnly({ email: " " })).toEqual({ email: "REQUIRED" });
    expect(validateEmailOnly({ email: "no-at.example.com" })).toEqual({ email: "INVALID" });
    expect(hasAccountErrors(validateEmailOnly({ email: "a@b.it" }))).toBe(false);
  });

  it("sign-up completion: names, password of 8+, terms accepted", () => {
    expect(
      validateSignupCompletion({ firstName: " ", lastName: "", password: "1234567", acceptTerms: false }),
    ).toEqual({
      firstName: "REQUIRED",
      lastName: "REQUIRED",
      password: "PASSWORD_TOO_SHORT",
      acceptTerms: "REQUIRED",
    });
    expect(
      validateSignupCompletion({
        firstName: "Luca",
        lastName: "Verdi",
        password: "olio-nuovo",
        acceptTerms: true,
      }),
    ).toEqual({});
  });

  it("a new password typed twice", () => {
    expect(validateNewPassword({ password: "short", repeat: "short" })).toEqual({
      password: "PASSWORD_TOO_SHORT",
    });
    expect(validateNewPassword({ password: "abcdefgh", repeat: "abcdefgx" })).toEqual({ repeat: "INVALID" });
    expect(validateNewPassword({ password: "abcdefgh", repeat: "abcdefgh" })).toEqual({});
  });

  it("personal data: names mandatory, a phone made of digits", () => {
    expect(validatePersonalData({ firstName: "", lastName: "Rossi", phone: "" })).toEqual({
      firstName: "REQUIRED",
    });
    expect(validatePersonalData({ firstName: "Giulia", lastName: "Rossi", phone: "call me" })).toEqual({
      phone: "INVALID",
    });
    expect(
      validatePersonalData({ firstName: "Giulia", lastName: "Rossi", phone: "+39 055 123 4567" }),
    ).toEqual({});
  });
});

describe("the birth date at sign-up (issue 17)", () => {
  it("is optional, and when given must be a real past date", () => {
    const base = { firstName: "Giulia", lastName: "Rossi", password: "vendemmia2026", acceptTerms: true };
    expect(validateSignupCompletion(base)).toEqual({});
    expect(validateSignupCompletion({ ...base, birthDate: "1990-04-02" })).toEqual({});
    expect(validateSignupCompletion({ ...base, birthDate: "2999-01-01" })).toEqual({ birthDate: "INVALID" });
  });
});
