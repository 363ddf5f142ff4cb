import { createHash } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
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

/** The member behind a bearer token of this club, if the session is live (not expired, not revoked). */
export async function memberForToken(
  db: Db,
  clubId: string,
  token: string,
  now: Date,
): Promise<{ member: MemberRow; tokenHash: string } | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.clubId, clubId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ? { member: row.member, tokenHash } : null;
}
