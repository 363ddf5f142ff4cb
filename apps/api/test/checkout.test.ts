import { and, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestHash, type StoredAnswer, withIdempotency } from "../src/checkout/idempotency.js";
import { loadConfig } from "../src/config.js";
import {
  cartLines,
  carts as cartsTable,
  charges,
  expenses,
  fidelityLedger,
  idempotencyKeys,
  outbox,
  sandboxCharges,
  shopItems,
} from "../src/db/schema/index.js";
import { createLogger } from "../src/logger.js";
import { createMailer } from "../src/mail/mailer.js";
import { completeDueEffects } from "../src/orders/release-job.js";
import { createPayments } from "../src/payments/payments.js";
import { CATALOG } from "../src/seed/catalog.js";
import { DEMO_MEMBERS } from "../src/seed/members.js";
import type { ChargeInput, Hooks, Payments } from "../src/services.js";
import {
  CANTINA,
  call,
  cardToken,
  DISPENSA,
  florence,
  newCartId,
  putItems,
  signIn,
} from "./commerce-helpers.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

const { items } = CATALOG;

/**
 * The real sandbox processor, with each charge and refund recorded. With `breakAfterCharge` it fails right after a
 * successful charge, as a failure between the charge and the commit that records it would.
 */
function recordingPayments(recorded: {
  charged: ChargeInput[];
  refunded: string[];
  breakAfterCharge: boolean;
}): Payments {
  const real = createPayments(loadConfig({ NODE_ENV: "test" }));
  return {
    forClub(club) {
      const processor = real.forClub(club);
      return {
        ...processor,
        async charge(db, theClub, input) {
          const result = await processor.charge(db, theClub, input);
          recorded.charged.push(input);
          // The process failing between the charge and the commit that records it.
          if (recorded.breakAfterCharge) throw new Error("lost between the charge and its commit");
          return result;
        },
        async refund(db, theClub, providerRef) {
          recorded.refunded.push(providerRef);
          await processor.refund(db, theClub, providerRef);
        },
      };
    },
  };
}

let keys = 0;
const idempotencyKey = () => `test-${Date.now()}-${++keys}-${Math.random().toString(36).slice(2)}`;

describe.each(databaseKinds)("checkout on %s", (kind) => {
  let platform: TestPlatform;
  let card: string;
  const recorded = { charged: [] as ChargeInput[], refunded: [] as string[], breakAfterCharge: false };
  // Set by a test: the outbox refuses the next emails (a failure after the payment), the charge is held.
  const faults = { failEmails: false };
  const hooks: Hooks = {};
  beforeAll(async () => {
    const mailer = createMailer(loadConfig({ NODE_ENV: "test" }), createLogger("silent"));
    platform = await startTestPlatform(kind, {
      payments: recordingPayments(recorded),
      hooks,
      mailer: {
        async send(db, email) {
          if (faults.failEmails) throw new Error("the outbox is unreachable");
          await mailer.send(db, email);
        },
      },
    });
  });
  // A card field's token is single-use: each order types the card afresh.
  beforeEach(async () => {
    card = await cardToken(platform);
  });
  afterAll(() => platform?.close());

  const checkout = (
    shopPage: string,
    body: Record<string, unknown>,
    who: { cartId?: string; token?: string },
    key = idempotencyKey(),
  ) =>
    call(platform, "POST", `/api/v2/shop-pages/${shopPage}/checkout`, {
      ...who,
      body,
      headers: { "Idempotency-Key": key },
    });

  const stockOf = async (id: string) =>
    (await platform.db.select({ stock: shopItems.stock }).from(shopItems).where(eq(shopItems.id, id)))[0]!
      .stock;

  it("ships with an invoice: asks for the missing invoicing data, then places and charges the order", async () => {
    const cartId = newCartId();
    await putItems(platform, CANTINA, [[items.chianti2021, 6]], { cartId });
    const order = {
      shippingMode: "shipping",
      billingMode: "invoice",
      howToPay: "new",
      birthDate: "1980-05-01",
      email: "giulia@example.com",
      shippingAddress: florence,
      listingId: "cantina-it-corriere",
      paymentMethodId: card,
    };
    const missing = await checkout(CANTINA, order, { cartId });
    expect(missing).toMatchObject({
      status: 422,
      body: { code: "INVOICE_DATA_REQUIRED", fields: { billing: "REQUIRED" } },
    });
    const company = await checkout(
      CANTINA,
      {
        ...order,
        billing: {
          person: false,
          street: "Via Roma 1",
          city: "Siena",
          province: "SI",
          zip: "53100",
          country: "IT",
        },
      },
      { cartId },
    );
    expect(company.status).toBe(422);
    expect(company.body.fields).toMatchObject({
      "billing.fiscalCompany": "REQUIRED",
      "billing.code": "REQUIRED",
      "billing.sdi": "PEC_OR_SDI_REQUIRED",
    });
    const noListing = await checkout(
      CANTINA,
      { ...order, listingId: undefined, billingMode: "receipt" },
      { cartId },
    );
    expect(noListing.body.code).toBe("LISTING_REQUIRED");
    const noAddress = await checkout(
      CANTINA,
      { ...order, shippingAddress: undefined, billingMode: "receipt" },
      { cartId },
    );
    expect(noAddress.body.code).toBe("ADDRESS_REQUIRED");
    const japan = await checkout(
      CANTINA,
      {
        ...order,
        shippingAddress: { ...florence, country: "JP", province: undefined },
        billingMode: "receipt",
      },
      { cartId },
    );
    expect(japan.body.code).toBe("NO_SHIPPING_AVAILABLE");
    const noCard = await checkout(
      CANTINA,
      { ...order, paymentMethodId: undefined, billingMode: "receipt" },
      { cartId },
    );
    expect(noCard.body.code).toBe("PAYMENT_METHOD_REQUIRED");
    const changed = await checkout(
      CANTINA,
      { ...order, billingMode: "receipt", expectedTotal: { amount: 100, currency: "EUR" } },
      { cartId },
    );
    expect(changed).toMatchObject({ status: 409, body: { code: "PRICE_CHANGED" } });

    const before = await stockOf(items.chianti2021);
    const placed = await checkout(
      CANTINA,
      {
        ...order,
        billing: {
          person: false,
          fiscalCompany: "Enoteca Rossi S.r.l.",
          code: "IT01234560488",
          sdi: "M5UXCR1",
          street: "Via Roma",
          number: "1",
          city: "Siena",
          province: "SI",
          zip: "53100",
          country: "IT",
        },
        expectedTotal: { amount: 6 * 1850 + 990, currency: "EUR" },
      },
      { cartId },
    );
    expect(placed.status).toBe(201);
    const { expense } = placed.body;
    expect(expense).toMatchObject({
      status: "paid",
      subtotal: { amount: 11100 },
      shippingCost: { amount: 990 },
      total: { amount: 12090 },
      billingMode: "invoice",
      listingName: "Courier, Italy",
      payment: { method: "card", last4: "4242" },
      pointsEarned: 0,
    });
    expect(expense.number).toMatch(/^\d{4}-\d{6}$/);
    expect(expense.billing).toMatchObject({ fiscalCompany: "Enoteca Rossi S.r.l." });
    expect(await stockOf(items.chianti2021)).toBe(before - 6);
    const cart = await call(platform, "GET", `/api/v2/shop-pages/${CANTINA}/cart/data`, { cartId });
    expect(cart.body.lines).toEqual([]);
    const [charge] = await platform.db.select().from(charges).where(eq(charges.expenseId, expense.id));
    expect(charge).toMatchObject({ amount: 12090, status: "succeeded", provider: "sandbox" });
  });

  it("picks up at the cellar without a payment step: no charge, paid in person", async () => {
    const cartId = newCartId();
    await putItems(platform, CANTINA, [[items.chianti2021, 6]], { cartId });
    const placed = await checkout(
      CANTINA,
      {
        shippingMode: "pickup",
        billingMode: "receipt",
        howToPay: "new",
        birthDate: "1980-05-01",
        email: "visita@example.com",
        firstName: "Luca",
      },
      { cartId },
    );
    expect(placed.status).toBe(201);
    expect(placed.body.expense).toMatchObject({
      status: "awaiting_pickup_payment",
      shippingMode: "pickup",
      shippingCost: { amount: 0 },
      payment: { method: "in_person" },
    });
    const [row] = await platform.db
      .select({ n: count() })
      .from(charges)
      .where(eq(charges.expenseId, placed.body.expense.id));
    expect(row!.n).toBe(0);
    // La Dispensa takes payment for pickups: a card is required there.
    const other = newCartId();
    await putItems(platform, DISPENSA, [[items.miele, 1]], { cartId: other });
    const unpaid = await checkout(
      DISPENSA,
      {
        shippingMode: "pickup",
        billingMode: "receipt",
        howToPay: "new",
        birthDate: "1980-05-01",
        email: "visita@example.com",
      },
      { cartId: other },
    );
    expect(unpaid.body.code).toBe("PAYMENT_METHOD_REQUIRED");
  });

  it("keeps the cart and the stock when the card is declined", async () => {
    const declined = await cardToken(platform, "4000000000000002");
    const cartId = newCartId();
    await putItems(platform, CANTINA, [[items.granSelezione2018, 6]], { cartId });
    const before = await stockOf(items.granSelezione2018);
    const [{ n: expensesBefore }] = (await platform.db.select({ n: count() }).from(expenses)) as [
      { n: number },
    ];
    const answer = await checkout(
      CANTINA,
      {
        shippingMode: "shipping",
        billingMode: "receipt",
        howToPay: "new",
        birthDate: "1980-05-01",
        email: "x@example.com",
        shippingAddress: florence,
        listingId: "cantina-it-corriere",
        paymentMethodId: declined,
      },
      { cartId },
    );
    expect(answer).toMatchObject({ status: 402, body: { code: "PAYMENT_DECLINED" } });
    expect(await stockOf(items.granSelezione2018)).toBe(before);
    // The attempt's order was reserved, then released: cancelled, its stock back.
    const [{ n: expensesAfter }] = (await platform.db.select({ n: count() }).from(expenses)) as [
      { n: number },
    ];
    expect(expensesAfter).toBe(expensesBefore + 1);
    const [attempt] = await platform.db
      .select({ status: expenses.status })
      .from(expenses)
      .where(eq(expenses.email, "x@example.com"));
    expect(attempt?.status).toBe("cancelled");
    const cart = await call(platform, "GET", `/api/v2/shop-pages/${CANTINA}/cart/data`, { cartId });
    expect(cart.body.lines).toEqual([
      expect.objectContaining({ shopItemId: items.granSelezione2018, quantity: 6 }),
    ]);
  });

  it("sells exactly the stock when 50 carts check out at once", async () => {
    // The honey has stock 45; bring it to 10 for the race.
    await platform.db.update(shopItems).set({ stock: 10 }).where(eq(shopItems.id, items.miele));
    const carts = Array.from({ length: 50 }, () => newCartId());
    // The carts are written directly: the race under test is the checkout, not 50 cart updates.
    await platform.db.insert(cartsTable).values(
      carts.map((anonKey, i) => ({
        id: `cart_race_${kind}_${i}`,
        clubId: "castelvecchio",
        shopPageId: DISPENSA,
        anonKey,
      })),
    );
    await platform.db
      .insert(cartLines)
      .values(
        carts.map((_, i) => ({ cartId: `cart_race_${kind}_${i}`, shopItemId: items.miele, quantity: 1 })),
      );
    const cards = await Promise.all(carts.map(() => cardToken(platform)));
    const started = performance.now();
    const answers = await Promise.all(
      carts.map((cartId, i) =>
        checkout(
          DISPENSA,
          {
            shippingMode: "pickup",
            billingMode: "receipt",
            howToPay: "new",
            birthDate: "1980-05-01",
            email: "race@example.com",
            paymentMethodId: cards[i],
          },
          { cartId },
        ),
      ),
    );
    const elapsed = performance.now() - started;
    console.info(`[figures] 50 concurrent checkouts on ${kind}: ${elapsed.toFixed(0)} ms`);
    const placed = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(placed).toHaveLength(10);
    expect(refused.every((a) => a.status === 409 && a.body.code === "OUT_OF_STOCK")).toBe(true);
    expect(await stockOf(items.miele)).toBe(0);
    const ids = placed.map((a) => a.body.expense.id as string);
    const [row] = await platform.db
      .select({ n: count() })
      .from(charges)
      .where(inArray(charges.expenseId, ids));
    expect(row!.n).toBe(10);
    // Numbered last, in the reservation's final statement: ten orders, ten numbers in a row, none taken by a refusal.
    const numbers = placed
      .map((a) => Number((a.body.expense.number as string).split("-")[1]))
      .sort((x, y) => x - y);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
  });

  it("makes one order and one charge for 20 simultaneous requests with the same Idempotency-Key", async () => {
    const cartId = newCartId();
    await putItems(platform, DISPENSA, [[items.olio500, 2]], { cartId });
    const key = idempotencyKey();
    const body = {
      shippingMode: "pickup",
      billingMode: "receipt",
      howToPay: "new",
      birthDate: "1980-05-01",
      email: "twice@example.com",
      paymentMethodId: card,
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => checkout(DISPENSA, body, { cartId }, key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const ids = new Set(answers.map((a) => a.body.expense.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids] as string[];
    const [orders] = await platform.db
      .select({ n: count() })
      .from(expenses)
      .where(eq(expenses.email, "twice@example.com"));
    expect(orders!.n).toBe(1);
    const [charged] = await platform.db
      .select({ n: count() })
      .from(charges)
      .where(eq(charges.expenseId, id!));
    expect(charged!.n).toBe(1);
    const [processor] = await platform.db
      .select({ n: count() })
      .from(sandboxCharges)
      .where(and(eq(sandboxCharges.amount, 3200), eq(sandboxCharges.paymentMethodRef, card)));
    expect(processor!.n).toBe(1);

    const reused = await checkout(DISPENSA, { ...body, email: "other@example.com" }, { cartId }, key);
    expect(reused).toMatchObject({ status: 409, body: { code: "IDEMPOTENCY_KEY_REUSED" } });
  });

  it("replays the first order to a retry after a lost answer: the same key and body, the same order, one charge", async () => {
    const cartId = newCartId();
    await putItems(platform, DISPENSA, [[items.olio500, 2]], { cartId });
    const key = idempotencyKey();
    const body = {
      shippingMode: "pickup",
      billingMode: "receipt",
      howToPay: "new",
      birthDate: "1980-05-01",
      email: "retry@example.com",
      paymentMethodId: card,
    };
    const first = await checkout(DISPENSA, body, { cartId }, key);
    expect(first.status).toBe(201);
    // The storefront never saw that answer: it sends the same attempt again, with a new bot-check token.
    const retry = await checkout(DISPENSA, { ...body, botToken: "another-token" }, { cartId }, key);
    expect(retry.status).toBe(201);
    expect(retry.body.expense.id).toBe(first.body.expense.id);
    expect(retry.body.expense.number).toBe(first.body.expense.number);
    const [charged] = await platform.db
      .select({ n: count() })
      .from(charges)
      .where(eq(charges.expenseId, first.body.expense.id));
    expect(charged!.n).toBe(1);
  });

  it("keeps members' orders private and the public order free of personal data", async () => {
    const giulia = await signIn(platform, DEMO_MEMBERS.giulia.email, DEMO_MEMBERS.giulia.password);
    const marco = await signIn(platform, DEMO_MEMBERS.marco.email, DEMO_MEMBERS.marco.password);
    const anonymousCart = newCartId();
    await putItems(platform, CANTINA, [[items.chianti2021, 12]], { token: giulia, cartId: anonymousCart });
    const placed = await checkout(
      CANTINA,
      {
        shippingMode: "shipping",
        billingMode: "receipt",
        howToPay: "new",
        birthDate: "1980-05-01",
        email: DEMO_MEMBERS.giulia.email,
        shippingId: "adr_demo_giulia_home",
        listingId: "cantina-it-corriere",
        paymentMethodId: card,
        savePaymentMethod: true,
        cardName: "Giulia Rossi",
      },
      { token: giulia },
    );
    expect(placed.status).toBe(201);
    const { expense } = placed.body;
    expect(expense.shippingAddress).toMatchObject({ city: "Firenze", street: "Via dei Serragli" });
    expect(expense.pointsEarned).toBeGreaterThan(0);
    expect(placed.body.savedPaymentMethod).toMatchObject({ last4: "4242", cardName: "Giulia Rossi" });
    const ledger = await platform.db
      .select()
      .from(fidelityLedger)
      .where(eq(fidelityLedger.expenseId, expense.id));
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(expense.pointsEarned);

    const mine = await call(platform, "GET", "/api/v2/expenses", { token: giulia });
    expect(mine.body.items[0].id).toBe(expense.id);
    // The seeded past orders follow, newest first.
    expect(mine.body.items.length).toBeGreaterThanOrEqual(3);
    const dates = mine.body.items.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(mine.body.items.some((e: { couponCode: string | null }) => e.couponCode === "BENVENUTO10")).toBe(
      true,
    );
    const theirs = await call(platform, "GET", "/api/v2/expenses", { token: marco });
    expect(theirs.body.items.some((e: { id: string }) => e.id === expense.id)).toBe(false);
    expect(theirs.body.items.map((e: { status: string }) => e.status)).toEqual(["fulfilled"]);
    expect(theirs.body.items[0].fulfilment).toBe("collected");
    // Marco's seeded order asked for an invoice to his company's data (the demo's order pages show it).
    expect(theirs.body.items[0]).toMatchObject({ billingMode: "invoice", billing: { person: false } });
    expect((await call(platform, "GET", "/api/v2/expenses")).status).toBe(401);
    // Marco's cart on the page is his own, not Giulia's.
    const marcoCart = await call(platform, "GET", `/api/v2/shop-pages/${CANTINA}/cart/data`, {
      token: marco,
    });
    expect(marcoCart.body.lines).toEqual([]);

    const saved = await checkout(
      CANTINA,
      {
        shippingMode: "pickup",
        billingMode: "receipt",
        howToPay: "saved",
        birthDate: "1980-05-01",
        email: "g@example.com",
        paymentMethodId: placed.body.savedPaymentMethod.id,
      },
      { token: marco },
    );
    expect(saved.status).toBe(422);

    const shared = await call(platform, "GET", `/api/v2/public/expenses/${expense.publicId}`);
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({
      customerFirstName: "Giulia",
      destination: { city: "Firenze", country: "IT" },
    });
    // Each line carries its product's picture, for the order pages.
    expect(shared.body.lines[0].image).toMatchObject({ url: expect.stringMatching(/^\/media\/.+\.svg$/) });
    const text = JSON.stringify(shared.body);
    expect(text).not.toContain(DEMO_MEMBERS.giulia.email);
    expect(text).not.toContain("Serragli");
    expect(text).not.toContain("Rossi");
    expect((await call(platform, "GET", `/api/v2/public/expenses/${"x".repeat(24)}`)).status).toBe(404);
    expect(
      (await call(platform, "GET", `/api/v2/public/expenses/${expense.publicId}`, { club: "invitational" }))
        .status,
    ).toBe(404);
  });

  it("charges the server's total once, under a key of the order", async () => {
    const cartId = newCartId();
    await putItems(platform, DISPENSA, [[items.olio750, 2]], { cartId });
    const charges = recorded.charged.length;
    const placed = await checkout(
      DISPENSA,
      {
        shippingMode: "pickup",
        billingMode: "receipt",
        howToPay: "new",
        birthDate: "1980-05-01",
        email: "once@example.com",
        paymentMethodId: card,
      },
      { cartId },
    );
    expect(placed.status).toBe(201);
    expect(recorded.charged.slice(charges)).toEqual([
      expect.objectContaining({
        amount: 4400,
        currency: "EUR",
        paymentMethodRef: card,
        idempotencyKey: `order_${placed.body.expense.id}`,
      }),
    ]);
  });

  it("continues an order charged but not recorded: the same key's retry pays it once, no second charge", async () => {
    const cartId = newCartId();
    await putItems(platform, DISPENSA, [[items.olio750, 1]], { cartId });
    const before = await stockOf(items.olio750);
    const key = idempotencyKey();
    const body = {
      shippingMode: "pickup",
      billingMode: "receipt",
      howToPay: "new",
      birthDate: "1980-05-01",
      email: "continue@example.com",
      paymentMethodId: card,
    };
    const charges = recorded.charged.length;
    recorded.breakAfterCharge = true;
    const failed = await checkout(DISPENSA, body, { cartId }, key);
    recorded.breakAfterCharge = false;
    expect(failed.status).toBe(500);
    // Charged at the processor, not recorded: the order holds its stock, pending, and the cart is kept.
    const [pending] = await platform.db
      .select()
      .from(expenses)
      .where(eq(expenses.email, "continue@example.com"));
    expect(pending?.status).toBe("pending_payment");
    expect(await stockOf(items.olio750)).toBe(before - 1);
    const cart = await call(platform, "GET", `/api/v2/shop-pages/${DISPENSA}/cart/data`, { cartId });
    expect(cart.body.lines).toEqual([expect.objectContaining({ shopItemId: items.olio750, quantity: 1 })]);

    // The same attempt, retried, continues that order: paid with the charge already made.
    const retried = await checkout(DISPENSA, body, { cartId }, key);
    expect(retried).toMatchObject({
      status: 201,
      body: { status: "paid", expense: { id: pending!.id, status: "paid" } },
    });
    // One charge: the retry asked the processor about it instead of charging again.
    expect(recorded.charged.slice(charges).map((input) => input.idempotencyKey)).toEqual([
      `order_${pending!.id}`,
    ]);
    expect(recorded.refunded).toEqual([]);
    expect(await stockOf(items.olio750)).toBe(before - 1);
    const after = await call(platform, "GET", `/api/v2/shop-pages/${DISPENSA}/cart/data`, { cartId });
    expect(after.body.lines).toEqual([]);
  });

  it("answers IDEMPOTENCY_IN_PROGRESS when the first request outlasts the wait, and replays it once done", async () => {
    const scope = { clubId: "castelvecchio", scope: "checkout", key: idempotencyKey(), hash: "first" };
    let finish!: () => void;
    const slow = withIdempotency(
      platform.db,
      scope,
      () =>
        new Promise<StoredAnswer>((resolve) => {
          finish = () => resolve({ status: 201, body: { done: true } });
        }),
      { now: () => new Date() },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const waiting = withIdempotency(
      platform.db,
      scope,
      async () => ({ status: 201, body: { second: true } }),
      { now: () => new Date(), waitMs: 200 },
    );
    await expect(waiting).rejects.toMatchObject({ status: 409, code: "IDEMPOTENCY_IN_PROGRESS" });
    const other = withIdempotency(
      platform.db,
      { ...scope, hash: "second" },
      async () => ({ status: 201, body: {} }),
      { now: () => new Date() },
    );
    await expect(other).rejects.toMatchObject({ status: 409, code: "IDEMPOTENCY_KEY_REUSED" });
    finish();
    expect(await slow).toEqual({ status: 201, body: { done: true } });
    const replay = await withIdempotency(
      platform.db,
      scope,
      async () => ({ status: 201, body: { again: true } }),
      { now: () => new Date() },
    );
    expect(replay).toEqual({ status: 201, body: { done: true } });
  });

  it("takes over a key whose owner stopped renewing its lease, and fences the old owner out", async () => {
    const scope = { clubId: "castelvecchio", scope: "checkout", key: idempotencyKey(), hash: "lease" };
    let resumeDead!: () => void;
    // A run whose process "died": its heartbeat never fires within the test and its work never returns by itself.
    const dead = withIdempotency(
      platform.db,
      scope,
      async (attempt) => {
        await attempt.remember({ step: "first" });
        await new Promise<void>((resolve) => {
          resumeDead = resolve;
        });
        // Back after the takeover: whatever it ties to the key now is refused (its order would roll back).
        await attempt.remember({ step: "late" });
        return { status: 201, body: { from: "dead" } };
      },
      { now: () => new Date(), leaseMs: 300, heartbeatMs: 60_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    const started = Date.now();
    const retry = await withIdempotency(
      platform.db,
      scope,
      async (attempt) => ({ status: 201, body: { from: "retry", previous: attempt.previous } }),
      { now: () => new Date(), leaseMs: 300, heartbeatMs: 100 },
    );
    // The retry continued what the dead run remembered, at once rather than after a long takeover time.
    expect(retry).toEqual({ status: 201, body: { from: "retry", previous: { step: "first" } } });
    expect(Date.now() - started).toBeLessThan(2_000);
    resumeDead();
    await expect(dead).rejects.toMatchObject({ status: 409, code: "IDEMPOTENCY_IN_PROGRESS" });
    // The stale run changed nothing: the key still replays the retry's answer.
    const replay = await withIdempotency(
      platform.db,
      scope,
      async () => ({ status: 201, body: { again: true } }),
      { now: () => new Date() },
    );
    expect(replay).toEqual({ status: 201, body: { from: "retry", previous: { step: "first" } } });
  });

  it("answers IDEMPOTENCY_IN_PROGRESS while the owner keeps renewing its lease past the lease time", async () => {
    const scope = { clubId: "castelvecchio", scope: "checkout", key: idempotencyKey(), hash: "live" };
    let finish!: () => void;
    let runs = 0;
    const live = withIdempotency(
      platform.db,
      scope,
      () =>
        new Promise<StoredAnswer>((resolve) => {
          runs++;
          finish = () => resolve({ status: 201, body: { live: true } });
        }),
      { now: () => new Date(), leaseMs: 300, heartbeatMs: 80 },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Waits three lease times: a live owner's renewals keep its claim, so the duplicate never runs the work.
    const duplicate = withIdempotency(
      platform.db,
      scope,
      async () => {
        runs++;
        return { status: 201, body: { duplicate: true } };
      },
      { now: () => new Date(), leaseMs: 300, heartbeatMs: 80, waitMs: 900 },
    );
    await expect(duplicate).rejects.toMatchObject({ status: 409, code: "IDEMPOTENCY_IN_PROGRESS" });
    expect(runs).toBe(1);
    finish();
    expect(await live).toEqual({ status: 201, body: { live: true } });
  });

  it("takes over a checkout whose process died before writing its order, without waiting minutes", async () => {
    const key = idempotencyKey();
    const cartId = newCartId();
    await putItems(platform, DISPENSA, [[items.olio750, 1]], { cartId });
    const body = {
      shippingMode: "pickup",
      billingMode: "receipt",
      howToPay: "new",
      birthDate: "1980-05-01",
      email: "takeover@example.com",
      paymentMethodId: card,
    };
    // What a process that died right after claiming the key leaves: in_progress, lease run out, no order.
    const hash = requestHash({ shopPageId: DISPENSA, owner: { anonKey: cartId }, order: body });
    await platform.db.insert(idempotencyKeys).values({
      clubId: "castelvecchio",
      scope: "checkout",
      key,
      requestHash: hash,
      status: "in_progress",
      owner: "dead-process",
      createdAt: new Date(Date.now() - 20_000),
      leaseUntil: new Date(Date.now() - 5_000),
    });
    const started = Date.now();
    const retried = await checkout(DISPENSA, body, { cartId }, key);
    expect(retried).toMatchObject({ status: 201, body: { status: "paid" } });
    expect(Date.now() - started).toBeLessThan(10_000);
    const orders = await platform.db
      .select({ status: expenses.status })
      .from(expenses)
      .where(eq(expenses.email, "takeover@example.com"));
    expect(orders).toEqual([{ status: "paid" }]);
  });
  it("answers 201 for a paid order whose cart cleanup and emails failed; the release job does them once", async () => {
    const cartId = newCartId();
    await putItems(platform, DISPENSA, [[items.olio750, 1]], { cartId });
    const body = {
      shippingMode: "pickup",
      billingMode: "receipt",
      howToPay: "new",
      birthDate: "1980-05-01",
      email: "cleanup-later@example.com",
      paymentMethodId: card,
    };
    faults.failEmails = true;
    const placed = await checkout(DISPENSA, body, { cartId }).finally(() => {
      faults.failEmails = false;
    });
    // The payment is recorded and answered; what failed after it is still due.
    expect(placed).toMatchObject({ status: 201, body: { status: "paid", expense: { status: "paid" } } });
    const id = placed.body.expense.id as string;
    const [order] = await platform.db.select().from(expenses).where(eq(expenses.id, id));
    expect(order).toMatchObject({ status: "paid", placedEffectsDoneAt: null });
    const [charged] = await platform.db.select({ n: count() }).from(charges).where(eq(charges.expenseId, id));
    expect(charged!.n).toBe(1);
    const mails = () => platform.db.select().from(outbox).where(eq(outbox.to, "cleanup-later@example.com"));
    expect(await mails()).toEqual([]);
    const cart = await call(platform, "GET", `/api/v2/shop-pages/${DISPENSA}/cart/data`, { cartId });
    expect(cart.body.lines).toHaveLength(1);

    // The job leaves a fresh order to its request, then does its effects once, however often it runs.
    expect(await completeDueEffects(platform.db, platform.services)).toBe(0);
    const later = { ...platform.services, clock: () => new Date(Date.now() + 60_000) };
    expect(await completeDueEffects(platform.db, later)).toBeGreaterThanOrEqual(1);
    expect(await completeDueEffects(platform.db, later)).toBe(0);
    expect((await mails()).map((mail) => mail.kind)).toEqual(["order_confirmation"]);
    const after = await call(platform, "GET", `/api/v2/shop-pages/${DISPENSA}/cart/data`, { cartId });
    expect(after.body.lines).toEqual([]);
    const [done] = await platform.db.select().from(expenses).where(eq(expenses.id, id));
    expect(done!.placedEffectsDoneAt).not.toBeNull();
  });

  it.runIf(kind === "postgres")(
    "settles a paid order while its cart is being edited: the settle waits for the edit, no deadlock, 201",
    async () => {
      const cartId = newCartId();
      await putItems(platform, DISPENSA, [[items.olio750, 1]], { cartId });
      const [cartRow] = await platform.db.select().from(cartsTable).where(eq(cartsTable.anonKey, cartId));
      // The checkout is held right after the charge, while an edit of its cart takes the cart's row.
      let charged: () => void = () => undefined;
      let resume: () => void = () => undefined;
      const atCharge = new Promise<void>((resolve) => {
        charged = resolve;
      });
      const held = new Promise<void>((resolve) => {
        resume = resolve;
      });
      hooks.afterCharge = async () => {
        charged();
        await held;
      };
      const lockWaits = async () =>
        (
          (await platform.db.execute(
            sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          )) as unknown as { rows: Array<{ n: number }> }
        ).rows[0]!.n;
      try {
        const answer = checkout(
          DISPENSA,
          {
            shippingMode: "pickup",
            billingMode: "receipt",
            howToPay: "new",
            birthDate: "1980-05-01",
            email: "edited-while-paid@example.com",
            paymentMethodId: card,
          },
          { cartId },
        );
        await atCharge;
        // The cart's PATCH, held open: its row, then (once the settle waits on it) its lines and its state.
        await platform.db.transaction(async (tx) => {
          await tx.select().from(cartsTable).where(eq(cartsTable.id, cartRow!.id)).for("update");
          resume();
          for (let i = 0; i < 250 && (await lockWaits()) === 0; i++)
            await new Promise((resolve) => setTimeout(resolve, 20));
          await tx.delete(cartLines).where(eq(cartLines.cartId, cartRow!.id));
          await tx.insert(cartLines).values({ cartId: cartRow!.id, shopItemId: items.olio750, quantity: 1 });
          await tx.update(cartsTable).set({ updatedAt: new Date() }).where(eq(cartsTable.id, cartRow!.id));
        });
        const placed = await answer;
        expect(placed).toMatchObject({ status: 201, body: { status: "paid" } });
        const [charges_] = await platform.db
          .select({ n: count() })
          .from(charges)
          .where(eq(charges.expenseId, placed.body.expense.id));
        expect(charges_!.n).toBe(1);
        // The settle ran after the edit: the ordered line left the cart.
        const after = await call(platform, "GET", `/api/v2/shop-pages/${DISPENSA}/cart/data`, { cartId });
        expect(after.body.lines).toEqual([]);
      } finally {
        delete hooks.afterCharge;
      }
    },
  );
});
