import { describe, expect, it } from "vitest";
import {
  validateAddress,
  validateBilling,
  validCodiceFiscale,
  validPhone,
  validVatNumber,
} from "./validation.js";

const place = {
  street: "Via Roma",
  number: "1",
  city: "Firenze",
  province: "FI",
  zip: "50123",
  country: "IT",
};

describe("tax ids", () => {
  it("accepts real-shaped codici fiscali and refuses a wrong check character or date", () => {
    expect(validCodiceFiscale("RSSGLI88C52D612S")).toBe(true);
    expect(validCodiceFiscale("rssgli88c52d612s")).toBe(true);
    expect(validCodiceFiscale("RSSGLI88C52D612X")).toBe(false);
    expect(validCodiceFiscale("RSSGLI88C72D612S")).toBe(false);
    expect(validCodiceFiscale("RSSGLI88C52D612")).toBe(false);
  });

  it("checks the partita IVA check digit, with or without the IT prefix, and other EU VAT numbers", () => {
    expect(validVatNumber("05812340015", "IT")).toBe(true);
    expect(validVatNumber("IT 05812340015", "IT")).toBe(true);
    expect(validVatNumber("05812340016", "IT")).toBe(false);
    expect(validVatNumber("0581234001", "IT")).toBe(false);
    expect(validVatNumber("DE136695976", "DE")).toBe(true);
    expect(validVatNumber("DE136695975", "DE")).toBe(false);
    // Outside the EU only the shape is checked.
    expect(validVatNumber("CHE-123.456.788", "CH")).toBe(true);
  });

  it("accepts phone numbers with the usual separators only", () => {
    expect(validPhone("+39 333 123 4567")).toBe(true);
    expect(validPhone("(055) 123-456")).toBe(true);
    expect(validPhone("12345")).toBe(false);
    expect(validPhone("call me")).toBe(false);
  });
});

describe("addresses and billings", () => {
  const address = { firstName: "Giulia", lastName: "Rossi", phone: "333 1234567", ...place };

  it("needs a known province and a 5-digit CAP in Italy only", () => {
    expect(validateAddress(address)).toEqual({});
    expect(validateAddress({ ...address, province: "" }, "a.")).toEqual({ "a.province": "REQUIRED" });
    expect(validateAddress({ ...address, province: "ZZ", zip: "123" })).toEqual({
      province: "INVALID",
      zip: "INVALID",
    });
    expect(validateAddress({ ...address, country: "FR", province: undefined, zip: "75001" })).toEqual({});
  });

  it("asks a private person for a codice fiscale and a company for its VAT number and PEC or SDI", () => {
    expect(
      validateBilling({
        person: true,
        firstName: "Giulia",
        lastName: "Rossi",
        cf: "RSSGLI88C52D612S",
        ...place,
      }),
    ).toEqual({});
    expect(validateBilling({ person: true, ...place })).toEqual({
      firstName: "REQUIRED",
      lastName: "REQUIRED",
      cf: "REQUIRED",
    });
    expect(
      validateBilling({
        person: false,
        fiscalCompany: "Enoteca",
        code: "05812340015",
        sdi: "M5UXCR1",
        ...place,
      }),
    ).toEqual({});
    expect(
      validateBilling({
        person: false,
        fiscalCompany: "Enoteca",
        code: "05812340015",
        pec: "a@pec.it",
        ...place,
      }),
    ).toEqual({});
    expect(
      validateBilling({ person: false, fiscalCompany: "Enoteca", code: "05812340015", ...place }),
    ).toEqual({
      sdi: "PEC_OR_SDI_REQUIRED",
    });
    expect(
      validateBilling({ person: false, code: "1", pec: "not-an-email", sdi: "12", ...place, country: "IT" }),
    ).toEqual({ fiscalCompany: "REQUIRED", code: "INVALID", pec: "INVALID", sdi: "INVALID" });
    // A foreign private person has no codice fiscale.
    expect(
      validateBilling({
        person: true,
        firstName: "Anne",
        lastName: "Martin",
        ...place,
        province: undefined,
        country: "FR",
        zip: "75001",
      }),
    ).toEqual({});
  });
});
