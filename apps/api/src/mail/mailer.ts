import type { Logger } from "pino";
import type { Config } from "../config.js";
import { outbox } from "../db/schema/index.js";
import { newId } from "../ids.js";
import type { Mailer } from "../services.js";

/** Every email goes to the outbox table (listed by the dev mailbox). */
export function createMailer(_config: Config, log: Logger): Mailer {
  return {
    async send(db, email) {
      await db.insert(outbox).values({ id: newId("mail"), ...email });
      log.info({ to: email.to, kind: email.kind }, "email queued");
    },
  };
}
