// drizzle-kit keeps beside each migration a snapshot of the schema it leads to (migrations/meta/NNNN_snapshot.json),
// and `drizzle-kit generate` diffs src/db/schema against the newest one. Migrations written by hand had none, so
// generate would have written their changes again. This script writes the missing snapshots with drizzle-kit's own
// serializer (generateDrizzleJson), each chained to the one before (prevId):
//   - the newest migration's from the schema in src/db/schema (the test in test/migrations.test.ts checks that the
//     migrations build exactly that schema);
//   - an older one from the snapshot after it, with the later migration's column renames undone. A later migration
//     that changes the schema in any other way is refused: write that snapshot with `drizzle-kit generate` instead.
// With --check it writes nothing and exits 1 when the schema holds changes no migration has (what `drizzle-kit
// generate` would write), listing them.
//
//   pnpm --filter @club/api db:snapshots [--check]
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateDrizzleJson } from "drizzle-kit/api";
import * as schema from "../src/db/schema/index.js";
import { pendingSchemaChanges, type Snapshot, undoRenames } from "./snapshot-diff.js";

const migrations = join(fileURLToPath(import.meta.url), "..", "..", "migrations");
const journal = JSON.parse(readFileSync(join(migrations, "meta", "_journal.json"), "utf8")) as {
  entries: Array<{ idx: number; tag: string }>;
};
const snapshotPath = (idx: number) =>
  join(migrations, "meta", `${String(idx).padStart(4, "0")}_snapshot.json`);
const read = (idx: number): Snapshot | null =>
  existsSync(snapshotPath(idx)) ? JSON.parse(readFileSync(snapshotPath(idx), "utf8")) : null;

if (process.argv.includes("--check")) {
  const last = journal.entries.at(-1)!;
  const newest = read(last.idx);
  if (!newest) {
    console.error(`migration ${last.tag} has no snapshot: run pnpm --filter @club/api db:snapshots`);
    process.exit(1);
  }
  const pending = await pendingSchemaChanges(newest, schema);
  if (pending.length) {
    console.error(`src/db/schema has changes no migration holds (drizzle-kit generate would write them):`);
    for (const statement of pending) console.error(`  ${statement}`);
    process.exit(1);
  }
  console.log(`the schema matches migration ${last.tag}'s snapshot`);
  process.exit(0);
}

// Newest first: each missing snapshot is derived from the one after it.
const written = new Map<number, Snapshot>();
const last = journal.entries.at(-1)!;
for (const entry of [...journal.entries].reverse()) {
  if (read(entry.idx)) continue;
  if (entry === last) {
    written.set(entry.idx, generateDrizzleJson(schema as Record<string, unknown>) as unknown as Snapshot);
    continue;
  }
  const next = journal.entries[entry.idx + 1]!;
  const after = written.get(next.idx) ?? read(next.idx)!;
  const sql = readFileSync(join(migrations, `${next.tag}.sql`), "utf8");
  written.set(entry.idx, undoRenames(after, sql, next.tag));
}
// Chain the ids oldest first, as drizzle-kit does (prevId: the snapshot before).
let previous: Snapshot | null = null;
for (const entry of journal.entries) {
  const made = written.get(entry.idx);
  if (made) {
    const snapshot: Snapshot = {
      ...made,
      id: crypto.randomUUID(),
      prevId: previous?.id ?? "00000000-0000-0000-0000-000000000000",
    };
    // Key order as drizzle-kit writes them.
    const { id, prevId, ...rest } = snapshot;
    writeFileSync(snapshotPath(entry.idx), `${JSON.stringify({ id, prevId, ...rest }, null, 2)}`);
    console.log(`wrote migrations/meta/${String(entry.idx).padStart(4, "0")}_snapshot.json (${entry.tag})`);
    previous = snapshot;
  } else previous = read(entry.idx);
}
if (written.size)
  // In the repository's format (biome), like the snapshots drizzle-kit wrote before.
  execFileSync("biome", ["format", "--write", ...[...written.keys()].map(snapshotPath)], {
    stdio: "inherit",
  });
else console.log("every migration has its snapshot");
