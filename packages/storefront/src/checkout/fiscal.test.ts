import { describe, expect, it } from "vitest";
import {
  codiceFiscaleProblem,
  isCodiceFiscale,
  isPartitaIva,
  validateAddress,
  validateBilling,
} from "./fiscal";

describe("Italian fiscal codes", () => {
  it("checks the codice fiscale's check letter", () => {
    expect(isCodiceFiscale("RSSMRA85T10A562S")).toBe(true);
    expect(isCodiceFiscale("rssmra85t10a562s")).toBe(true);
    expect(isCodiceFiscale("RSSMRA85T10A562X")).toBe(false);
    expect(isCodiceFiscale("RSSMRA85T10A562")).toBe(false);
  });

  it("says what is wrong with a codice fiscale: its length, a character out of place, or the check letter", () => {
    expect(codiceFiscaleProblem("RSSMRA85T10A562S")).toBeNull();
    expect(codiceFiscaleProblem("RSS MRA 85T10 A562S")).toBeNull();
    expect(codiceFiscaleProblem("RSSMRA85T10A562")).toBe("CF_LENGTH");
    expect(codiceFiscaleProblem("RSSMRA85T10A562SX")).toBe("CF_LENGTH");
    expect(codiceFiscaleProblem("RSS1RA85T10A562S")).toBe("CF_CHARACTERS");
    expect(codiceFiscaleProblem("RSSMRA85T10A56-S")).toBe("CF_CHARACTERS");
    expect(codiceFiscaleProblem("RSSMRA85T10A562X")).toBe("CF_CHECK");
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
      cf: "CF_CHECK",
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

describe("states and emails", () => {
  const person = { firstName: "A", lastName: "B", street: "S", city: "C", zip: "1", phone: "5551234" };

  it("asks for a state where the platform lists them, outside Italy (whose province names it)", () => {
    expect(validateAddress({ ...person, country: "US" }, { statesListed: true })).toEqual({
      state: "REQUIRED",
    });
    expect(validateAddress({ ...person, country: "US", state: "US-CA" }, { statesListed: true })).toEqual({});
    expect(validateAddress({ ...person, country: "FR" }, { statesListed: false })).toEqual({});
    expect(
      validateAddress({ ...person, country: "IT", zip: "50122", province: "FI" }, { statesListed: true }),
    ).toEqual({});
  });

  it("checks an address's or invoicing record's email when one is given", () => {
    expect(validateAddress({ ...person, country: "FR", email: "nope" })).toEqual({ email: "INVALID" });
    expect(
      validateBilling({
        person: true,
        firstName: "A",
        lastName: "B",
        street: "S",
        city: "C",
        zip: "1",
        country: "FR",
        email: "a@b.it",
      }),
    ).toEqual({});
    expect(
      validateBilling({
        person: true,
        firstName: "A",
        lastName: "B",
        street: "S",
        city: "C",
        zip: "1",
        country: "FR",
        email: "fatture@",
      }),
    ).toEqual({ email: "INVALID" });
  });
});
