// The benchmarks' scratch databases.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A fresh database: a temp PGlite folder, or a new PostgreSQL database on the server (dropped afterwards). */
export async function freshDatabase(target) {
  if (target.kind === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), "club-bench-"));
    return { target: join(dir, "pglite"), drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const { default: pg } = await import("pg");
  const name = `club_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: target.serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(target.serverUrl);
  url.pathname = `/${name}`;
  return {
    target: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: target.serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
