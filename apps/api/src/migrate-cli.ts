import { runMigrate } from "./commands.js";
import { loadConfigOrExit } from "./config.js";
import { openDatabase } from "./db/client.js";
import { createLogger } from "./logger.js";

// `pnpm --filter @club/api migrate`: the release step of a deploy (then start the servers with MIGRATE_ON_START=false).
const config = loadConfigOrExit("command");
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.dbPoolSize,
});
try {
  await runMigrate(database, createLogger(config.logLevel));
} finally {
  await database.close();
}
