import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { createRegistry, summary } from "./axe-registry";
import { preparedDatabase, removeSeedTemplate, type SeedTemplate, seedTemplate } from "./database";
import { journeyMemberStatements } from "./members";

const webRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const apiRoot = join(webRoot, "..", "api");
/** What a run leaves for a reader besides its log (gitignored). */
const resultsDirectory = join(webRoot, "e2e", ".results");

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The platform itself (the dev mailbox at /dev/mailbox.json). */
    apiUrl: string;
    /** A second storefront server for the invitation-only demo club (app token demo-frantoio). */
    frantoioUrl: string;
    /** The demo seed, made once: platforms of their own start on a copy of it (setup/database.ts). */
    seedTemplate: SeedTemplate;
    /** Where the journeys claim the screen states they axe (setup/axe-registry.ts). */
    axeRegistry: string;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function waitFor(
  url: string,
  child: ChildProcess,
  name: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs} ms`);
}

export function start(name: string, cwd: string, entry: string, env: Record<string, string>): ChildProcess {
  if (!existsSync(join(cwd, entry)))
    throw new Error(`${name}: ${join(cwd, entry)} is missing — run \`pnpm build\` first`);
  const child = spawn(process.execPath, [entry], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(chunk.toString());
    if (lines.length > 200) lines.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.on("exit", (code) => {
    if (code && code !== 0) console.error(`${name} exited with ${code}:\n${lines.join("")}`);
  });
  return child;
}

/**
 * Seeds the demo once, then starts the shared platform on a copy of it (with the journeys' own members added) and the
 * built storefront servers pointing at it.
 */
export default async function setup(project: TestProject) {
  const template = await seedTemplate();
  const database = await preparedDatabase("the shared platform", template, journeyMemberStatements());
  const [apiPort, webPort, frantoioPort] = [await freePort(), await freePort(), await freePort()];
  const api = start("platform", apiRoot, "dist/main.js", {
    API_PORT: String(apiPort),
    ...database.env,
    LOG_LEVEL: "warn",
    STOREFRONT_URL: `http://localhost:${webPort}`,
    NODE_ENV: "test",
  });
  const web = start("storefront", webRoot, "dist/server/main.js", {
    PORT: String(webPort),
    HOST: "127.0.0.1",
    API_ORIGIN: `http://127.0.0.1:${apiPort}`,
  });
  const frantoio = start("storefront (frantoio)", webRoot, "dist/server/main.js", {
    PORT: String(frantoioPort),
    HOST: "127.0.0.1",
    API_ORIGIN: `http://127.0.0.1:${apiPort}`,
    APP_TOKEN: "demo-frantoio",
  });
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/health`, api, "platform");
    await waitFor(`http://127.0.0.1:${webPort}/healthz`, web, "storefront");
    await waitFor(`http://127.0.0.1:${frantoioPort}/healthz`, frantoio, "storefront (frantoio)");
  } catch (error) {
    api.kill("SIGTERM");
    web.kill("SIGTERM");
    frantoio.kill("SIGTERM");
    throw error;
  }
  project.provide("baseUrl", `http://localhost:${webPort}`);
  project.provide("apiUrl", `http://127.0.0.1:${apiPort}`);
  project.provide("frantoioUrl", `http://localhost:${frantoioPort}`);
  project.provide("seedTemplate", template);
  const axeRegistry = createRegistry();
  project.provide("axeRegistry", axeRegistry);
  return async () => {
    // The whole list goes to a file: printed, it pushed a failure's report out of the log's tail.
    const [headline, ...screens] = summary(axeRegistry).split("\n");
    mkdirSync(resultsDirectory, { recursive: true });
    writeFileSync(join(resultsDirectory, "axe-screens.txt"), `${headline}\n${screens.join("\n")}\n`);
    console.log(
      `\n${headline} (each: ${relative(process.cwd(), join(resultsDirectory, "axe-screens.txt"))})\n`,
    );
    rmSync(axeRegistry, { recursive: true, force: true });
    const stopped = (child: ChildProcess) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
      });
    await Promise.all([stopped(web), stopped(frantoio), stopped(api)]);
    await database.remove();
    await removeSeedTemplate(template);
  };
}
