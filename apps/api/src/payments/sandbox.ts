import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import type { ClubRow } from "../db/rows.js";
import { sandboxCards, sandboxCharges, setupIntents } from "../db/schema/index.js";
import { conflict, HttpError, paymentFailed, unprocessable } from "../http/errors.js";
import { hashToken } from "../http/member-auth.js";
import { newId, newSecret } from "../ids.js";
import type { CardFacts, ChargeResult, PaymentProcessor } from "../services.js";
import type { SandboxOutcome } from "./cards.js";

type SandboxCard = typeof sandboxCards.$inferSelect;

async function findCard(db: Executor, club: ClubRow, ref: string): Promise<SandboxCard> {
  const [card] = await db
    .select()
    .from(sandboxCards)
    .where(and(eq(sandboxCards.id, ref), eq(sandboxCards.clubId, club.id)))
    .limit(1);
  if (!card) throw unprocessable("PAYMENT_METHOD_REQUIRED");
  return card;
}

const facts = (card: SandboxCard): CardFacts => ({
  brand: card.brand,
  last4: card.last4,
  expMonth: card.expMonth,
  expYear: card.expYear,
  cardName: card.cardName,
});

/** How a test card fails a charge, like the processor's own declines. */
const CHARGE_FAILURES: Partial<Record<SandboxOutcome, string>> = {
  decline: "PAYMENT_DECLINED",
  insufficient_funds: "PAYMENT_DECLINED",
  processing_error: "PAYMENT_FAILED",
  reenter: "PAYMENT_REENTER_CARD",
};

/** Saving a card checks it with the bank without charging: only outright declines and errors show there. */
const SETUP_FAILURES: Partial<Record<SandboxOutcome, string>> = {
  decline: "PAYMENT_DECLINED",
  processing_error: "PAYMENT_FAILED",
};

function expired(card: SandboxCard, now: Date) {
  return card.expYear * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** How long a fresh token (not attached to a member) can be used, like a card field's one-time token. */
export const FRESH_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Who may use a card: an attached card only its member (anyone else gets the same answer as for an unknown card, so
 * ids reveal nothing); a fresh token anyone holding it, once, within its lifetime (after that the card is typed again).
 */
function checkHolder(card: SandboxCard, memberId: string | null | undefined, now: Date) {
  if (card.memberId) {
    if (card.memberId !== memberId) throw unprocessable("PAYMENT_METHOD_REQUIRED");
    return;
  }
  if (card.usedAt || now.getTime() - card.createdAt.getTime() > FRESH_TOKEN_TTL_MS)
    throw paymentFailed("PAYMENT_REENTER_CARD");
}

/** Spends or attaches a fresh token in one conditional update, so two requests racing with it cannot both win. */
async function claimFresh(db: Executor, card: SandboxCard, set: Partial<SandboxCard>) {
  const [claimed] = await db
    .update(sandboxCards)
    .set(set)
    .where(and(eq(sandboxCards.id, card.id), isNull(sandboxCards.memberId), isNull(sandboxCards.usedAt)))
    .returning({ id: sandboxCards.id });
  if (!claimed) throw paymentFailed("PAYMENT_REENTER_CARD");
}

/**
 * What saving a card checks with the bank before it is attached: the holder, the expiry, and the outright declines.
 * Answers the card, whose `outcome` tells whether the bank asks the member to authenticate first (3-D Secure).
 */
export async function checkSetupCard(
  db: Executor,
  club: ClubRow,
  memberId: string,
  ref: string,
  now: Date,
): Promise<SandboxCard> {
  const card = await findCard(db, club, ref);
  checkHolder(card, memberId, now);
  if (expired(card, now)) throw paymentFailed("PAYMENT_DECLINED");
  const failure = SETUP_FAILURES[card.outcome];
  if (failure) throw paymentFailed(failure);
  return card;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type SandboxCharge = typeof sandboxCharges.$inferSelect;

/** A sandbox charge's state as the processor answers it: the challenge's id is the charge's own (unguessable) id. */
async function stateOf(db: Executor, club: ClubRow, row: SandboxCharge): Promise<ChargeResult> {
  if (row.status === "failed" || row.status === "refunded") throw paymentFailed("PAYMENT_FAILED");
  if (row.status === "requires_action")
    return {
      status: "requires_action",
      providerRef: row.id,
      action: { type: "sandbox", challengeUrl: `/sandbox-pay/v1/challenges/${row.id}` },
    };
  return {
    status: "succeeded",
    providerRef: row.id,
    card: facts(await findCard(db, club, row.paymentMethodRef)),
  };
}

/**
 * The platform's own test processor: cards tokenised by /sandbox-pay/v1/tokens (sandbox_cards, no card numbers),
 * charges in sandbox_charges, one per idempotency key. `latencyMs` delays every charge like a real provider's answer.
 */
export function createSandboxProcessor(
  clock: () => Date = () => new Date(),
  latencyMs = 0,
): PaymentProcessor {
  const findByKey = async (db: Executor, club: ClubRow, key: string) => {
    const [row] = await db
      .select()
      .from(sandboxCharges)
      .where(and(eq(sandboxCharges.clubId, club.id), eq(sandboxCharges.idempotencyKey, key)))
      .limit(1);
    return row;
  };
  return {
    provider: "sandbox",

    async describe(db, club, ref) {
      return facts(await findCard(db, club, ref));
    },

    async charge(db, club, input) {
      const replay = async (row: SandboxCharge) => {
        // A key names one charge: reusing it for another amount or card is a client bug, never a second charge.
        if (
          row.amount !== input.amount ||
          row.currency !== input.currency ||
          row.paymentMethodRef !== input.paymentMethodRef
        )
          throw conflict("IDEMPOTENCY_KEY_REUSED");
        return stateOf(db, club, row);
      };

      if (latencyMs > 0) await sleep(latencyMs);
      const previous = await findByKey(db, club, input.idempotencyKey);
      if (previous) return replay(previous);
      const card = await findCard(db, club, input.paymentMethodRef);
      checkHolder(card, input.memberId, clock());
      if (expired(card, clock())) throw paymentFailed("PAYMENT_DECLINED");
      const failure = CHARGE_FAILURES[card.outcome];
      if (failure) throw paymentFailed(failure);
      // A declined token may be tried again (the bank said no, nothing was spent); a charged one is spent.
      if (!card.memberId) await claimFresh(db, card, { usedAt: clock() });
      const [created] = await db
        .insert(sandboxCharges)
        .values({
          id: newId("ch_sbx"),
          clubId: club.id,
          idempotencyKey: input.idempotencyKey,
          paymentMethodRef: card.id,
          amount: input.amount,
          currency: input.currency,
          // The test card that always asks for 3-D Secure waits for its challenge page.
          status: card.outcome === "authenticate" ? "requires_action" : "succeeded",
          createdAt: clock(),
        })
        .onConflictDoNothing()
        .returning();
      if (created) return stateOf(db, club, created);
      // The same key raced in from another request: answer the charge that won.
      const winner = await findByKey(db, club, input.idempotencyKey);
      if (!winner) throw new HttpError(500, "INTERNAL");
      return replay(winner);
    },

    async resume(db, club, { providerRef, idempotencyKey }) {
      const [row] = providerRef
        ? await db
            .select()
            .from(sandboxCharges)
            .where(and(eq(sandboxCharges.id, providerRef), eq(sandboxCharges.clubId, club.id)))
            .limit(1)
        : [await findByKey(db, club, idempotencyKey)];
      return row ? stateOf(db, club, row) : null;
    },

    async cancel(db, club, providerRef) {
      await db
        .update(sandboxCharges)
        .set({ status: "failed" })
        .where(
          and(
            eq(sandboxCharges.id, providerRef),
            eq(sandboxCharges.clubId, club.id),
            eq(sandboxCharges.status, "requires_action"),
          ),
        );
    },

    async refund(db, club, providerRef) {
      await db
        .update(sandboxCharges)
        .set({ status: "refunded", refundedAt: clock() })
        .where(
          and(
            eq(sandboxCharges.id, providerRef),
            eq(sandboxCharges.clubId, club.id),
            eq(sandboxCharges.status, "succeeded"),
          ),
        );
    },

    async attach(db, club, member, ref) {
      const card = await checkSetupCard(db, club, member.id, ref, clock());
      // Attached, the token becomes the member's reusable saved card (and nobody else's).
      if (!card.memberId) await claimFresh(db, card, { memberId: member.id });
      return { providerRef: card.id, card: facts(card) };
    },

    async createSetupIntent(db, club, member) {
      const id = newId("seti_sbx");
      const clientSecret = `${id}_secret_${newSecret(24)}`;
      await db.insert(setupIntents).values({
        id,
        clubId: club.id,
        memberId: member.id,
        provider: "sandbox",
        clientSecretHash: hashToken(clientSecret),
        status: "requires_payment_method",
        createdAt: clock(),
      });
      return { id, clientSecret };
    },

    async detach(db, club, providerRef) {
      // The card is forgotten at the processor too: its token can no longer be charged.
      await db
        .delete(sandboxCards)
        .where(and(eq(sandboxCards.id, providerRef), eq(sandboxCards.clubId, club.id)));
    },
  };
}
