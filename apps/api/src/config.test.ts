import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ConfigError, configSchema, loadConfig } from "./config.js";
import { envExample, referenceTable, withReferenceTable } from "./config-docs.js";

/** The problems loadConfig reports for `env`, one line each (none when it loads). */
function problems(env: NodeJS.ProcessEnv, purpose: "server" | "command" = "server"): string[] {
  try {
    loadConfig(env, purpose);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

const LIVE = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://club:secret@db.example.com:5432/club",
  SMTP_URL: "smtps://user:pass@smtp.example.com:465",
};

describe("the platform's configuration", () => {
  it("keeps development's friendly defaults: PGlite, the demo clubs, the dev mailbox", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 4000,
      host: "127.0.0.1",
      databaseUrl: undefined,
      seedOnStart: true,
      devMailbox: true,
      validateResponses: true,
      migrateOnStart: true,
      logLevel: "debug",
      dbPoolSize: 10,
    });
    expect(config.dataDir).toMatch(/\.data[/\\]pglite$/);
  });

  it("starts in production with its settings, and production's defaults", () => {
    const config = loadConfig({ ...LIVE, PORT: "8080", API_HOST: "0.0.0.0", DB_POOL_SIZE: "20" });
    expect(config).toMatchObject({
      production: true,
      port: 8080,
      databaseUrl: LIVE.DATABASE_URL,
      smtpUrl: LIVE.SMTP_URL,
      seedOnStart: false,
      devMailbox: false,
      validateResponses: false,
      logLevel: "info",
      dbPoolSize: 20,
    });
    expect(loadConfig({ ...LIVE, API_PORT: "4001", PORT: "8080" }).port).toBe(4001);
  });

  it.each([
    [{ DATABASE_URL: undefined }, "DATABASE_URL: required in production"],
    [{ SMTP_URL: undefined }, "SMTP_URL: required in production"],
    [{ SEED_ON_START: "true" }, "SEED_ON_START: must not be true in production"],
    [{ DEV_MAILBOX: "true" }, "DEV_MAILBOX: must not be true in production"],
    [{ STRIPE_API_BASE: "http://127.0.0.1:12111" }, "STRIPE_API_BASE: must not be set in production"],
    [{ BOT_CHECK_API_BASE: "http://127.0.0.1:9000" }, "BOT_CHECK_API_BASE: must not be set in production"],
  ])("in production refuses %o with one line", (change, line) => {
    const found = problems({ ...LIVE, ...change });
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(line);
  });

  it("reports every problem at once, one line each", () => {
    expect(problems({ NODE_ENV: "production", SEED_ON_START: "yes" })).toEqual([
      "DATABASE_URL: required in production (postgres://…); the embedded PGlite is for the demo and tests",
      "SEED_ON_START: must not be true in production (the demo members' passwords are public)",
      "SMTP_URL: required in production (smtp(s)://user:pass@host:port): emails must reach people",
    ]);
  });

  it("the same settings are fine outside production", () => {
    expect(
      problems({ SEED_ON_START: "true", DEV_MAILBOX: "true", STRIPE_API_BASE: "http://127.0.0.1:1" }),
    ).toEqual([]);
  });

  it("the operator's commands only need the database in production", () => {
    expect(problems({ NODE_ENV: "production" }, "command")).toEqual([
      "DATABASE_URL: required in production (postgres://…); the embedded PGlite is for the demo and tests",
    ]);
    expect(problems({ NODE_ENV: "production", DATABASE_URL: LIVE.DATABASE_URL }, "command")).toEqual([]);
  });

  it.each([
    [{ API_PORT: "port" }, "API_PORT:"],
    [{ DATABASE_URL: "mysql://db/club" }, "DATABASE_URL: must be a postgres:// URL"],
    [{ SMTP_URL: "mail.example.com" }, "SMTP_URL: must be an smtp:// or smtps:// URL"],
    [{ SEED_ON_START: "maybe" }, "SEED_ON_START: must be true or false"],
    [{ RESERVATION_TTL_MS: "-5" }, "RESERVATION_TTL_MS: must be a number of milliseconds, 0 or more"],
    [{ STRIPE_SECRET_KEY: "pk_live_123" }, "STRIPE_SECRET_KEY: must be a Stripe secret key"],
    [{ METRICS_TOKEN: "short" }, "METRICS_TOKEN: must be at least 16 characters"],
    [{ METRICS_PORT: "4000" }, "METRICS_PORT: must differ from the API's port"],
    [{ NODE_ENV: "staging" }, "NODE_ENV:"],
    [{ TRUST_PROXY: "maybe" }, 'TRUST_PROXY: "maybe" is not an address or CIDR range'],
  ])("refuses a wrong value anywhere: %o", (env, line) => {
    const found = problems(env);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(line);
  });

  it("reads TRUST_PROXY as no hop, one hop (`true`), a hop count or the proxies' addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.7",
    ]);
  });

  it("treats an empty variable (a blank line of a .env file) as not set", () => {
    expect(loadConfig({ DATABASE_URL: "", API_PORT: " " })).toMatchObject({
      databaseUrl: undefined,
      port: 4000,
    });
  });
});

describe("the server process", () => {
  it("in production without its settings exits 1 before listening, one line per problem", () => {
    const entry = fileURLToPath(new URL("./main.ts", import.meta.url));
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: "production", SEED_ON_START: "true" };
    const result = spawnSync(process.execPath, ["--import", "tsx", entry], { env, encoding: "utf8" });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr.trim().split("\n")).toEqual([
      "club platform: the configuration is not usable, not starting:",
      "  DATABASE_URL: required in production (postgres://…); the embedded PGlite is for the demo and tests",
      "  SEED_ON_START: must not be true in production (the demo members' passwords are public)",
      "  SMTP_URL: required in production (smtp(s)://user:pass@host:port): emails must reach people",
    ]);
  });
});

describe("the configuration reference", () => {
  const root = join(import.meta.dirname, "..");

  it("documents every variable of the schema", () => {
    for (const name of Object.keys(configSchema.shape)) {
      expect(referenceTable()).toContain(`| \`${name}\` |`);
      expect(envExample()).toMatch(new RegExp(`^(# )?${name}=`, "m"));
    }
  });

  it("README.md and .env.example are what `pnpm config:docs` writes (regenerate after changing the schema)", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    expect(withReferenceTable(readme)).toBe(readme);
    expect(readFileSync(join(root, ".env.example"), "utf8")).toBe(envExample());
  });
});
