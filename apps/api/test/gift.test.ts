import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sanitizeGiftMessage } from "../src/checkout/gift.js";
import { expenses } from "../src/db/schema/index.js";
import { DEMO_MEMBERS } from "../src/seed/members.js";
import { CANTINA, call, checkoutCase, florence, signIn } from "./commerce-helpers.js";
import { lastEmail } from "./members-helpers.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

const berlin = {
  firstName: "Lena",
  lastName: "Schmidt",
  street: "Torstraße",
  number: "1",
  city: "Berlin",
  zip: "10119",
  country: "DE",
  phone: "030 1234567",
  phoneCountry: "+49",
};
const EUROPE = "cantina-eu-corriere";
const ITALY = "cantina-it-corriere";

describe("the gift message as stored", () => {
  it("keeps line breaks, turns tabs into spaces, drops control and direction-override characters, trims", () => {
    expect(sanitizeGiftMessage("  Auguri!\r\nCon\taffetto\u0007\u202e  ")).toBe("Auguri!\nCon affetto");
    expect(sanitizeGiftMessage(" \u0000 ")).toBeNull();
    expect(sanitizeGiftMessage(undefined)).toBeNull();
  });
});

describe.each(databaseKinds)("gift orders on %s", (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  const order = (body: Record<string, unknown>, who: { cartId?: string; token?: string } = {}) =>
    checkoutCase(
      platform,
      { email: "dono@example.com", firstName: "Paolo", lastName: "Verdi", birthDate: "1980-01-01", ...body },
      who,
    );

  it("ships a guest's gift to the new recipient, priced for the recipient's country, and stores the gift", async () => {
    // The buyer's own address is Italian; the gift goes to Germany: the European courier, at its price.
    const placed = await order({
      shippingAddress: florence,
      listingId: EUROPE,
      gift: { recipient: berlin, message: "Alles Gute!\nPaolo" },
    });
    expect(placed.status).toBe(201);
    const expense = placed.body.expense;
    expect(expense.shippingCost).toEqual({ amount: 2490, currency: "EUR" });
    expect(expense.shippingAddress).toMatchObject({ city: "Berlin", country: "DE" });
    expect(expense.gift).toEqual({ recipient: berlin, message: "Alles Gute!\nPaolo" });
    const [row] = await platform.db
      .select({ gift: expenses.gift, declaration: expenses.ageDeclaration })
      .from(expenses)
      .where(eq(expenses.id, expense.id));
    expect(row?.gift).toEqual({ recipient: berlin, message: "Alles Gute!\nPaolo" });
    // The age rule is the destination's too.
    expect(row?.declaration?.country).toBe("DE");

    // The Italian courier does not serve the recipient, whatever the buyer's address.
    const italian = await order({ shippingAddress: florence, listingId: ITALY, gift: { recipient: berlin } });
    expect(italian).toMatchObject({ status: 422, body: { code: "NO_SHIPPING_AVAILABLE" } });
  });

  it("shows the recipient's first name and the message on the public page, nothing more personal", async () => {
    const placed = await order({ listingId: EUROPE, gift: { recipient: berlin, message: "Alles Gute!" } });
    const page = await call(platform, "GET", `/api/v2/public/expenses/${placed.body.expense.publicId}`);
    expect(page.status).toBe(200);
    expect(page.body.gift).toEqual({ recipientFirstName: "Lena", message: "Alles Gute!" });
    expect(page.body.destination).toEqual({ city: "Berlin", country: "DE" });
    const text = JSON.stringify(page.body);
    for (const personal of ["Schmidt", "Torstraße", "1234567", "dono@example.com"])
      expect(text).not.toContain(personal);
  });

  it("says in the confirmation email that it is a gift, for whom, with the message (escaped in HTML)", async () => {
    const email = `mail-${Math.random().toString(36).slice(2)}@example.com`;
    const placed = await order({
      email,
      listingId: EUROPE,
      gift: { recipient: berlin, message: "<b>Cheers</b> & love" },
    });
    expect(placed.status).toBe(201);
    const mail = await lastEmail(platform, email);
    expect(mail?.text).toContain("This order is a gift for Lena Schmidt");
    expect(mail?.text).toContain("<b>Cheers</b> & love");
    expect(mail?.html).toContain("&lt;b&gt;Cheers&lt;/b&gt; &amp; love");
    expect(mail?.html).not.toContain("<b>Cheers</b>");
  });

  it("takes one of the member's saved addresses as the recipient, never another member's", async () => {
    const { giulia, marco } = DEMO_MEMBERS;
    const token = await signIn(platform, giulia.email, giulia.password);
    // Shipping priced through the checkout's context as the cart read does: the recipient's saved address.
    const listings = await call(
      platform,
      "GET",
      `/api/v2/shop-pages/${CANTINA}/cart/listings?shippingId=adr_demo_giulia_office`,
      { token },
    );
    expect(listings.body.country).toBe("IT");
    const placed = await order(
      {
        email: giulia.email,
        listingId: ITALY,
        gift: { recipientId: "adr_demo_giulia_office", message: "Per il tuo ufficio" },
      },
      { token },
    );
    expect(placed.status).toBe(201);
    expect(placed.body.expense.gift.recipient).toMatchObject({
      city: "Torino",
      company: "Studio Rossi Architetti",
    });
    const list = await call(platform, "GET", "/api/v2/expenses", { token });
    const mine = list.body.items.find((item: { id: string }) => item.id === placed.body.expense.id);
    expect(mine.gift).toMatchObject({ message: "Per il tuo ufficio", recipient: { city: "Torino" } });

    const other = await signIn(platform, marco.email, marco.password);
    const refused = await order(
      { email: marco.email, listingId: ITALY, gift: { recipientId: "adr_demo_giulia_office" } },
      { token: other },
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { code: "VALIDATION", fields: { "gift.recipientId": "NOT_FOUND" } },
    });
    // A guest has no saved addresses at all.
    const guest = await order({ listingId: ITALY, gift: { recipientId: "adr_demo_giulia_office" } });
    expect(guest.body.fields).toEqual({ "gift.recipientId": "NOT_FOUND" });
  });

  it("limits the message to 300 characters, counted as characters (not UTF-16 units)", async () => {
    const long = await order({ listingId: EUROPE, gift: { recipient: berlin, message: "a".repeat(301) } });
    expect(long).toMatchObject({
      status: 400,
      body: { code: "VALIDATION", fields: { "gift.message": "TOO_LONG" } },
    });
    const glasses = "🍷".repeat(300);
    const placed = await order({ listingId: EUROPE, gift: { recipient: berlin, message: glasses } });
    expect(placed.status).toBe(201);
    expect(placed.body.expense.gift.message).toBe(glasses);
  });

  it("refuses a gift without a recipient, with two, with an incomplete one, and with pickup", async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ message: "Ciao" }, { "gift.recipient": "REQUIRED" }],
      [{ recipient: berlin, recipientId: "adr_demo_giulia_home" }, { "gift.recipient": "AMBIGUOUS" }],
      [{ recipient: { ...florence, zip: "ABC" } }, { "gift.recipient.zip": "INVALID" }],
    ];
    for (const [gift, fields] of cases) {
      const refused = await order({ listingId: EUROPE, gift });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe("VALIDATION");
      expect(refused.body.fields).toMatchObject(fields);
    }
    // A gift needs shipping: the parcel goes to the recipient.
    const pickup = await order({ shippingMode: "pickup", gift: { recipient: berlin } });
    expect(pickup).toMatchObject({ status: 400, body: { fields: { gift: "NEEDS_SHIPPING" } } });
  });

  it("an order that is no gift answers gift null", async () => {
    const placed = await order({ shippingAddress: florence, listingId: ITALY });
    expect(placed.status).toBe(201);
    expect(placed.body.expense.gift).toBeNull();
    const page = await call(platform, "GET", `/api/v2/public/expenses/${placed.body.expense.publicId}`);
    expect(page.body.gift).toBeNull();
  });
});
