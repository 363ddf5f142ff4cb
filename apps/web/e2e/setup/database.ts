import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "api");

/**
 * The PostgreSQL server the journeys' platforms run on, when one is named (E2E_DATABASE_URL, else the platform
 * tests' TEST_DATABASE_URL, which CI sets when a server answers): each platform gets a database of its own, created
 * from the run's seeded one as a template in a few milliseconds, and the platforms run native PostgreSQL instead of
 * PGlite's WebAssembly (a fifth of the suite's CPU was the platforms and their databases). Without one, PGlite data
 * dirs, copied from the seeded one.
 */
const server = process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

/** A statement run on a copy of the seeded database: a club's settings as an operator would set them, say. */
export interface Statement {
  text: string;
  params?: unknown[];
  /** How many rows it must change (default 1): a statement that misses its rows fails the setup, loudly. */
  rows?: number;
}

/** A platform's database: the environment that points the platform at it, and its removal. */
export interface PreparedDatabase {
  env: Record<string, string>;
  remove(): Promise<void>;
}

/** The run's seeded database: a PGlite data dir, or a PostgreSQL database's name. */
export interface SeedTemplate {
  kind: "pglite" | "postgres";
  location: string;
}

// Seeds with the platform's own seed command, or runs statements on a seeded data dir (then each must change the
// rows it says). Run from apps/api, so it finds the platform's build and its PGlite.
const PREPARE = `
if (process.env.SEED === "1") await import("./dist/seed-demo-cli.js");
const statements = JSON.parse(process.env.STATEMENTS);
if (statements.length) {
  let query, close;
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    query = async (text, params) => (await client.query(text, params)).rowCount;
    close = () => client.end();
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = new PGlite(process.env.DATA_DIR);
    query = async (text, params) => (await db.query(text, params)).affectedRows;
    close = () => db.close();
  }
  for (const { text, params, rows } of statements) {
    const changed = await query(text, params ?? []);
    if (changed !== (rows ?? 1)) {
      console.error(\`changed \${changed} rows, not \${rows ?? 1}: \${text} \${JSON.stringify(params ?? [])}\`);
      process.exit(3);
    }
  }
  await close();
}
process.exit(0);
`;

function prepare(
  name: string,
  database: Record<string, string>,
  seed: boolean,
  statements: Statement[],
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", PREPARE], {
      cwd: apiRoot,
      env: {
        ...process.env,
        ...database,
        LOG_LEVEL: "warn",
        NODE_ENV: "test",
        SEED: seed ? "1" : "0",
        STATEMENTS: JSON.stringify(statements),
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`preparing ${name}'s database failed (${code}):\n${errors}`)),
    );
  });
}

/** Runs statements, in order, on the server's own database (creating and dropping the journeys' databases). */
async function onServer(...statements: string[]): Promise<void> {
  const { Client } = createRequire(join(apiRoot, "package.json"))("pg") as {
    Client: new (options: {
      connectionString?: string;
    }) => {
      connect(): Promise<void>;
      query(text: string): Promise<unknown>;
      end(): Promise<void>;
    };
  };
  const client = new Client({ connectionString: server });
  await client.connect();
  try {
    for (const text of statements) await client.query(text);
  } finally {
    await client.end();
  }
}

const databaseUrl = (name: string) => {
  const url = new URL(server as string);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Creates a journeys' database. Commits there do not wait for the disk (`synchronous_commit = off`: a crash could
 * lose the last commits of a database the run drops anyway), so a checkout's transactions cost no fsync each.
 */
async function createDatabase(name: string, template?: string): Promise<void> {
  await onServer(
    `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`,
    `ALTER DATABASE ${name} SET synchronous_commit = off`,
  );
}

/** A database name no other run or worker uses: e2e, the process, a random part, what it is for. */
const databaseName = (purpose: string) =>
  `club_e2e_${process.pid}_${randomBytes(3).toString("hex")}_${purpose}`;

/**
 * The demo seed, made once per run (seeding takes seconds): every platform of the run starts on a copy of it, so
 * each gets the same untouched data without seeding again.
 */
export async function seedTemplate(): Promise<SeedTemplate> {
  if (server) {
    const name = databaseName("seed");
    await createDatabase(name);
    await prepare("the seed", { DATABASE_URL: databaseUrl(name), DB_POOL_SIZE: "2" }, true, []);
    return { kind: "postgres", location: name };
  }
  const dataDir = mkdtempSync(join(tmpdir(), "club-e2e-seed-"));
  await prepare("the seed", { DATA_DIR: dataDir }, true, []);
  return { kind: "pglite", location: dataDir };
}

/** Removes the run's seeded database. */
export async function removeSeedTemplate(template: SeedTemplate): Promise<void> {
  if (template.kind === "postgres")
    await onServer(`DROP DATABASE IF EXISTS ${template.location} WITH (FORCE)`);
  else rmSync(template.location, { recursive: true, force: true });
}

/** A fresh database for a platform: a copy of the seeded template, with the statements applied. */
export async function preparedDatabase(
  name: string,
  template: SeedTemplate,
  statements: Statement[],
): Promise<PreparedDatabase> {
  if (template.kind === "postgres") {
    const database = databaseName("platform");
    await createDatabase(database, template.location);
    // A few connections each: the run's platforms share the server with the platform's own tests in CI.
    const env = { DATABASE_URL: databaseUrl(database), DB_POOL_SIZE: "4" };
    if (statements.length) await prepare(name, env, false, statements);
    return { env, remove: () => onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`) };
  }
  const dataDir = mkdtempSync(join(tmpdir(), "club-e2e-db-"));
  cpSync(template.location, dataDir, { recursive: true });
  if (statements.length) await prepare(name, { DATA_DIR: dataDir }, false, statements);
  return {
    env: { DATA_DIR: dataDir },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
