import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import type { ClubRow, MemberRow } from "../db/rows.js";
import { paymentMethods } from "../db/schema/index.js";
import { newId } from "../ids.js";
import { lockMember } from "../members/lookup.js";
import type { CardFacts, PaymentProcessor } from "../services.js";

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** The contract's PaymentMethod: what the member sees of a saved card. */
export function publicPaymentMethod(row: PaymentMethodRow) {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    ...(row.cardName ? { cardName: row.cardName } : {}),
    isDefault: row.isDefault,
  };
}

/**
 * Keeps a card the processor made reusable (attach) as one of the member's saved payment methods; the first one
 * becomes the default. Saving the same processor reference twice answers the saved row.
 */
export async function saveMethod(
  db: Executor,
  club: ClubRow,
  member: MemberRow,
  processor: PaymentProcessor,
  saved: { providerRef: string; card: CardFacts },
): Promise<PaymentMethodRow> {
  // Two cards saved at once by the same member: one becomes the default, the other waits and sees it.
  await lockMember(db, member.id);
  const live = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.memberId, member.id),
        eq(paymentMethods.clubId, club.id),
        isNull(paymentMethods.deletedAt),
      ),
    );
  const same = live.find(
    (row) => row.provider === processor.provider && row.providerRef === saved.providerRef,
  );
  if (same) return same;
  const [row] = await db
    .insert(paymentMethods)
    .values({
      id: newId("pm"),
      clubId: club.id,
      memberId: member.id,
      provider: processor.provider,
      providerRef: saved.providerRef,
      brand: saved.card.brand,
      last4: saved.card.last4,
      expMonth: saved.card.expMonth,
      expYear: saved.card.expYear,
      cardName: saved.card.cardName ?? null,
      isDefault: live.length === 0,
    })
    .returning();
  return row!;
}
