import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "../paths.js";
import type { Database, Executor } from "./client.js";

const MIGRATION_LOCK = 7_240_001;

/**
 * Applies the versioned migrations in migrations/ that the database has not seen, one process at a time (a
 * PostgreSQL advisory lock): running it again, or from several processes at once, applies each migration once.
 * Answers how many it applied.
 */
export async function migrate(database: Database): Promise<number> {
  return database.withLock(MIGRATION_LOCK, async (db) => {
    const before = (await migrationStatus(db)).pending.length;
    if (database.kind === "pglite") await migratePglite(db as never, { migrationsFolder });
    else await migratePg(db as never, { migrationsFolder });
    return before;
  });
}

export interface MigrationStatus {
  /** The migration files the database has not applied (by their timestamp, as Drizzle's migrator decides). */
  pending: string[];
  total: number;
}

/** Compares the migration files with what the database recorded (`drizzle.__drizzle_migrations`). */
export async function migrationStatus(db: Executor): Promise<MigrationStatus> {
  const files = readMigrationFiles({ migrationsFolder });
  const [table] = await rowsOf<{ t: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  let last = 0;
  if (table?.t) {
    const [row] = await rowsOf<{ last: string }>(
      db,
      sql`select coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations`,
    );
    last = Number(row?.last ?? 0);
  }
  const tags = (
    JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
      entries: Array<{ tag: string }>;
    }
  ).entries.map((entry) => entry.tag);
  return {
    pending: files.flatMap((file, i) =>
      file.folderMillis > last ? [tags[i] ?? String(file.folderMillis)] : [],
    ),
    total: files.length,
  };
}

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  // PGlite and node-postgres both answer { rows }.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
