import { createBotCheck } from "./bot-check.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { migrate } from "./db/migrate.js";
import { createLogger } from "./logger.js";
import { createMailer } from "./mail/mailer.js";
import { createPayments } from "./payments/payments.js";
import { seedIfEmpty } from "./seed/index.js";

// `pnpm --filter @club/api seed`: migrates and seeds the configured database if it has no club yet.
const config = loadConfig();
const log = createLogger(config.logLevel);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
const seeded = await seedIfEmpty(database, {
  config,
  log,
  clock: () => new Date(),
  mailer: createMailer(config, log),
  payments: createPayments(config),
  botCheck: createBotCheck(),
});
log.info(seeded ? "demo clubs seeded" : "the database already has clubs; nothing seeded");
await database.close();
