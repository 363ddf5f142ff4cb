import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "../paths.js";
import type { Database } from "./client.js";

const MIGRATION_LOCK = 7_240_001;

/** Applies the versioned migrations in migrations/ that the database has not seen, one process at a time. */
export async function migrate(database: Database): Promise<void> {
  await database.withLock(MIGRATION_LOCK, async (db) => {
    if (database.kind === "pglite") await migratePglite(db as never, { migrationsFolder });
    else await migratePg(db as never, { migrationsFolder });
  });
}
