import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, start, waitFor } from "./global-setup";

const here = dirname(fileURLToPath(import.meta.url));
const webRoot = join(here, "..", "..");
const apiRoot = join(webRoot, "..", "api");

/** A statement run on the freshly seeded database: a club's settings as an operator would set them. */
export interface Statement {
  text: string;
  params?: unknown[];
}

// Seeds the demo clubs with the platform's own seed command, then runs the statements; each must change a row.
const PREPARE = `
await import("./dist/seed-demo-cli.js");
const { PGlite } = await import("@electric-sql/pglite");
const db = new PGlite(process.env.DATA_DIR);
for (const { text, params } of JSON.parse(process.env.STATEMENTS)) {
  const { affectedRows } = await db.query(text, params ?? []);
  if (affectedRows !== 1) {
    console.error(\`changed \${affectedRows} rows: \${text}\`);
    process.exit(3);
  }
}
await db.close();
process.exit(0);
`;

function prepare(name: string, dataDir: string, statements: Statement[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", PREPARE], {
      // From apps/api, so the script finds the platform's build and its PGlite.
      cwd: apiRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        NODE_ENV: "test",
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

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  });

export interface OwnPlatformOptions {
  /** Names the processes in error messages, e.g. "Stripe". */
  name: string;
  /** Run on the seeded database before the platform starts. */
  statements?: Statement[];
  /** The platform's extra environment (a payment processor's or bot check's settings). */
  platformEnv?: Record<string, string> | ((ports: { api: number; web: number }) => Record<string, string>);
  /** The storefront servers in front of the platform, by app token. Default: Tenuta Castelvecchio's. */
  appTokens?: string[];
}

/** A platform on its own fresh database and its storefront servers (the journeys that need a club set up apart). */
export interface OwnPlatform {
  apiUrl: string;
  /** Each storefront's address, by app token. */
  storefronts: Record<string, string>;
  /** The first storefront's address. */
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Seeds a fresh PGlite data dir, applies the statements, then starts the platform on it and a storefront server per
 * app token. Stopping removes the data dir.
 */
export async function startOwnPlatform({
  name,
  statements = [],
  platformEnv = {},
  appTokens = ["demo-castelvecchio"],
}: OwnPlatformOptions): Promise<OwnPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), "club-e2e-own-"));
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map(stopped));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const apiPort = await freePort();
    const webPorts: number[] = [];
    for (const _token of appTokens) webPorts.push(await freePort());
    await prepare(name, dataDir, statements);
    const extraEnv =
      typeof platformEnv === "function" ? platformEnv({ api: apiPort, web: webPorts[0]! }) : platformEnv;
    const api = start(`platform (${name})`, apiRoot, "dist/main.js", {
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      STOREFRONT_URL: `http://localhost:${webPorts[0]}`,
      ...extraEnv,
    });
    children.push(api);
    const storefronts: Record<string, string> = {};
    const webs = appTokens.map((appToken, index) => {
      const web = start(`storefront (${name}, ${appToken})`, webRoot, "dist/server/main.js", {
        PORT: String(webPorts[index]),
        HOST: "127.0.0.1",
        API_ORIGIN: `http://127.0.0.1:${apiPort}`,
        APP_TOKEN: appToken,
        // A page served without the club's config would also lack its adapters in the CSP: give a busy machine time.
        INLINE_TIMEOUT_MS: "10000",
      });
      children.push(web);
      storefronts[appToken] = `http://localhost:${webPorts[index]}`;
      return web;
    });
    await waitFor(`http://127.0.0.1:${apiPort}/health`, api, `platform (${name})`);
    await Promise.all(
      webs.map((web, index) =>
        waitFor(`http://127.0.0.1:${webPorts[index]}/healthz`, web, `storefront (${name})`),
      ),
    );
    return {
      apiUrl: `http://127.0.0.1:${apiPort}`,
      storefronts,
      baseUrl: storefronts[appTokens[0]!]!,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
