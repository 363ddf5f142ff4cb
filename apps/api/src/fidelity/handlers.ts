import { randomInt } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { localizedImage } from "../club/images.js";
import type { Executor } from "../db/client.js";
import {
  fidelityBalances,
  fidelityLedger,
  fidelityPrizes,
  fidelityPrograms,
  redemptions,
} from "../db/schema/index.js";
import { transaction } from "../db/transaction.js";
import { conflict, notFound, unprocessable } from "../http/errors.js";
import { localize } from "../http/lang.js";
import type { Handlers } from "../http/operation.js";
import { newId } from "../ids.js";

type ProgramRow = typeof fidelityPrograms.$inferSelect;

/** A program runs from its start (inclusive) to its end (exclusive). */
export function programRunning(program: Pick<ProgramRow, "startsAt" | "endsAt">, now: Date): boolean {
  return program.startsAt <= now && now < program.endsAt;
}

// Crockford's base32 without look-alikes, so a voucher read out at the cellar door is not mistyped.
const VOUCHER_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function voucherCode(): string {
  const part = () =>
    Array.from({ length: 4 }, () => VOUCHER_ALPHABET[randomInt(VOUCHER_ALPHABET.length)]).join("");
  return `FP-${part()}-${part()}-${part()}`;
}

async function balancesOf(db: Executor, memberId: string, programIds: string[]) {
  if (!programIds.length) return new Map<string, number>();
  const rows = await db
    .select()
    .from(fidelityBalances)
    .where(and(eq(fidelityBalances.memberId, memberId), inArray(fidelityBalances.programId, programIds)));
  return new Map(rows.map((row) => [row.programId, row.points]));
}

export const fidelityHandlers = {
  async listFidelityPrograms({ club, db, lang, member, params, services }) {
    const now = services.clock();
    const onlyRunning = (params.query.status ?? "active") === "active";
    const programs = await db
      .select()
      .from(fidelityPrograms)
      .where(
        onlyRunning
          ? and(
              eq(fidelityPrograms.clubId, club.id),
              lte(fidelityPrograms.startsAt, now),
              gt(fidelityPrograms.endsAt, now),
            )
          : eq(fidelityPrograms.clubId, club.id),
      )
      .orderBy(desc(fidelityPrograms.startsAt), asc(fidelityPrograms.id));
    const ids = programs.map((program) => program.id);
    const [prizes, balances] = await Promise.all([
      ids.length
        ? db
            .select()
            .from(fidelityPrizes)
            .where(inArray(fidelityPrizes.programId, ids))
            .orderBy(asc(fidelityPrizes.position), asc(fidelityPrizes.cost))
        : Promise.resolve([]),
      member ? balancesOf(db, member.id, ids) : Promise.resolve(null),
    ]);
    return {
      status: 200,
      body: {
        items: programs.map((program) => {
          const active = programRunning(program, now);
          return {
            id: program.id,
            title: localize(program.title, lang),
            description: localize(program.description, lang),
            points: program.points,
            perAmount: { amount: program.perAmount, currency: program.currency },
            startsAt: program.startsAt.toISOString(),
            endsAt: program.endsAt.toISOString(),
            active,
            balance: balances ? (balances.get(program.id) ?? 0) : null,
            prizes: prizes
              .filter((prize) => prize.programId === program.id)
              .map((prize) => ({
                id: prize.id,
                title: localize(prize.title, lang),
                description: localize(prize.description, lang),
                image: localizedImage(prize.image, lang),
                cost: prize.cost,
                available: active && (prize.stock === null || prize.stock > 0),
              })),
          };
        }),
      },
    };
  },

  async redeemFidelityPrize({ club, db, log, member, params, services }) {
    const memberId = member!.id;
    const { fidelityProgramId, fidelityPrizeId } = params.path;
    const quantity = params.query.quantity ?? 1;
    const now = services.clock();

    const redemption = await transaction(db, async (tx) => {
      const [program] = await tx
        .select()
        .from(fidelityPrograms)
        .where(and(eq(fidelityPrograms.id, fidelityProgramId), eq(fidelityPrograms.clubId, club.id)))
        .limit(1);
      if (!program) throw notFound();
      // Locks are always taken prize first, then balance, so concurrent redeems queue instead of deadlocking.
      const [prize] = await tx
        .select()
        .from(fidelityPrizes)
        .where(and(eq(fidelityPrizes.id, fidelityPrizeId), eq(fidelityPrizes.programId, program.id)))
        .for("update");
      if (!prize) throw notFound();
      if (!programRunning(program, now)) throw unprocessable("PROGRAM_INACTIVE");
      if (prize.stock !== null && prize.stock < quantity) throw conflict("PRIZE_UNAVAILABLE");

      const [balance] = await tx
        .select()
        .from(fidelityBalances)
        .where(and(eq(fidelityBalances.programId, program.id), eq(fidelityBalances.memberId, memberId)))
        .for("update");
      const cost = prize.cost * quantity;
      if (!balance || balance.points < cost) throw unprocessable("INSUFFICIENT_POINTS");

      const [updated] = await tx
        .update(fidelityBalances)
        .set({ points: sql`${fidelityBalances.points} - ${cost}` })
        .where(and(eq(fidelityBalances.programId, program.id), eq(fidelityBalances.memberId, memberId)))
        .returning({ points: fidelityBalances.points });
      if (prize.stock !== null) {
        await tx
          .update(fidelityPrizes)
          .set({ stock: sql`${fidelityPrizes.stock} - ${quantity}` })
          .where(eq(fidelityPrizes.id, prize.id));
      }
      const id = newId("rdm");
      const [row] = await tx
        .insert(redemptions)
        .values({
          id,
          programId: program.id,
          prizeId: prize.id,
          memberId,
          quantity,
          pointsSpent: cost,
          code: voucherCode(),
          createdAt: now,
        })
        .returning();
      await tx.insert(fidelityLedger).values({
        id: newId("fl"),
        programId: program.id,
        memberId,
        delta: -cost,
        redemptionId: id,
        createdAt: now,
      });
      return { row: row!, balance: updated!.points };
    });

    log.info(
      {
        redemptionId: redemption.row.id,
        memberId,
        prizeId: fidelityPrizeId,
        points: redemption.row.pointsSpent,
      },
      "prize redeemed",
    );
    return {
      status: 201,
      body: {
        id: redemption.row.id,
        programId: redemption.row.programId,
        prizeId: redemption.row.prizeId,
        quantity: redemption.row.quantity,
        pointsSpent: redemption.row.pointsSpent,
        balance: redemption.balance,
        code: redemption.row.code,
        redeemedAt: redemption.row.createdAt.toISOString(),
      },
    };
  },
} satisfies Partial<Handlers>;
