import { loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { migrate } from "./db/migrate.js";
import { seedIfEmpty } from "./seed/index.js";
import { createServices } from "./server.js";

// `pnpm --filter @club/api seed`: migrates and seeds the configured database if it has no club yet.
const config = loadConfig();
const services = createServices(config);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
const seeded = await seedIfEmpty(database, services);
services.log.info(seeded ? "demo clubs seeded" : "the database already has clubs; nothing seeded");
await database.close();
