import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import { type RequestTokenKind, requestTokens } from "../db/schema/index.js";
import { hashToken } from "../http/member-auth.js";
import { newSecret } from "../ids.js";
import { normalizeEmail } from "../members/lookup.js";

/** How long each kind of emailed link stays good. */
export const TOKEN_TTL_MINUTES: Record<RequestTokenKind, number> = {
  signup: 7 * 24 * 60,
  password_reset: 60,
  email_change: 60,
  email_confirm: 24 * 60,
};

export type RequestTokenRow = typeof requestTokens.$inferSelect;

/**
 * Issues the token of an emailed link: the raw token goes in the email, the row keeps its hash. Older live links of
 * the same kind for the same email (and member) are superseded, so only the latest link works.
 */
export async function issueRequestToken(
  db: Executor,
  input: {
    clubId: string;
    kind: RequestTokenKind;
    email: string;
    memberId?: string | null;
    data?: Record<string, unknown>;
    now: Date;
  },
): Promise<{ token: string; row: RequestTokenRow }> {
  const email = normalizeEmail(input.email);
  await db
    .update(requestTokens)
    .set({ supersededAt: input.now })
    .where(
      and(
        eq(requestTokens.clubId, input.clubId),
        eq(requestTokens.kind, input.kind),
        input.memberId ? eq(requestTokens.memberId, input.memberId) : eq(requestTokens.email, email),
        isNull(requestTokens.usedAt),
        isNull(requestTokens.supersededAt),
      ),
    );
  const token = newSecret();
  const [row] = await db
    .insert(requestTokens)
    .values({
      tokenHash: hashToken(token),
      clubId: input.clubId,
      kind: input.kind,
      email,
      memberId: input.memberId ?? null,
      data: input.data ?? {},
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + TOKEN_TTL_MINUTES[input.kind] * 60 * 1000),
    })
    .returning();
  return { token, row: row! };
}

/**
 * The live token row (not used, superseded or expired) of this kind and club, or null. With `lock`, the row is
 * locked for the caller's transaction so a link is used once even when clicked twice at the same moment.
 */
export async function findLiveToken(
  db: Executor,
  clubId: string,
  kind: RequestTokenKind,
  token: string,
  now: Date,
  lock = false,
): Promise<RequestTokenRow | null> {
  const query = db
    .select()
    .from(requestTokens)
    .where(
      and(
        eq(requestTokens.tokenHash, hashToken(token)),
        eq(requestTokens.clubId, clubId),
        eq(requestTokens.kind, kind),
        isNull(requestTokens.usedAt),
        isNull(requestTokens.supersededAt),
        gt(requestTokens.expiresAt, now),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function markUsed(db: Executor, row: RequestTokenRow, now: Date) {
  await db.update(requestTokens).set({ usedAt: now }).where(eq(requestTokens.tokenHash, row.tokenHash));
}

/** The latest live link of a kind sent to an email, if any (for "already sent minutes ago"). */
export async function latestLiveToken(
  db: Executor,
  clubId: string,
  kind: RequestTokenKind,
  email: string,
  now: Date,
): Promise<RequestTokenRow | null> {
  const [row] = await db
    .select()
    .from(requestTokens)
    .where(
      and(
        eq(requestTokens.clubId, clubId),
        eq(requestTokens.kind, kind),
        eq(requestTokens.email, normalizeEmail(email)),
        isNull(requestTokens.usedAt),
        isNull(requestTokens.supersededAt),
        gt(requestTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(requestTokens.createdAt))
    .limit(1);
  return row ?? null;
}
