import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client.js";
import { sqlState, transaction } from "../src/db/transaction.js";
import { databaseKinds, freshDatabase } from "./platform.js";

/** A real error of the driver with this SQLSTATE, raised by the server inside the transaction. */
const raise = (state: string) =>
  sql.raw(`do $$ begin raise exception 'raised %', '${state}' using errcode = '${state}'; end $$`);

describe.each(databaseKinds)("transaction() reruns what PostgreSQL aborted, on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    await database.db.execute(sql`create table tally (id int primary key, n int not null)`);
    await database.db.execute(sql`insert into tally values (1, 0), (2, 0)`);
  });
  afterAll(() => database?.close());

  const waits: number[] = [];
  const options = { sleep: async (ms: number) => void waits.push(ms), random: () => 1 };

  /** Fails with `state` on the first `failures` runs, then succeeds; answers how many runs there were. */
  async function runs(state: string, failures: number, attempts?: number) {
    let n = 0;
    waits.length = 0;
    const result = await transaction(
      database.db,
      async (tx) => {
        n += 1;
        await tx.execute(sql`update tally set n = n + 1 where id = 1`);
        if (n <= failures) await tx.execute(raise(state));
        return n;
      },
      { ...options, ...(attempts ? { attempts } : {}) },
    ).catch((error: unknown) => error);
    return { n, result };
  }

  it("reads the SQLSTATE through Drizzle's wrapper (the driver's error is its cause)", async () => {
    const error = await database.db.execute(raise("40P01")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(sqlState(error)).toBe("40P01");
    expect(sqlState(new Error("plain"))).toBeUndefined();
    expect(sqlState(Object.assign(new Error("network"), { code: "ECONNRESET" }))).toBeUndefined();
  });

  it("reruns a deadlock (40P01) and a serialization failure (40001), with growing waits", async () => {
    expect(await runs("40P01", 2)).toEqual({ n: 3, result: 3 });
    expect(waits).toEqual([10, 20]);
    expect(await runs("40001", 1)).toEqual({ n: 2, result: 2 });
  });

  it("gives up after its attempts, throwing the last error; an aborted run leaves nothing behind", async () => {
    const before = await database.db.execute(sql`select n from tally where id = 1`);
    const { n, result } = await runs("40P01", 10, 3);
    expect(n).toBe(3);
    expect(sqlState(result)).toBe("40P01");
    const after = await database.db.execute(sql`select n from tally where id = 1`);
    expect((after as unknown as { rows: unknown[] }).rows).toEqual(
      (before as unknown as { rows: unknown[] }).rows,
    );
  });

  it("does not rerun any other error: a unique violation, a check, an error of the code", async () => {
    expect((await runs("23505", 1)).n).toBe(1);
    expect((await runs("P0001", 1)).n).toBe(1);
    let n = 0;
    await expect(
      transaction(database.db, async () => {
        n += 1;
        throw new Error("a bug");
      }),
    ).rejects.toThrow("a bug");
    expect(n).toBe(1);
  });

  it.runIf(kind === "postgres")(
    "two transactions locking two rows in opposite orders: PostgreSQL aborts one, its rerun completes both",
    async () => {
      // Each holds its first row until the other holds its own: then each asks for the other's, a deadlock.
      let arrived = 0;
      let release: () => void = () => undefined;
      const bothHold = new Promise<void>((resolve) => {
        release = resolve;
      });
      let reruns = 0;
      const crossing = (first: number, second: number) =>
        transaction(
          database.db,
          async (tx) => {
            await tx.execute(sql`update tally set n = n + 1 where id = ${first}`);
            if (++arrived === 2) release();
            await bothHold;
            await tx.execute(sql`update tally set n = n + 1 where id = ${second}`);
          },
          { onRetry: () => void reruns++ },
        );
      await database.db.execute(sql`update tally set n = 0`);
      await Promise.all([crossing(1, 2), crossing(2, 1)]);
      expect(reruns).toBe(1);
      const rows = await database.db.execute(sql`select id, n from tally order by id`);
      expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
        { id: 1, n: 2 },
        { id: 2, n: 2 },
      ]);
    },
  );
});
