import type { FidelityProgramList, Redemption, Session } from "@club/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fidelityBalances, fidelityLedger, fidelityPrizes, redemptions } from "../src/db/schema/index.js";
import { newId } from "../src/ids.js";
import { CELLAR_POINTS } from "../src/seed/fidelity.js";
import { DEMO_MEMBERS } from "../src/seed/members.js";
import { memberSession, type TestMember } from "./member-session.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

const PROGRAM = CELLAR_POINTS.programId;
const TASTING = "prize_cv_tasting";
const MAGNUM = "prize_cv_magnum";
const HARVEST_VISIT = "prize_cv_harvest_visit";
const PAST_PROGRAM = "fp_cv_harvest_last_year";

describe.each(databaseKinds)("fidelity programs on %s", (kind) => {
  let platform: TestPlatform;
  // Tests move the platform's clock through this (program dates, session expiry).
  let now = new Date();

  beforeAll(async () => {
    platform = await startTestPlatform(kind, { clock: () => now });
  });
  afterAll(() => platform?.close());

  /** Points as checkout awards them: a ledger row and the balance, in one transaction. */
  async function award(member: TestMember, points: number) {
    await platform.db.transaction(async (tx) => {
      await tx
        .insert(fidelityLedger)
        .values({ id: newId("fl"), programId: PROGRAM, memberId: member.id, delta: points });
      await tx
        .insert(fidelityBalances)
        .values({ programId: PROGRAM, memberId: member.id, points })
        .onConflictDoUpdate({
          target: [fidelityBalances.programId, fidelityBalances.memberId],
          set: { points: sql`${fidelityBalances.points} + ${points}` },
        });
    });
  }

  async function programs(member?: TestMember, query = "") {
    const response = await platform.fetch(`/api/v2/fidelity-programs${query}`, {
      headers: { "Accept-Language": "it", ...member?.headers },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as FidelityProgramList;
  }

  function redeem(member: TestMember | undefined, prizeId: string, { program = PROGRAM, quantity = 1 } = {}) {
    return platform.fetch(
      `/api/v2/fidelity-programs/${program}/fidelity-prizes/${prizeId}/redeem?quantity=${quantity}`,
      { method: "POST", headers: { ...member?.headers } },
    );
  }

  async function balance(member: TestMember) {
    const [row] = await platform.db
      .select()
      .from(fidelityBalances)
      .where(and(eq(fidelityBalances.programId, PROGRAM), eq(fidelityBalances.memberId, member.id)));
    return row?.points ?? 0;
  }

  it("lists the running program and its prizes to anonymous visitors, without a balance", async () => {
    const { items } = await programs();
    expect(items.map((p) => p.id)).toEqual([PROGRAM]);
    const [program] = items;
    expect(program).toMatchObject({
      title: "Punti Cantina",
      points: 1,
      perAmount: { amount: 100, currency: "EUR" },
      active: true,
      balance: null,
    });
    expect(program!.prizes.map((p) => [p.title, p.cost, p.available])).toEqual([
      ["Degustazione per due", 150, true],
      ["Magnum Riserva", 400, true],
      ["Visita in vendemmia", 800, true],
    ]);
    const en = (await platform
      .client({ language: "en" })
      .GET("/api/v2/fidelity-programs")) as FidelityProgramList;
    expect(en.items[0]?.title).toBe("Cellar Points");
  });

  it("adds past programs with status=all, inactive and with nothing to redeem", async () => {
    const { items } = await programs(undefined, "?status=all");
    expect(items.map((p) => p.id)).toEqual([PROGRAM, PAST_PROGRAM]);
    const past = items[1]!;
    expect(past.active).toBe(false);
    expect(new Date(past.endsAt).getTime()).toBeLessThan(now.getTime());
    expect(past.prizes.every((p) => !p.available)).toBe(true);
  });

  it("follows the clock: a program that has ended is no longer listed as running", async () => {
    const saved = now;
    now = new Date(Date.UTC(now.getUTCFullYear() + 1, 5, 1));
    try {
      expect((await programs()).items).toEqual([]);
      expect((await programs(undefined, "?status=all")).items.every((p) => !p.active)).toBe(true);
    } finally {
      now = saved;
    }
  });

  it("answers the member's balance, 0 before any points", async () => {
    const member = await memberSession(platform);
    expect((await programs(member)).items[0]?.balance).toBe(0);
    await award(member, 42);
    expect((await programs(member)).items[0]?.balance).toBe(42);
  });

  it("signs in the demo member and answers her seeded points, then spends them", async () => {
    const seeded = await platform.db
      .select()
      .from(fidelityLedger)
      .where(eq(fidelityLedger.id, "fl_seed_giulia_welcome"));
    expect(seeded[0]).toMatchObject({ memberId: DEMO_MEMBERS.giulia.id, delta: 320, programId: PROGRAM });

    const session = (await platform.client().POST("/api/v2/auth/signin", {
      body: { email: DEMO_MEMBERS.giulia.email, password: DEMO_MEMBERS.giulia.password },
    })) as Session;
    const sdk = platform.client({ language: "it", getAuthToken: () => session.token });
    // The balance is the sum of her ledger: the welcome points and whatever her seeded orders earned.
    const ledger = await platform.db
      .select({ delta: fidelityLedger.delta })
      .from(fidelityLedger)
      .where(and(eq(fidelityLedger.memberId, DEMO_MEMBERS.giulia.id), eq(fidelityLedger.programId, PROGRAM)));
    const points = ledger.reduce((sum, row) => sum + row.delta, 0);
    expect(points).toBeGreaterThanOrEqual(320);
    const before = (await sdk.GET("/api/v2/fidelity-programs")) as FidelityProgramList;
    expect(before.items[0]?.balance).toBe(points);

    const redemption = (await sdk.POST(
      "/api/v2/fidelity-programs/{fidelityProgramId}/fidelity-prizes/{fidelityPrizeId}/redeem",
      { params: { path: { fidelityProgramId: PROGRAM, fidelityPrizeId: TASTING } } },
    )) as Redemption;
    expect(redemption.balance).toBe(points - 150);
    const after = (await sdk.GET("/api/v2/fidelity-programs")) as FidelityProgramList;
    expect(after.items[0]?.balance).toBe(points - 150);
  });

  it("redeems a prize: points drop, a voucher, a ledger row and a redemption", async () => {
    const member = await memberSession(platform);
    await award(member, 320);
    const response = await redeem(member, TASTING);
    expect(response.status).toBe(201);
    const redemption = (await response.json()) as Redemption;
    expect(redemption).toMatchObject({
      programId: PROGRAM,
      prizeId: TASTING,
      quantity: 1,
      pointsSpent: 150,
      balance: 170,
    });
    expect(redemption.code).toMatch(/^FP-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect((await programs(member)).items[0]?.balance).toBe(170);

    const ledger = await platform.db
      .select()
      .from(fidelityLedger)
      .where(eq(fidelityLedger.memberId, member.id));
    expect(ledger.map((row) => row.delta).sort((a, b) => a - b)).toEqual([-150, 320]);
    expect(ledger.find((row) => row.delta < 0)?.redemptionId).toBe(redemption.id);
    const [stored] = await platform.db.select().from(redemptions).where(eq(redemptions.id, redemption.id));
    expect(stored).toMatchObject({ memberId: member.id, code: redemption.code, pointsSpent: 150 });

    // The SDK path as the storefront calls it.
    const sdk = platform.client({ getAuthToken: () => member.token });
    const again = (await sdk.POST(
      "/api/v2/fidelity-programs/{fidelityProgramId}/fidelity-prizes/{fidelityPrizeId}/redeem",
      {
        params: { path: { fidelityProgramId: PROGRAM, fidelityPrizeId: TASTING }, query: { quantity: 1 } },
      },
    )) as Redemption;
    expect(again.balance).toBe(20);
  });

  it("refuses a prize the member has not got the points for, and leaves the balance alone", async () => {
    const member = await memberSession(platform);
    await award(member, 399);
    const response = await platform.fetch(
      `/api/v2/fidelity-programs/${PROGRAM}/fidelity-prizes/${MAGNUM}/redeem`,
      {
        method: "POST",
        headers: { ...member.headers, "Accept-Language": "it" },
      },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: "INSUFFICIENT_POINTS",
      message: "Punti insufficienti",
    });
    // Quantity multiplies the cost.
    await award(member, 1);
    expect((await redeem(member, TASTING, { quantity: 3 })).status).toBe(422);
    expect(await balance(member)).toBe(400);
    const two = await redeem(member, TASTING, { quantity: 2 });
    expect(two.status).toBe(201);
    expect(await two.json()).toMatchObject({ quantity: 2, pointsSpent: 300, balance: 100 });
  });

  it("refuses prizes out of stock, ended programs, unknown prizes and anonymous visitors", async () => {
    const member = await memberSession(platform);
    await award(member, 5000);
    await platform.db.update(fidelityPrizes).set({ stock: 1 }).where(eq(fidelityPrizes.id, HARVEST_VISIT));
    expect((await redeem(member, HARVEST_VISIT)).status).toBe(201);
    const soldOut = await redeem(member, HARVEST_VISIT);
    expect(soldOut.status).toBe(409);
    expect(await soldOut.json()).toMatchObject({ code: "PRIZE_UNAVAILABLE" });
    const listed = (await programs(member)).items[0]!;
    expect(listed.prizes.find((p) => p.id === HARVEST_VISIT)?.available).toBe(false);
    expect(listed.balance).toBe(4200);

    const ended = await redeem(member, "prize_cv_harvest_apron", { program: PAST_PROGRAM });
    expect(ended.status).toBe(422);
    expect(await ended.json()).toMatchObject({ code: "PROGRAM_INACTIVE" });
    // A prize of another program, or of another club's program, does not exist here.
    expect((await redeem(member, "prize_cv_harvest_apron")).status).toBe(404);
    expect((await redeem(member, "no-such-prize")).status).toBe(404);
    const otherClub = await memberSession(platform, { club: "invitational" });
    const foreign = await platform.fetch(
      `/api/v2/fidelity-programs/${PROGRAM}/fidelity-prizes/${TASTING}/redeem`,
      {
        method: "POST",
        club: "invitational",
        headers: otherClub.headers,
      },
    );
    expect(foreign.status).toBe(404);
    const anonymous = await redeem(undefined, TASTING);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: "AUTHENTICATION_REQUIRED" });
    expect(await balance(member)).toBe(4200);
  });

  it("spends points once under 20 concurrent redeems: one voucher, never a negative balance", async () => {
    const member = await memberSession(platform);
    await award(member, 150);
    const responses = await Promise.all(Array.from({ length: 20 }, () => redeem(member, TASTING)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(19);
    expect(await balance(member)).toBe(0);
    const ledger = await platform.db
      .select()
      .from(fidelityLedger)
      .where(eq(fidelityLedger.memberId, member.id));
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(0);
    const vouchers = await platform.db.select().from(redemptions).where(eq(redemptions.memberId, member.id));
    expect(vouchers).toHaveLength(1);
  });

  it("validates the quantity and the ids", async () => {
    const member = await memberSession(platform);
    expect((await redeem(member, TASTING, { quantity: 0 })).status).toBe(400);
    expect((await redeem(member, TASTING, { quantity: 11 })).status).toBe(400);
    expect((await redeem(member, "bad id!")).status).toBe(400);
    expect((await platform.fetch("/api/v2/fidelity-programs?status=soon")).status).toBe(400);
  });
});
