import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ageOn, minimumAgeFor } from "../src/checkout/age.js";
import { setConfig } from "../src/cli/club-admin.js";
import { expenses, members } from "../src/db/schema/index.js";
import { CATALOG } from "../src/seed/catalog.js";
import { DEMO } from "../src/seed/clubs.js";
import { DEMO_MEMBERS } from "../src/seed/members.js";
import {
  CANTINA,
  call,
  cardToken,
  checkoutCase,
  florence,
  newCartId,
  putItems,
  signIn,
} from "./commerce-helpers.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

const { items } = CATALOG;
const berlin = {
  ...florence,
  street: "Torstraße",
  number: "1",
  city: "Berlin",
  province: "BE",
  zip: "10119",
  country: "DE",
};

/** The `YYYY-MM-DD` of the day `years` years before today (UTC), moved by `days`. */
function bornYearsAgo(years: number, days = 0): string {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
  return day.toISOString().slice(0, 10);
}

describe("age rules", () => {
  it("counts the birthday itself as the new year", () => {
    const now = new Date("2026-06-15T08:00:00Z");
    expect(ageOn("2008-06-15", now)).toBe(18);
    expect(ageOn("2008-06-16", now)).toBe(17);
    expect(ageOn("2008-05-31", now)).toBe(18);
    expect(ageOn("2008-07-01", now)).toBe(17);
  });

  it("uses a country's own minimum, else the club's default", () => {
    const check = { minimumAge: 18, byCountry: { DE: 16 } };
    expect(minimumAgeFor(check, "DE")).toBe(16);
    expect(minimumAgeFor(check, "de")).toBe(16);
    expect(minimumAgeFor(check, "IT")).toBe(18);
    expect(minimumAgeFor(check, null)).toBe(18);
  });
});

describe.each(databaseKinds)("age check at checkout on %s", (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform(kind);
    // Set as an operator would: `club config estate --minimum-age-country DE=16 --minimum-age-country AT=16`.
    await setConfig(platform.db, DEMO.estate.id, { minimumAgeCountry: ["DE=16", "AT=16"] });
  });
  afterAll(() => platform?.close());

  const order = (body: Record<string, unknown>, who: { cartId?: string; token?: string } = {}) =>
    checkoutCase(platform, { email: "eta@example.com", ...body }, who);
  const italy = { shippingAddress: florence, listingId: "cantina-it-corriere" };
  const germany = { shippingAddress: berlin, listingId: "cantina-eu-corriere" };

  it("publishes the minimum ages in the public configuration", async () => {
    const config = await call(platform, "GET", "/api/v2/config");
    expect(config.body.ageCheck).toEqual({ minimumAge: 18, byCountry: { DE: 16, AT: 16 } });
  });

  it("refuses a buyer under 18 for Italy, from the day before the 18th birthday, and keeps the cart", async () => {
    const cartId = newCartId();
    const refused = await order({ ...italy, birthDate: bornYearsAgo(18, 1) }, { cartId });
    expect(refused).toMatchObject({
      status: 422,
      body: { code: "AGE_REQUIREMENT_NOT_MET", fields: { birthDate: "UNDER_AGE" } },
    });
    const cart = await call(platform, "GET", `/api/v2/shop-pages/${CANTINA}/cart/data`, { cartId });
    expect(cart.body.lines).toHaveLength(1);
  });

  it("accepts the buyer on the 18th birthday and stores the declaration with the order", async () => {
    const birthDate = bornYearsAgo(18);
    const placed = await order({ ...italy, birthDate });
    expect(placed.status).toBe(201);
    const [row] = await platform.db
      .select({ declaration: expenses.ageDeclaration })
      .from(expenses)
      .where(eq(expenses.id, placed.body.expense.id));
    expect(row?.declaration).toMatchObject({ birthDate, minimumAge: 18, country: "IT" });
    expect(Date.now() - Date.parse(row!.declaration!.declaredAt)).toBeLessThan(60_000);
  });

  it("applies the configured 16 for Germany: 16 passes, the day before the 16th birthday does not", async () => {
    const young = await order({ ...germany, birthDate: bornYearsAgo(16, 1) });
    expect(young.body.code).toBe("AGE_REQUIREMENT_NOT_MET");
    const sixteen = bornYearsAgo(16);
    const placed = await order({ ...germany, birthDate: sixteen });
    expect(placed.status).toBe(201);
    const [row] = await platform.db
      .select({ declaration: expenses.ageDeclaration })
      .from(expenses)
      .where(eq(expenses.id, placed.body.expense.id));
    expect(row?.declaration).toMatchObject({ birthDate: sixteen, minimumAge: 16, country: "DE" });
    // The same 16-year-old is refused for Italy.
    expect((await order({ ...italy, birthDate: sixteen })).body.code).toBe("AGE_REQUIREMENT_NOT_MET");
  });

  it("answers the refusal in the request's language", async () => {
    const cartId = newCartId();
    await putItems(platform, CANTINA, [[items.chianti2021, 6]], { cartId });
    const body = {
      shippingMode: "shipping",
      billingMode: "receipt",
      howToPay: "new",
      email: "eta@example.com",
      paymentMethodId: await cardToken(platform),
      ...italy,
      birthDate: bornYearsAgo(17),
    };
    const it = await call(platform, "POST", `/api/v2/shop-pages/${CANTINA}/checkout`, {
      cartId,
      body,
      headers: { "Idempotency-Key": `age-it-${Math.random()}`, "Accept-Language": "it" },
    });
    expect(it.body.message).toMatch(/età minima/);
    const en = await call(platform, "POST", `/api/v2/shop-pages/${CANTINA}/checkout`, {
      cartId,
      body,
      headers: { "Idempotency-Key": `age-en-${Math.random()}`, "Accept-Language": "en" },
    });
    expect(en.body.message).toMatch(/minimum age/);
  });

  it("asks a guest for the birth date (VALIDATION) and refuses an impossible one", async () => {
    const missing = await order(italy);
    expect(missing).toMatchObject({
      status: 400,
      body: { code: "VALIDATION", fields: { birthDate: "REQUIRED" } },
    });
    const future = await order({ ...italy, birthDate: bornYearsAgo(-1) });
    expect(future).toMatchObject({ status: 400, body: { fields: { birthDate: "INVALID" } } });
  });

  it("uses a member's profile birth date, and saves the one given at checkout when the profile has none", async () => {
    const { marco } = DEMO_MEMBERS;
    await platform.db.update(members).set({ birthDate: null }).where(eq(members.id, marco.id));
    const token = await signIn(platform, marco.email, marco.password);
    const missing = await order({ ...italy, email: marco.email }, { token });
    expect(missing.body.fields).toEqual({ birthDate: "REQUIRED" });
    const placed = await order({ ...italy, email: marco.email, birthDate: "1985-03-02" }, { token });
    expect(placed.status).toBe(201);
    const profile = await call(platform, "GET", "/api/v2/profile", { token });
    expect(profile.body.birthDate).toBe("1985-03-02");
    // The profile's date wins: a member cannot declare a different one order by order.
    const again = await order({ ...italy, email: marco.email, birthDate: bornYearsAgo(10) }, { token });
    expect(again.status).toBe(201);
  });
});
