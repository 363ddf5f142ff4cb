import { and, asc, eq, isNull } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import { outbox } from "../db/schema/index.js";
import { newId } from "../ids.js";
import type { Mailer } from "../services.js";

/** Every email goes to the outbox table (listed by the dev mailbox); SMTP delivery reads it from there. */
export function createMailer(_config: Config, log: Logger): Mailer {
  return {
    async send(db, email) {
      await db.insert(outbox).values({ id: newId("mail"), ...email });
      log.info({ to: email.to, kind: email.kind }, "email queued");
    },
  };
}

const BATCH = 20;
const MAX_ATTEMPT_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Delivers queued outbox rows by SMTP; answers how many were sent. Emails are queued inside the request's transaction, so delivery reads only
 * committed rows, after the fact; `skip locked` lets several API processes deliver without sending twice.
 */
export async function deliverOutbox(
  db: Db,
  transport: Pick<Transporter, "sendMail">,
  from: string,
  log: Logger,
) {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select()
      .from(outbox)
      .where(and(isNull(outbox.sentAt), isNull(outbox.error)))
      .orderBy(asc(outbox.createdAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    let delivered = 0;
    for (const mail of pending) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await tx.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, mail.id));
        delivered += 1;
      } catch (error) {
        log.warn({ err: error, mailId: mail.id }, "SMTP delivery failed");
        // Transient failures are retried until the email is a day old; then it is marked failed for good.
        if (Date.now() - mail.createdAt.getTime() > MAX_ATTEMPT_AGE_MS)
          await tx
            .update(outbox)
            .set({ error: String(error).slice(0, 500) })
            .where(eq(outbox.id, mail.id));
      }
    }
    return delivered;
  });
}

/** Polls the outbox and delivers it through SMTP_URL; answers a stop function. Does nothing without SMTP_URL. */
export function startSmtpDelivery(db: Db, config: Config, log: Logger, intervalMs = 2000): () => void {
  if (!config.smtpUrl) return () => undefined;
  const transport = nodemailer.createTransport(config.smtpUrl);
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await deliverOutbox(db, transport, config.mailFrom, log);
    } catch (error) {
      log.error({ err: error }, "outbox delivery failed");
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
