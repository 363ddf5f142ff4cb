import { eq } from "drizzle-orm";
import { requireHuman } from "../bot-check.js";
import { members } from "../db/schema/index.js";
import { notFound } from "../http/errors.js";
import type { Handlers } from "../http/operation.js";
import { sendLinkEmail } from "../mail/link-email.js";
import { findMember, findMemberByEmail, memberLang, notice } from "../members/lookup.js";
import { hashPassword } from "./passwords.js";
import { emailAndAddress, hit, hitAll, LIMITS, SLOW_DOWNS, slowDown } from "./rate-limit.js";
import { findLiveToken, issueRequestToken, markUsed } from "./request-tokens.js";
import { openSession, revokeMemberSessions } from "./sessions.js";
import { checkPasswordLength } from "./sign-up.js";

export const passwordResetHandlers = {
  async requestPasswordReset({ body, club, ip, lang, db, services }) {
    await requireHuman(services.botCheck, club, body.botToken, ip);
    const now = services.clock();
    await hitAll(db, club.id, now, [
      [LIMITS.passwordEmailIp, emailAndAddress(body.email, ip)],
      [LIMITS.passwordIp, ip],
    ]);
    // Requests for one account from many addresses are slowed, not refused: its member can still reset.
    await slowDown(db, SLOW_DOWNS.passwordEmail, club.id, body.email, now);
    await db.transaction(async (tx) => {
      const member = await findMemberByEmail(tx, club.id, body.email);
      if (!member) return;
      const { token } = await issueRequestToken(tx, {
        clubId: club.id,
        kind: "password_reset",
        email: member.email,
        memberId: member.id,
        now,
      });
      await sendLinkEmail(tx, services, club, {
        to: member.email,
        lang: memberLang(member),
        kind: "password_reset",
        token,
      });
    });
    // The same answer whether or not the email belongs to a member: the form reveals no accounts.
    return { status: 202, body: notice("PASSWORD_RESET_SENT", lang) };
  },

  async confirmPasswordReset({ params, body, club, ip, db, services }) {
    const now = services.clock();
    // Limited like sign-in: guessing links is refused long before it costs anything.
    await hit(db, LIMITS.passwordConfirmIp, club.id, ip, now);
    await requireHuman(services.botCheck, club, body.botToken, ip);
    // The link is checked before the (deliberately slow) hash, so a made-up link costs one lookup.
    const live = await findLiveToken(db, club.id, "password_reset", params.path.requestToken, now);
    if (!live?.memberId) throw notFound("PASSWORD_TOKEN_INVALID");
    await hit(db, LIMITS.passwordConfirmMember, club.id, live.memberId, now);
    checkPasswordLength(body.password);
    const passwordHash = await hashPassword(body.password);
    const session = await db.transaction(async (tx) => {
      // Checked again under lock: the same link confirmed twice at once is used once.
      const row = await findLiveToken(tx, club.id, "password_reset", params.path.requestToken, now, true);
      const member = row?.memberId ? await findMember(tx, club.id, row.memberId) : null;
      if (!row || !member) throw notFound("PASSWORD_TOKEN_INVALID");
      await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id));
      await markUsed(tx, row, now);
      // Whoever knew the old password is signed out everywhere.
      await revokeMemberSessions(tx, member.id, now);
      return openSession(tx, member, now, services.config);
    });
    return { status: 200, body: session };
  },
} satisfies Pick<Handlers, "requestPasswordReset" | "confirmPasswordReset">;
