import { assertDemoSeedAllowed, DemoSeedRefused, runSeedDemo } from "./commands.js";
import { loadConfigOrExit } from "./config.js";
import { openDatabase } from "./db/client.js";
import { createServices } from "./server.js";

// `pnpm --filter @club/api seed-demo`: migrates and seeds the demo clubs into the configured database if it has no
// club yet. Never in production.
const config = loadConfigOrExit("command");
try {
  assertDemoSeedAllowed(config);
} catch (error) {
  if (!(error instanceof DemoSeedRefused)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.dbPoolSize,
});
try {
  await runSeedDemo(config, database, createServices(config));
} finally {
  await database.close();
}
