import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import { fidelityBalances, fidelityLedger, fidelityPrograms } from "../db/schema/index.js";
import { newId } from "../ids.js";

/** Points an order earns in each program of the club running at its date: floor(total / perAmount) * points. */
export async function pointsFor(db: Executor, clubId: string, total: number, currency: string, at: Date) {
  const programs = await db
    .select()
    .from(fidelityPrograms)
    .where(
      and(
        eq(fidelityPrograms.clubId, clubId),
        lte(fidelityPrograms.startsAt, at),
        gt(fidelityPrograms.endsAt, at),
      ),
    )
    .orderBy(asc(fidelityPrograms.id));
  return programs
    .filter((program) => program.perAmount > 0 && program.currency === currency)
    .map((program) => ({
      programId: program.id,
      points: Math.floor(total / program.perAmount) * program.points,
    }))
    .filter((award) => award.points > 0);
}

/** Credits the points to the member's balances, with a ledger row per program naming the order. */
export async function awardPoints(
  db: Executor,
  memberId: string,
  expenseId: string,
  awards: Array<{ programId: string; points: number }>,
  at: Date,
) {
  for (const award of awards) {
    await db
      .insert(fidelityBalances)
      .values({ programId: award.programId, memberId, points: award.points })
      .onConflictDoUpdate({
        target: [fidelityBalances.programId, fidelityBalances.memberId],
        set: { points: sql`${fidelityBalances.points} + ${award.points}` },
      });
    await db.insert(fidelityLedger).values({
      id: newId("fl"),
      programId: award.programId,
      memberId,
      delta: award.points,
      expenseId,
      createdAt: at,
    });
  }
}
