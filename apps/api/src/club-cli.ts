import { runClub } from "./cli/program.js";
import { loadConfigOrExit } from "./config.js";
import { openDatabase } from "./db/client.js";
import { migrate } from "./db/migrate.js";

// `pnpm --filter @club/api club <command>` (or `node dist/club-cli.js`): see README, "The club command line".
const config = loadConfigOrExit("command");
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.dbPoolSize,
});
let code = 1;
try {
  await migrate(database);
  code = await runClub(process.argv.slice(2), database.db, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
} finally {
  await database.close();
}
process.exitCode = code;
