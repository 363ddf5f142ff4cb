import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { count } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { DemoSeedRefused, runMigrate, runSeedDemo } from "../src/commands.js";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/client.js";
import { migrationStatus } from "../src/db/migrate.js";
import { clubs } from "../src/db/schema/index.js";
import { createLogger } from "../src/logger.js";
import { createPlatform, createServices } from "../src/server.js";
import { databaseKinds, freshDatabase } from "./platform.js";

const log = createLogger("silent");
const quiet = { log };

// Each test opens its own database (PGlite takes seconds to start on a busy machine).
describe.each(databaseKinds)("migrate, seed-demo and start (%s)", { timeout: 90_000 }, (kind) => {
  it("migrate applies every migration once and is a no-op when run again", async () => {
    const database = await freshDatabase(kind);
    try {
      const before = await migrationStatus(database.db);
      expect(before.pending.length).toBe(before.total);
      expect(await runMigrate(database, log)).toBe(before.total);
      expect(await runMigrate(database, log)).toBe(0);
      expect((await migrationStatus(database.db)).pending).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it("seed-demo refuses in production and seeds an empty database once otherwise", async () => {
    const database = await freshDatabase(kind);
    try {
      const production = {
        ...loadConfig(
          { NODE_ENV: "production", DATABASE_URL: "postgres://unused@127.0.0.1/none" },
          "command",
        ),
        logLevel: "silent",
      };
      await expect(runSeedDemo(production, database, createServices(production, quiet))).rejects.toThrow(
        DemoSeedRefused,
      );
      const development = { ...loadConfig({ NODE_ENV: "development" }), logLevel: "silent" };
      const services = createServices(development, quiet);
      expect(await runSeedDemo(development, database, services)).toBe(true);
      expect(await runSeedDemo(development, database, services)).toBe(false);
      const [row] = await database.db.select({ n: count() }).from(clubs);
      expect(row?.n).toBe(2);
    } finally {
      await database.close();
    }
  });

  it("start no longer seeds in production, even when the (refused) SEED_ON_START got through", async () => {
    const database = await freshDatabase(kind);
    const production = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://unused@127.0.0.1/none",
      SMTP_URL: "smtp://127.0.0.1:2525",
    };
    expect(() => loadConfig({ ...production, SEED_ON_START: "true" })).toThrow(/SEED_ON_START/);
    const config = { ...loadConfig(production), seedOnStart: true, logLevel: "silent" };
    const platform = await createPlatform(config, quiet, database);
    try {
      const [row] = await platform.database.db.select({ n: count() }).from(clubs);
      expect(row?.n).toBe(0);
      expect((await migrationStatus(platform.database.db)).pending).toEqual([]);
    } finally {
      await platform.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("migrate on PostgreSQL", () => {
  it("three processes migrating one database at once apply each migration once (advisory lock)", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `club_migrate_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.toString() })));
    try {
      const applied = await Promise.all(handles.map((database) => runMigrate(database, log)));
      const { total } = await migrationStatus(handles[0]!.db);
      expect(applied.reduce((a, b) => a + b, 0)).toBe(total);
      const result = await handles[0]!.db.execute(
        "select count(*)::int as n from drizzle.__drizzle_migrations",
      );
      expect((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(total);
    } finally {
      await Promise.all(handles.map((database) => database.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

describe("the seed-demo command", () => {
  it("exits 1 with one clear line under NODE_ENV=production, touching no database", () => {
    const entry = fileURLToPath(new URL("../src/seed-demo-cli.ts", import.meta.url));
    const result = spawnSync(process.execPath, ["--import", "tsx", entry], {
      env: { ...process.env, NODE_ENV: "production", DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      "seed-demo refuses to run with NODE_ENV=production: the demo members' passwords are public",
    );
  });
});
