import { requireHuman } from "../bot-check.js";
import { mergeAnonymousCart } from "../cart/merge.js";
import { transaction } from "../db/transaction.js";
import { unauthorized } from "../http/errors.js";
import type { Handlers } from "../http/operation.js";
import { findMemberByEmail } from "../members/lookup.js";
import { decoyHash, verifyPassword } from "./passwords.js";
import { emailAndAddress, hitAll, LIMITS, SLOW_DOWNS, slowDown } from "./rate-limit.js";
import { openSession, revokeMemberSessions, revokeSession } from "./sessions.js";

export const signInHandlers = {
  async signIn({ body, club, ip, db, services, cartKey }) {
    await requireHuman(services.botCheck, club, body.botToken, ip);
    const now = services.clock();
    await hitAll(db, club.id, now, [
      [LIMITS.signInEmailIp, emailAndAddress(body.email, ip)],
      [LIMITS.signInIp, ip],
    ]);
    // Guesses at one account from many addresses are slowed, not refused: its member still signs in.
    await slowDown(db, SLOW_DOWNS.signInEmail, club.id, body.email, now);
    const member = await findMemberByEmail(db, club.id, body.email);
    // An unknown email still pays for one password verification: same answer, similar time.
    const valid = await verifyPassword(body.password, member?.passwordHash ?? (await decoyHash()));
    if (!member || !valid) throw unauthorized("UNAUTHORIZED");
    const session = await transaction(db, async (tx) => {
      await mergeAnonymousCart(tx, club.id, member.id, cartKey);
      return openSession(tx, member, now, services.config);
    });
    return { status: 200, body: session };
  },

  async logout({ body, member, sessionTokenHash, db, services }) {
    const now = services.clock();
    if (body?.everywhere) await revokeMemberSessions(db, member!.id, now);
    else if (sessionTokenHash) await revokeSession(db, sessionTokenHash, now);
    return { status: 204 };
  },
} satisfies Pick<Handlers, "signIn" | "logout">;
