import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";

/** A drizzle-kit PostgreSQL snapshot (migrations/meta/NNNN_snapshot.json), as far as these helpers read it. */
export interface Snapshot {
  id: string;
  prevId: string;
  tables: Record<string, SnapshotTable>;
  [key: string]: unknown;
}

interface SnapshotTable {
  name: string;
  schema: string;
  columns: Record<string, { name: string; [key: string]: unknown }>;
  indexes: Record<string, { columns: Array<{ expression: string; [key: string]: unknown }> }>;
  foreignKeys: Record<string, { columnsFrom: string[]; columnsTo: string[]; tableTo: string }>;
  compositePrimaryKeys: Record<string, { columns: string[] }>;
  uniqueConstraints: Record<string, { columns: string[] }>;
  [key: string]: unknown;
}

const RENAME = /^ALTER TABLE "([^"]+)" RENAME COLUMN "([^"]+)" TO "([^"]+)"$/i;
/** Statements that change no table's shape: data updates and comments. */
const DATA_ONLY = /^(UPDATE|INSERT|DELETE)\b/i;

/**
 * The snapshot before a migration, from the snapshot after it: the migration's column renames undone. Anything
 * else that changes the schema (new tables, columns, indexes) cannot be undone here, and is refused.
 */
export function undoRenames(after: Snapshot, sql: string, tag: string): Snapshot {
  const before = structuredClone(after);
  const statements = sql
    .split("--> statement-breakpoint")
    .map((statement) =>
      statement
        .replace(/^\s*--.*$/gm, "")
        .trim()
        .replace(/;$/, ""),
    )
    .filter(Boolean);
  for (const statement of statements) {
    if (DATA_ONLY.test(statement)) continue;
    const rename = statement.match(RENAME);
    if (!rename)
      throw new Error(`${tag}: cannot undo "${statement.slice(0, 80)}"; write its snapshot with drizzle-kit`);
    const [, tableName, from, to] = rename as unknown as [string, string, string, string];
    const table = before.tables[`public.${tableName}`];
    const column = table?.columns[to];
    if (!table || !column) throw new Error(`${tag}: ${tableName}.${to} is not in the snapshot after it`);
    // Rebuild the column map in its order, the renamed column under its old name.
    table.columns = Object.fromEntries(
      Object.entries(table.columns).map(([name, value]) =>
        name === to ? [from, { ...value, name: from }] : [name, value],
      ),
    );
    const swap = (name: string) => (name === to ? from : name);
    for (const index of Object.values(table.indexes))
      for (const part of index.columns) part.expression = swap(part.expression);
    for (const key of Object.values(table.compositePrimaryKeys)) key.columns = key.columns.map(swap);
    for (const unique of Object.values(table.uniqueConstraints)) unique.columns = unique.columns.map(swap);
    for (const key of Object.values(table.foreignKeys)) key.columnsFrom = key.columnsFrom.map(swap);
    for (const other of Object.values(before.tables))
      for (const key of Object.values(other.foreignKeys))
        if (key.tableTo === tableName) key.columnsTo = key.columnsTo.map(swap);
  }
  return before;
}

/**
 * What `drizzle-kit generate` would write for `schema` after the `newest` snapshot: SQL statements, none when the
 * migrations hold the whole schema. A change drizzle-kit would have to ask about (a column renamed or dropped and
 * another added) is reported as one line too.
 */
export async function pendingSchemaChanges(
  newest: Snapshot,
  schema: Record<string, unknown>,
): Promise<string[]> {
  const current = generateDrizzleJson(schema, newest.id);
  try {
    return await generateMigration(newest as never, current);
  } catch (error) {
    return [`(drizzle-kit would ask how to apply a change: ${(error as Error).message})`];
  }
}
