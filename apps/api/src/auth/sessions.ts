import { and, eq, isNull, ne } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import type { MemberRow } from "../db/rows.js";
import { sessions } from "../db/schema/index.js";
import { hashToken } from "../http/member-auth.js";
import { newSecret } from "../ids.js";
import { publicUser } from "../members/public-user.js";

const SESSION_DAYS = 30;

/** Opens a session: the bearer token is answered once and only its hash is kept. */
export async function openSession(db: Executor, member: MemberRow, now: Date) {
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId: member.id,
    clubId: member.clubId,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt: expiresAt.toISOString(), user: publicUser(member) };
}

export async function revokeSession(db: Executor, tokenHash: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Revokes every live session of the member, except `keep` (the session making the change) when given. */
export async function revokeMemberSessions(db: Executor, memberId: string, now: Date, keep?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        keep ? ne(sessions.tokenHash, keep) : undefined,
      ),
    );
}
