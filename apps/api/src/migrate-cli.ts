import { runMigrate } from "./commands.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { createLogger } from "./logger.js";

// `pnpm --filter @club/api migrate`: the release step of a deploy (then start the servers with MIGRATE_ON_START=false).
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrate(database, createLogger(config.logLevel));
} finally {
  await database.close();
}
