import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema/index.js";
import { sessionSql, withSessionSettings } from "./session.js";

export type Schema = typeof schema;
/** The same Drizzle API on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema>;
/** A database handle or an open transaction: domain code runs on either. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /** Runs `fn` on one connection holding a Postgres advisory lock (e.g. so only one process migrates). */
  withLock<T>(lockId: number, fn: (db: Db) => Promise<T>): Promise<T>;
  /** The connection pool's use right now (PostgreSQL; PGlite is one in-process connection). */
  poolStats(): PoolStats;
}

export interface PoolStats {
  /** Connections open (busy or idle). */
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
  max: number;
}

/**
 * Opens PostgreSQL when `url` is a postgres:// URL, else PGlite: in `dataDir` (a folder, kept between runs)
 * or in memory when neither is given.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
}): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Search needs pg_trgm and unaccent (migration 0008); PGlite ships them as extensions loaded at open.
  const extensions = { pg_trgm, unaccent };
  const client = options.dataDir ? new PGlite(options.dataDir, { extensions }) : new PGlite({ extensions });
  await client.waitReady;
  await client.exec(sessionSql());
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
    // PGlite is one in-process connection: nothing else can race it.
    withLock: (_lockId, fn) => fn(db),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
  };
}

function openPostgres(url: string, max: number): Database {
  const pool = new pg.Pool({ connectionString: withSessionSettings(url), max });
  // An idle connection the server ends (restart, failover, a dropped database) must not crash the process: the
  // pool discards it and opens a new one on the next query.
  pool.on("error", () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    async withLock(lockId, fn) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [lockId]);
        return await fn(drizzlePg(client, { schema }) as unknown as Db);
      } finally {
        await client.query("select pg_advisory_unlock($1)", [lockId]).catch(() => undefined);
        client.release();
      }
    },
  };
}
