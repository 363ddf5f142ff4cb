import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

// The newest migration, which the test takes back out of the database's record: read from the journal, so a new
// migration does not need this test changed.
const journal = JSON.parse(
  readFileSync(new URL("../migrations/meta/_journal.json", import.meta.url), "utf8"),
) as { entries: Array<{ tag: string }> };
const newest = journal.entries.at(-1)!.tag;

describe.each(databaseKinds)("/healthz and /readyz (%s)", (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform(kind);
  });
  afterAll(() => t?.close());

  it("/healthz answers while the process runs, without asking the database", async () => {
    const res = await fetch(`${t.baseUrl}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("/readyz is ready when the database answers with every migration applied", async () => {
    const res = await fetch(`${t.baseUrl}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "ok", migrations: "current" });
  });

  it("/readyz is 503 and names the migrations a database lacks", async () => {
    const [last] = (
      (await t.db.execute(
        sql`select id, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as { rows: Array<{ id: number; created_at: string }> }
    ).rows;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const res = await fetch(`${t.baseUrl}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({
        status: "unavailable",
        pendingMigrations: [newest],
      });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('restored', ${last!.created_at}::bigint)`,
      );
    }
  });
});
