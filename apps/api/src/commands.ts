import type { Logger } from "pino";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { migrate } from "./db/migrate.js";
import { seedIfEmpty } from "./seed/index.js";
import type { Services } from "./services.js";

/** `migrate`: applies pending migrations under the advisory lock; safe to run again or from several processes. */
export async function runMigrate(database: Database, log: Logger): Promise<number> {
  const applied = await migrate(database);
  log.info({ applied }, applied ? `applied ${applied} migrations` : "migrations already current");
  return applied;
}

export class DemoSeedRefused extends Error {}

/** The demo members' passwords are in the README: in production they would be real accounts anyone can enter. */
export function assertDemoSeedAllowed(config: Config): void {
  if (config.production)
    throw new DemoSeedRefused(
      "seed-demo refuses to run with NODE_ENV=production: the demo members' passwords are public",
    );
}

/** `seed-demo`: the demo clubs into an empty database (a database with clubs is left alone); never in production. */
export async function runSeedDemo(config: Config, database: Database, services: Services): Promise<boolean> {
  assertDemoSeedAllowed(config);
  await migrate(database);
  const seeded = await seedIfEmpty(database, services);
  services.log.info(seeded ? "demo clubs seeded" : "the database already has clubs; nothing seeded");
  return seeded;
}
