import type { ChildProcess } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
import { type PreparedDatabase, preparedDatabase, type Statement } from "./database";
import { freePort, start, waitFor } from "./global-setup";

export type { Statement } from "./database";

const here = dirname(fileURLToPath(import.meta.url));
const webRoot = join(here, "..", "..");
const apiRoot = join(webRoot, "..", "api");

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
  /** Run on a copy of the seeded database before the platform starts. */
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
 * Copies the run's seeded database (global setup's template), applies the statements, then starts the platform on it
 * and a storefront server per app token. Stopping removes the data dir.
 */
export async function startOwnPlatform({
  name,
  statements = [],
  platformEnv = {},
  appTokens = ["demo-castelvecchio"],
}: OwnPlatformOptions): Promise<OwnPlatform> {
  const children: ChildProcess[] = [];
  let database: PreparedDatabase | undefined;
  const stop = async () => {
    await Promise.all(children.map(stopped));
    await database?.remove();
  };
  try {
    const apiPort = await freePort();
    const webPorts: number[] = [];
    for (const _token of appTokens) webPorts.push(await freePort());
    database = await preparedDatabase(name, inject("seedTemplate"), statements);
    const extraEnv =
      typeof platformEnv === "function" ? platformEnv({ api: apiPort, web: webPorts[0]! }) : platformEnv;
    const api = start(`platform (${name})`, apiRoot, "dist/main.js", {
      API_PORT: String(apiPort),
      ...database.env,
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
