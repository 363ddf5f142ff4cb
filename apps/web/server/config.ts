import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The deployment's run-time configuration: the same build serves any club. */
export interface WebConfig {
  port: number;
  host: string;
  /** The club platform; the server proxies /api (and media, sandbox payments) to it. */
  apiOrigin: string;
  /** The club deployment's public app token. */
  appToken: string;
  /** The built client (vite build output). */
  clientDir: string;
  /** Milliseconds the server waits for the platform when inlining the club's data; then the page loads it itself. */
  inlineTimeoutMs: number;
}

interface FileConfig {
  port?: number;
  host?: string;
  apiOrigin?: string;
  appToken?: string;
  clientDir?: string;
  inlineTimeoutMs?: number;
}

const here = dirname(fileURLToPath(import.meta.url));

/** Reads PORT, HOST, API_ORIGIN, APP_TOKEN (and CLIENT_DIR), or a JSON file named by CLUB_CONFIG; env wins over the file. */
export function loadWebConfig(env: NodeJS.ProcessEnv = process.env): WebConfig {
  let file: FileConfig = {};
  if (env.CLUB_CONFIG) {
    const path = resolve(env.CLUB_CONFIG);
    try {
      file = JSON.parse(readFileSync(path, "utf8")) as FileConfig;
    } catch (error) {
      throw new Error(`CLUB_CONFIG=${path} could not be read as JSON: ${(error as Error).message}`);
    }
  }
  const apiOrigin = (env.API_ORIGIN ?? file.apiOrigin ?? "http://127.0.0.1:4000").replace(/\/$/, "");
  const port = Number(env.PORT ?? file.port ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid PORT: ${env.PORT ?? file.port}`);
  return {
    port,
    host: env.HOST ?? file.host ?? "0.0.0.0",
    apiOrigin,
    appToken: env.APP_TOKEN ?? file.appToken ?? "demo-castelvecchio",
    // dist/server/main.js → dist/client
    clientDir: resolve(env.CLIENT_DIR ?? file.clientDir ?? join(here, "..", "client")),
    inlineTimeoutMs: Number(env.INLINE_TIMEOUT_MS ?? file.inlineTimeoutMs ?? 1500),
  };
}
