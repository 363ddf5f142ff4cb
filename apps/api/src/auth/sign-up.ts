import { and, eq, sql } from "drizzle-orm";
import { requireHuman } from "../bot-check.js";
import { mergeAnonymousCart } from "../cart/merge.js";
import type { Executor } from "../db/client.js";
import { invitations, members } from "../db/schema/index.js";
import { badRequest, conflict, forbidden, notFound } from "../http/errors.js";
import type { Handlers } from "../http/operation.js";
import { newId } from "../ids.js";
import { sendLinkEmail } from "../mail/link-email.js";
import { findMemberByEmail, normalizeEmail, notice } from "../members/lookup.js";
import { validBirthDate } from "../members/validation.js";
import { hashPassword, MIN_PASSWORD_LENGTH } from "./passwords.js";
import { emailAndAddress, hit, hitAll, LIMITS, SLOW_DOWNS, slowDown } from "./rate-limit.js";
import { findLiveToken, issueRequestToken, latestLiveToken, markUsed } from "./request-tokens.js";
import { openSession } from "./sessions.js";

/** A sign-up link sent this recently is not sent again (ALREADY_INVITED). */
const RESEND_AFTER_MS = 10 * 60 * 1000;

async function findInvitation(db: Executor, clubId: string, email: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.clubId, clubId), sql`lower(${invitations.email}) = ${normalizeEmail(email)}`))
    .limit(1);
  return row ?? null;
}

export function checkPasswordLength(password: string) {
  if ([...password].length < MIN_PASSWORD_LENGTH)
    throw badRequest("PASSWORD_TOO_SHORT", { password: "TOO_SHORT" });
}

export const signUpHandlers = {
  async requestSignup({ body, club, ip, lang, db, services }) {
    await requireHuman(services.botCheck, club, body.botToken, ip);
    const now = services.clock();
    const email = normalizeEmail(body.email);
    await hitAll(db, club.id, now, [
      [LIMITS.signupEmailIp, emailAndAddress(email, ip)],
      [LIMITS.signupIp, ip],
    ]);
    // Requests for one address from many clients are slowed, not refused: its owner can still sign up.
    await slowDown(db, SLOW_DOWNS.signupEmail, club.id, email, now);
    const language = body.language ?? lang;
    await db.transaction(async (tx) => {
      if (await findMemberByEmail(tx, club.id, email)) throw conflict("ALREADY_REGISTERED");
      if (club.requiresInvitation && !(await findInvitation(tx, club.id, email)))
        throw forbidden("INVITATION_REQUIRED");
      const latest = await latestLiveToken(tx, club.id, "signup", email, now);
      if (latest && now.getTime() - latest.createdAt.getTime() < RESEND_AFTER_MS)
        throw conflict("ALREADY_INVITED");
      const { token } = await issueRequestToken(tx, {
        clubId: club.id,
        kind: "signup",
        email,
        data: { language },
        now,
      });
      await sendLinkEmail(tx, services, club, { to: email, lang: language, kind: "signup", token });
    });
    return { status: 202, body: notice("INVITATION_SENT", lang) };
  },

  async getInvite({ params, club, db, services }) {
    const row = await findLiveToken(db, club.id, "signup", params.path.requestToken, services.clock());
    if (!row) throw notFound("INVITATION_TOKEN_INVALID");
    if (await findMemberByEmail(db, club.id, row.email)) throw conflict("ALREADY_REGISTERED");
    const invitation = await findInvitation(db, club.id, row.email);
    return {
      status: 200,
      body: {
        email: row.email,
        ...(invitation?.firstName ? { firstName: invitation.firstName } : {}),
        ...(invitation?.lastName ? { lastName: invitation.lastName } : {}),
        ...(invitation?.invitedBy ? { invitedBy: invitation.invitedBy } : {}),
        requiresInvitation: club.requiresInvitation,
        expiresAt: row.expiresAt.toISOString(),
      },
    };
  },

  async completeSignup({ params, body, club, ip, lang, db, services, cartKey }) {
    await requireHuman(services.botCheck, club, body.botToken, ip);
    const now = services.clock();
    await hit(db, LIMITS.signupIp, club.id, ip, now);
    checkPasswordLength(body.password);
    if (body.birthDate !== undefined && !validBirthDate(body.birthDate, now))
      throw badRequest("VALIDATION", { birthDate: "INVALID" });
    // Hashing is slow on purpose: done before the transaction so no row lock waits on it.
    const passwordHash = await hashPassword(body.password);
    const session = await db.transaction(async (tx) => {
      const row = await findLiveToken(tx, club.id, "signup", params.path.requestToken, now, true);
      if (!row) throw notFound("INVITATION_TOKEN_INVALID");
      if (await findMemberByEmail(tx, club.id, row.email)) throw conflict("ALREADY_REGISTERED");
      if (club.requiresInvitation && !(await findInvitation(tx, club.id, row.email)))
        throw notFound("INVITATION_TOKEN_INVALID");
      const requested = row.data.language;
      const [member] = await tx
        .insert(members)
        .values({
          id: newId("mem"),
          clubId: club.id,
          email: row.email,
          passwordHash,
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          phone: body.phone?.trim() || null,
          phoneCountry: body.phoneCountry?.trim() || null,
          language: body.language ?? (requested === "it" || requested === "en" ? requested : lang),
          marketingConsent: body.marketingConsent ?? false,
          birthDate: body.birthDate ?? null,
          createdAt: now,
        })
        .returning();
      await markUsed(tx, row, now);
      await mergeAnonymousCart(tx, club.id, member!.id, cartKey);
      return openSession(tx, member!, now, services.config);
    });
    return { status: 201, body: session };
  },
} satisfies Pick<Handlers, "requestSignup" | "getInvite" | "completeSignup">;
