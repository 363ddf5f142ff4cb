import { and, eq, sql } from "drizzle-orm";
import { members, sessions } from "../src/db/schema/index.js";
import { hashToken } from "../src/http/member-auth.js";
import { newId, newSecret } from "../src/ids.js";
import { DEMO } from "../src/seed/clubs.js";
import type { TestPlatform } from "./platform.js";

export interface TestMember {
  id: string;
  email: string;
  /** A live bearer token for the member. */
  token: string;
  /** Authorization header for raw fetch. */
  headers: { Authorization: string };
}

/**
 * A signed-in member without going through sign-in: the member (created when the email is new to the club) and a
 * session row holding the SHA-256 of a fresh token, exactly as sign-in stores it. The member has no usable password.
 */
export async function memberSession(
  platform: TestPlatform,
  options: { club?: keyof typeof DEMO; email?: string; firstName?: string; lastName?: string } = {},
): Promise<TestMember> {
  const clubId = DEMO[options.club ?? "estate"].id;
  const email = (options.email ?? `member-${newSecret(6).toLowerCase()}@example.com`).toLowerCase();
  const { db } = platform;
  let [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(sql`lower(${members.email})`, email)))
    .limit(1);
  if (!member) {
    [member] = await db
      .insert(members)
      .values({
        id: newId("mbr"),
        clubId,
        email,
        // Not a hash any password matches: the member signs in only through this helper.
        passwordHash: `!test-only:${newSecret(8)}`,
        firstName: options.firstName ?? "Test",
        lastName: options.lastName ?? "Member",
        language: "en",
      })
      .returning({ id: members.id });
  }
  const token = newSecret();
  const now = platform.services.clock();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId: member!.id,
    clubId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 24 * 3600 * 1000),
  });
  return { id: member!.id, email, token, headers: { Authorization: `Bearer ${token}` } };
}
