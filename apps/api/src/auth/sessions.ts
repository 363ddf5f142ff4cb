import { and, eq, isNull, ne } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import type { MemberRow } from "../db/rows.js";
import { sessions } from "../db/schema/index.js";
import { hashToken } from "../http/member-auth.js";
import { newSecret } from "../ids.js";
import { publicUser } from "../members/public-user.js";

/** How long a token lives: `idleMs` without use (each use pushes it), never more than `maxMs` after sign-in. */
export interface SessionLifetime {
  sessionIdleMs: number;
  sessionMaxMs: number;
}

// Renewal writes a row; pushing the expiry at most once an hour keeps a busy session to one write an hour.
const RENEWAL_STEP_MS = 60 * 60 * 1000;

/** When a session created at `createdAt` and used at `usedAt` expires. */
export function sessionExpiry(createdAt: Date, usedAt: Date, lifetime: SessionLifetime): Date {
  return new Date(
    Math.min(usedAt.getTime() + lifetime.sessionIdleMs, createdAt.getTime() + lifetime.sessionMaxMs),
  );
}

/**
 * Pushes the expiry of a session in use to `now` + the idle lifetime (capped at its absolute end), unless it was
 * pushed less than an hour ago.
 */
export async function renewSession(
  db: Executor,
  session: { tokenHash: string; createdAt: Date; expiresAt: Date },
  now: Date,
  lifetime: SessionLifetime,
) {
  const expiresAt = sessionExpiry(session.createdAt, now, lifetime);
  if (expiresAt.getTime() - session.expiresAt.getTime() < RENEWAL_STEP_MS) return;
  await db
    .update(sessions)
    .set({ expiresAt })
    .where(and(eq(sessions.tokenHash, session.tokenHash), isNull(sessions.revokedAt)));
}

/** Opens a session: the bearer token is answered once and only its hash is kept. */
export async function openSession(db: Executor, member: MemberRow, now: Date, lifetime: SessionLifetime) {
  const token = newSecret();
  const expiresAt = sessionExpiry(now, now, lifetime);
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
