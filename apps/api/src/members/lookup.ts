import type { NoticeCode } from "@club/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import type { MemberRow } from "../db/rows.js";
import { members } from "../db/schema/index.js";
import type { Lang } from "../http/lang.js";
import { messageFor } from "../http/messages.js";

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The club's member with this email, compared case-insensitively like the members_club_email index. */
export async function findMemberByEmail(
  db: Executor,
  clubId: string,
  email: string,
): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.clubId, clubId), sql`lower(${members.email}) = ${normalizeEmail(email)}`))
    .limit(1);
  return row ?? null;
}

export async function findMember(db: Executor, clubId: string, id: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * Serialises one member's changes of their own lists (addresses, billings, saved cards, carts) for the rest of the
 * transaction: a second save of the same member waits, then reads what the first one wrote.
 */
export async function lockMember(tx: Executor, memberId: string): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for("no key update");
}

/** A success the storefront shows as a message (contract Notice). */
export function notice(code: NoticeCode, lang: Lang) {
  return { code, message: messageFor(code, lang) };
}

export function memberLang(member: MemberRow): Lang {
  return member.language === "it" ? "it" : "en";
}
