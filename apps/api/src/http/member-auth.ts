import { createHash } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { renewSession, type SessionLifetime } from "../auth/sessions.js";
import type { Db } from "../db/client.js";
import type { MemberRow } from "../db/rows.js";
import { members, sessions } from "../db/schema/index.js";

/** Tokens are stored as SHA-256 hex digests only. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = authorization?.match(/^Bearer\s+(\S{1,512})$/i);
  return match?.[1];
}

/**
 * The member behind a bearer token of this club, if the session is live (not expired, not revoked, not older than
 * the absolute lifetime); the use pushes the session's expiry.
 */
export async function memberForToken(
  db: Db,
  clubId: string,
  token: string,
  now: Date,
  lifetime: SessionLifetime,
): Promise<{ member: MemberRow; tokenHash: string } | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ member: members, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.clubId, clubId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        // A shorter absolute lifetime applies to sessions opened before it was set.
        gt(sessions.createdAt, new Date(now.getTime() - lifetime.sessionMaxMs)),
      ),
    )
    .limit(1);
  if (!row) return null;
  await renewSession(db, { tokenHash, createdAt: row.createdAt, expiresAt: row.expiresAt }, now, lifetime);
  return { member: row.member, tokenHash };
}
