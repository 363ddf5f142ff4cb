import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pendingSchemaChanges, type Snapshot } from "../scripts/snapshot-diff.js";
import { type Database, openDatabase } from "../src/db/client.js";
import { migrate } from "../src/db/migrate.js";
import * as schema from "../src/db/schema/index.js";

const migrations = join(fileURLToPath(import.meta.url), "..", "..", "migrations");
const journal = JSON.parse(readFileSync(join(migrations, "meta", "_journal.json"), "utf8")) as {
  entries: Array<{ idx: number; tag: string }>;
};
const snapshot = (idx: number): Snapshot =>
  JSON.parse(readFileSync(join(migrations, "meta", `${String(idx).padStart(4, "0")}_snapshot.json`), "utf8"));

/** The hand-written statements of the migrations that create objects drizzle-kit does not model. */
const handWrittenObjects = (): string[] =>
  journal.entries.flatMap((entry) =>
    readFileSync(join(migrations, `${entry.tag}.sql`), "utf8")
      .split("--> statement-breakpoint")
      .map((statement) => statement.replace(/^--.*$/gm, "").trim())
      .filter((statement) => /^CREATE (EXTENSION|OR REPLACE FUNCTION)/i.test(statement)),
  );

/**
 * Tables, columns, indexes and constraints of the public schema, in a stable order. NOT NULL constraints (PostgreSQL
 * 18 lists them, named after the column they were made for, and a column rename keeps the name) are compared as the
 * columns' nullability.
 */
async function shapeOf(database: Database) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    columns: await rows(sql`select table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema = 'public' order by table_name, column_name`),
    indexes: await rows(sql`select tablename, indexname, indexdef from pg_indexes
      where schemaname = 'public' order by tablename, indexname`),
    constraints: await rows(sql`select conrelid::regclass::text as table_name, conname, contype,
      pg_get_constraintdef(oid) as definition from pg_constraint
      where connamespace = 'public'::regnamespace and contype <> 'n' order by 1, 2`),
  };
}

describe("migrations and their drizzle-kit snapshots", () => {
  it("every migration is dated after the one before (the migrator skips one dated before the last applied)", () => {
    const journal = JSON.parse(readFileSync(join(migrations, "meta", "_journal.json"), "utf8")) as {
      entries: Array<{ when: number; tag: string }>;
    };
    for (const [i, entry] of journal.entries.entries())
      if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[i - 1]!.when);
  });

  it("every migration has a snapshot, chained to the one before", () => {
    let previous = "00000000-0000-0000-0000-000000000000";
    for (const entry of journal.entries) {
      const { id, prevId } = snapshot(entry.idx);
      expect(prevId, entry.tag).toBe(previous);
      previous = id;
    }
  });

  it("drizzle-kit generate has nothing to write: the newest snapshot is the schema", async () => {
    const newest = snapshot(journal.entries.at(-1)!.idx);
    expect(await pendingSchemaChanges(newest, schema)).toEqual([]);
  });

  it("the migrations, hand-written ones included, build the database drizzle-kit would build from the schema", async () => {
    const migrated = await openDatabase({});
    const generated = await openDatabase({});
    try {
      await migrate(migrated);
      // What drizzle-kit does not model (the search's extensions and immutable unaccent wrapper, written by hand at
      // the head of 0008_search) goes first, as in the migration: the schema's generated columns call it.
      for (const statement of handWrittenObjects()) await generated.db.execute(sql.raw(statement));
      const empty = generateDrizzleJson({});
      for (const statement of await generateMigration(empty, generateDrizzleJson(schema)))
        await generated.db.execute(sql.raw(statement));
      expect(await shapeOf(migrated)).toEqual(await shapeOf(generated));
    } finally {
      await migrated.close();
      await generated.close();
    }
    // Two PGlite instances and every migration: seconds on a quiet machine, far more beside other builds.
  }, 180_000);
});
