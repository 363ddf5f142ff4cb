import { eq } from "drizzle-orm";
import { hit, LIMITS } from "../auth/rate-limit.js";
import { findLiveToken, issueRequestToken, markUsed } from "../auth/request-tokens.js";
import { requireHuman } from "../bot-check.js";
import { members } from "../db/schema/index.js";
import { badRequest, conflict, notFound } from "../http/errors.js";
import type { Handlers } from "../http/operation.js";
import { sendLinkEmail } from "../mail/link-email.js";
import { findMember, findMemberByEmail, normalizeEmail, notice } from "./lookup.js";

/**
 * Email change in three steps, each proven by an emailed link: the member asks (link to the CURRENT address, so
 * only its owner may move the account), chooses the new address (link to the NEW address, proving it is theirs),
 * then confirms.
 */
export const emailChangeHandlers = {
  async requestEmailChange({ body, member, club, ip, lang, db, services }) {
    await requireHuman(services.botCheck, club, body.botToken, ip);
    const now = services.clock();
    await hit(db, LIMITS.emailChangeMember, club.id, member!.id, now);
    await db.transaction(async (tx) => {
      const { token } = await issueRequestToken(tx, {
        clubId: club.id,
        kind: "email_change",
        email: member!.email,
        memberId: member!.id,
        now,
      });
      await sendLinkEmail(tx, services, club, { to: member!.email, lang, kind: "email_change", token });
    });
    return { status: 202, body: notice("EMAIL_CHANGE_REQUESTED", lang) };
  },

  async chooseEmail({ params, body, club, ip, lang, db, services }) {
    await requireHuman(services.botCheck, club, body.botToken, ip);
    const now = services.clock();
    await hit(db, LIMITS.emailChooseIp, club.id, ip, now);
    const email = normalizeEmail(body.email);
    await db.transaction(async (tx) => {
      const row = await findLiveToken(tx, club.id, "email_change", params.path.requestToken, now, true);
      const member = row?.memberId ? await findMember(tx, club.id, row.memberId) : null;
      if (!row || !member) throw notFound("EMAIL_CHANGE_CHOOSE_ERROR");
      if (normalizeEmail(member.email) === email) throw badRequest("VALIDATION", { email: "UNCHANGED" });
      if (await findMemberByEmail(tx, club.id, email)) throw conflict("EMAIL_TAKEN");
      await markUsed(tx, row, now);
      const { token } = await issueRequestToken(tx, {
        clubId: club.id,
        kind: "email_confirm",
        email,
        memberId: member.id,
        data: { previousEmail: member.email },
        now,
      });
      await sendLinkEmail(tx, services, club, { to: email, lang, kind: "email_confirm", token });
    });
    return { status: 202, body: notice("EMAIL_CHANGE_CHOOSE_SUCCESS", lang) };
  },

  async confirmEmail({ params, club, lang, db, services }) {
    const now = services.clock();
    await db.transaction(async (tx) => {
      const row = await findLiveToken(tx, club.id, "email_confirm", params.path.requestToken, now, true);
      const member = row?.memberId ? await findMember(tx, club.id, row.memberId) : null;
      if (!row || !member) throw notFound("EMAIL_CHANGE_TOKEN_INVALID");
      const holder = await findMemberByEmail(tx, club.id, row.email);
      if (holder && holder.id !== member.id) throw conflict("EMAIL_TAKEN");
      await tx.update(members).set({ email: row.email }).where(eq(members.id, member.id));
      await markUsed(tx, row, now);
    });
    return { status: 200, body: notice("EMAIL_CHANGED", lang) };
  },
} satisfies Pick<Handlers, "requestEmailChange" | "chooseEmail" | "confirmEmail">;
