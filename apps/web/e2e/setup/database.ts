import { spawn } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "api");

/** A statement run on a copy of the seeded database: a club's settings as an operator would set them, say. */
export interface Statement {
  text: string;
  params?: unknown[];
  /** How many rows it must change (default 1): a statement that misses its rows fails the setup, loudly. */
  rows?: number;
}

// Seeds with the platform's own seed command, or runs statements on a seeded data dir (then each must change the
// rows it says). Run from apps/api, so it finds the platform's build and its PGlite.
const PREPARE = `
if (process.env.SEED === "1") await import("./dist/seed-demo-cli.js");
const statements = JSON.parse(process.env.STATEMENTS);
if (statements.length) {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(process.env.DATA_DIR);
  for (const { text, params, rows } of statements) {
    const { affectedRows } = await db.query(text, params ?? []);
    if (affectedRows !== (rows ?? 1)) {
      console.error(\`changed \${affectedRows} rows, not \${rows ?? 1}: \${text} \${JSON.stringify(params ?? [])}\`);
      process.exit(3);
    }
  }
  await db.close();
}
process.exit(0);
`;

function prepare(name: string, dataDir: string, seed: boolean, statements: Statement[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", PREPARE], {
      cwd: apiRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
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

/**
 * The demo seed, made once per run (seeding takes seconds): every platform of the run starts on a copy of it, so
 * each gets the same untouched data without seeding again.
 */
export async function seedTemplate(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), "club-e2e-seed-"));
  await prepare("the seed", dataDir, true, []);
  return dataDir;
}

/**
 * A fresh data dir for a platform: a copy of the seeded template (or, without one, seeded anew), with the statements
 * applied.
 */
export async function preparedDatabase(
  name: string,
  template: string | undefined,
  statements: Statement[],
): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), "club-e2e-db-"));
  if (template) cpSync(template, dataDir, { recursive: true });
  if (!template || statements.length) await prepare(name, dataDir, !template, statements);
  return dataDir;
}
