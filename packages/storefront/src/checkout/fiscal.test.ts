import { describe, expect, it } from "vitest";
import { isCodiceFiscale, isPartitaIva, validateAddress, validateBilling } from "./fiscal";

describe("Italian fiscal codes", () => {
  it("checks the codice fiscale's check letter", () => {
    expect(isCodiceFiscale("RSSMRA85T10A562S")).toBe(true);
    expect(isCodiceFiscale("rssmra85t10a562s")).toBe(true);
    expect(isCodiceFiscale("RSSMRA85T10A562X")).toBe(false);
    expect(isCodiceFiscale("RSSMRA85T10A562")).toBe(false);
  });

  it("checks the partita IVA's check digit", () => {
    expect(isPartitaIva("01234560485")).toBe(false);
    expect(isPartitaIva("12345678903")).toBe(true);
    expect(isPartitaIva("IT12345678903")).toBe(true);
    expect(isPartitaIva("12345678901")).toBe(false);
  });
});

describe("validation", () => {
  const address = { street: "Via Roma 1", city: "Firenze", zip: "50100", country: "IT", province: "FI" };

  it("the address dialog requires the * fields and the Italian province", () => {
    expect(validateAddress({})).toMatchObject({
      firstName: "REQUIRED",
      street: "REQUIRED",
      phone: "REQUIRED",
    });
    expect(
      validateAddress({ ...address, province: "", firstName: "A", lastName: "B", phone: "333 1234567" }),
    ).toEqual({
      province: "REQUIRED",
    });
    expect(validateAddress({ ...address, firstName: "A", lastName: "B", phone: "333 1234567" })).toEqual({});
  });

  it("a private person needs a valid codice fiscale in Italy", () => {
    expect(validateBilling({ ...address, person: true, firstName: "Mario", lastName: "Rossi" })).toEqual({
      cf: "REQUIRED",
    });
    expect(
      validateBilling({
        ...address,
        person: true,
        firstName: "Mario",
        lastName: "Rossi",
        cf: "RSSMRA85T10A562X",
      }),
    ).toEqual({
      cf: "INVALID",
    });
    expect(
      validateBilling({
        ...address,
        person: true,
        firstName: "Mario",
        lastName: "Rossi",
        cf: "RSSMRA85T10A562S",
      }),
    ).toEqual({});
  });

  it("a company needs name, VAT number and PEC or SDI in Italy", () => {
    expect(validateBilling({ ...address, person: false })).toEqual({
      fiscalCompany: "REQUIRED",
      code: "REQUIRED",
      sdi: "REQUIRED",
    });
    expect(
      validateBilling({ ...address, person: false, fiscalCompany: "Acme", code: "12345678903", pec: "x" }),
    ).toEqual({
      pec: "INVALID",
    });
    expect(
      validateBilling({
        ...address,
        person: false,
        fiscalCompany: "Acme",
        code: "12345678903",
        sdi: "M5UXCR1",
      }),
    ).toEqual({});
  });
});
