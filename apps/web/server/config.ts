import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { SettingDoc } from "@club/config-docs";
import { ConfigError, issueLines, parseTrustProxy, type TrustProxy } from "@club/server-kit";
import { z } from "zod";

export type { SettingDoc } from "@club/config-docs";

const setting = <T extends z.ZodType>(schema: T, doc: SettingDoc) => schema.meta(doc as never);

const port = z.coerce.number().int().min(0).max(65535);
const trustProxy = z.string().transform((value, context) => {
  try {
    return parseTrustProxy(value);
  } catch (error) {
    context.addIssue({ code: "custom", message: (error as Error).message });
    return z.NEVER;
  }
});
/** A host the club answers to: `name` or `name:port`, or `name:*` for any port. */
const hostPattern =
  /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:(\d{1,5}|\*))?$/;
const hostList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((hosts) => hosts.length > 0 && hosts.every((host) => hostPattern.test(host)), {
    error: "must be a comma-separated list of hosts (`shop.example.com`, `localhost:*` for any port)",
  });
/** The hosts of `npm start` and of the demo clubs' deployments. */
export const DEMO_CLUB_HOSTS = ["localhost:*", "127.0.0.1:*", "[::1]:*"];

/** The demo app tokens the reference platform seeds (published in its README): never a real club's. */
export const DEMO_APP_TOKEN = /^demo-/;

/**
 * Every variable the web server reads, validated at start. The order is the order of the reference table and of
 * `.env.example` (`pnpm --filter @club/web config:docs` writes both from here).
 */
export const configSchema = z.object({
  NODE_ENV: setting(z.enum(["development", "production", "test"]).default("development"), {
    description:
      "`production` turns the checks below on: a missing or demo value stops the server at start, one line per problem",
    default: "development",
    example: "production",
  }),
  PORT: setting(port.default(3000), {
    description: "where the server listens",
    default: "3000",
    example: "3000",
  }),
  HOST: setting(z.string().min(1).default("0.0.0.0"), {
    description: "the address it listens on",
    default: "0.0.0.0",
    example: "0.0.0.0",
  }),
  API_ORIGIN: setting(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(), {
    description: "the club platform; `/api`, `/media` and `/sandbox-pay` are proxied to it",
    default: "http://127.0.0.1:4000",
    production: "required",
    example: "https://platform.example.com",
  }),
  APP_TOKEN: setting(z.string().min(1).optional(), {
    description: "the club deployment's public app token (issued by the platform's `club` command)",
    default: "demo-castelvecchio",
    production: "required; a `demo-…` token is refused",
    example: "replace-with-the-club-app-token",
  }),
  INLINE_TIMEOUT_MS: setting(z.coerce.number().int().positive().default(1500), {
    description: "how long a page waits for the platform before it is served without inlined data",
    default: "1500",
    example: "1500",
  }),
  CLUB_CACHE_TTL_MS: setting(z.coerce.number().int().min(0).default(10_000), {
    description:
      "how long the club's data read for pages (theme, club, shop pages, products) is reused per host and language; while the platform fails, the last good copy is served",
    default: "10000",
    example: "10000",
  }),
  PAGE_CACHE_ENTRIES: setting(z.coerce.number().int().min(0).default(500), {
    description:
      "public pages kept rendered in memory, per club, address and language (`0`: every page is rendered); a page is kept by the query its screen reads, so `?anything` neither misses nor evicts it",
    default: "500",
    example: "500",
  }),
  PAGE_CACHE_TTL_MS: setting(z.coerce.number().int().min(0).default(10_000), {
    description:
      "how long a kept page is served before it is rendered again (at most the club read's `CLUB_CACHE_TTL_MS` is sensible: a change of the club shows within both)",
    default: "10000",
    example: "10000",
  }),
  PAGE_RATE_LIMIT: setting(z.coerce.number().int().min(0).default(30), {
    description:
      "pages one client address may ask for per second (`0`: no limit); past it the client gets `429` with `Retry-After`, so one client's flood cannot slow the other visitors' pages (assets, `/api` and health are not counted)",
    default: "30",
    example: "30",
  }),
  PLATFORM_TIMEOUT_MS: setting(z.coerce.number().int().positive().default(2000), {
    description: "how long `/readyz` waits for the platform's `/health`",
    default: "2000",
    example: "2000",
  }),
  CLUB_HOSTS: setting(hostList.optional(), {
    description:
      "the hosts the club's storefront answers to, comma-separated (`name:*`: any port). Pages, `robots.txt`, the sitemap and the proxy answer `421` to any other `Host` (health, metrics and `/assets` answer any)",
    default: "`localhost:*,127.0.0.1:*,[::1]:*`",
    production: "required",
    example: "shop.example.com,www.shop.example.com",
  }),
  TRUST_PROXY: setting(trustProxy.default(false), {
    description:
      "the proxies in front whose `X-Forwarded-For`, `-Host` and `-Proto` are believed: `false` (clients reach the server directly), `true` = `1` (one hop: the load balancer), a hop count, or a comma-separated list of the proxies' addresses and CIDR ranges. The client is the rightmost address no trusted hop added, the host and protocol the trusted hop's (HSTS on https); the `/api` proxy forwards that client to the platform",
    default: "false",
    example: "1",
  }),
  SHUTDOWN_DRAIN_MS: setting(z.coerce.number().int().min(0).default(0), {
    description:
      "on SIGTERM, how long `/readyz` answers 503 before the server stops accepting (the load balancer's readiness interval × its failure threshold); requests in flight are always finished",
    default: "0",
    example: "5000",
  }),
  SHUTDOWN_TIMEOUT_MS: setting(z.coerce.number().int().min(0).default(30_000), {
    description:
      "on SIGTERM, the longest wait for requests in flight before the process exits anyway (exit code 1)",
    default: "30000",
    example: "30000",
  }),
  LOG_LEVEL: setting(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"), {
    description: "request and server logs (JSON lines on stdout): `info` logs every request",
    default: "info",
    example: "info",
  }),
  METRICS_PORT: setting(port.optional(), {
    description:
      "serve Prometheus metrics at `/metrics` on this port only (not reachable through the shop's port)",
    default: "—",
    example: "9464",
  }),
  METRICS_TOKEN: setting(z.string().min(16, { error: "must be at least 16 characters" }).optional(), {
    description:
      "serve `/metrics` on the shop's port to `Authorization: Bearer <token>` only. With neither this nor `METRICS_PORT`, `/metrics` is open outside production and absent in production",
    default: "—",
    example: "",
  }),
  CLUB_CONFIG: setting(z.string().min(1).optional(), {
    description:
      "a JSON file with the same settings in camelCase (`apiOrigin`, `appToken`, `port`, `trustProxy`, …); the environment wins over it",
    default: "—",
    example: "",
  }),
});

export type ConfigVariable = keyof typeof configSchema.shape;

/** The deployment's run-time configuration: the same build serves any club. */
export interface WebConfig {
  production: boolean;
  port: number;
  host: string;
  /** The club platform; the server proxies /api (and media, sandbox payments) to it. */
  apiOrigin: string;
  /** The club deployment's public app token. */
  appToken: string;
  /** Milliseconds the server waits for the platform when inlining the club's data; then the page loads it itself. */
  inlineTimeoutMs: number;
  /** Milliseconds the club's data read for pages is reused per host and language (0: read for every page). */
  clubCacheTtlMs?: number;
  /** Public pages kept rendered (0: none) and for how many milliseconds. */
  pageCache?: { entries: number; ttlMs: number };
  /** Pages one client address may ask for per second (0: no limit). */
  pageRateLimit?: number;
  /** Milliseconds /readyz waits for the platform. */
  platformTimeoutMs: number;
  /** The hosts the storefront answers to (`name:*`: any port), the first its canonical host. */
  clubHosts: string[];
  /** The hops in front whose X-Forwarded-* headers are believed (proxies we run). */
  trustProxy: TrustProxy;
  logLevel: string;
  /** On SIGTERM: readiness false for this long before the listener closes. */
  shutdownDrainMs: number;
  /** On SIGTERM: exit 1 after this long whatever is still open. */
  shutdownTimeoutMs: number;
  metricsPort?: number;
  metricsToken?: string;
}

export { ConfigError };

const envName = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();

function readFileSettings(path: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new ConfigError([`CLUB_CONFIG: ${path} could not be read as JSON: ${(error as Error).message}`]);
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
    throw new ConfigError([`CLUB_CONFIG: ${path} must hold a JSON object`]);
  const settings: Record<string, string> = {};
  const unknown: string[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    const name = envName(key);
    if (!(name in configSchema.shape) || name === "CLUB_CONFIG") unknown.push(key);
    else settings[name] = String(value);
  }
  if (unknown.length)
    throw new ConfigError(unknown.map((key) => `CLUB_CONFIG: ${path} has an unknown setting "${key}"`));
  return settings;
}

/**
 * Reads the variables of `configSchema` (or a JSON file named by CLUB_CONFIG; the environment wins), validates them,
 * and in production refuses missing or demo values. Throws a ConfigError listing every problem at once.
 */
export function loadWebConfig(env: NodeJS.ProcessEnv = process.env): WebConfig {
  const fromEnv: Record<string, string> = {};
  for (const name of Object.keys(configSchema.shape)) {
    const value = env[name];
    // An empty line in a .env file means "not set".
    if (value !== undefined && value.trim() !== "") fromEnv[name] = value.trim();
  }
  const file = fromEnv.CLUB_CONFIG ? readFileSettings(resolve(fromEnv.CLUB_CONFIG)) : {};
  const parsed = configSchema.safeParse({ ...file, ...fromEnv });
  const problems = parsed.success ? [] : issueLines(parsed.error.issues);
  if (!parsed.success) throw new ConfigError(problems);
  const values = parsed.data;
  const production = values.NODE_ENV === "production";
  if (production) {
    if (!values.API_ORIGIN)
      problems.push(
        "API_ORIGIN: required in production (the club platform's origin, e.g. https://platform.example)",
      );
    if (!values.APP_TOKEN) problems.push("APP_TOKEN: required in production (the club's app token)");
    else if (DEMO_APP_TOKEN.test(values.APP_TOKEN))
      problems.push(
        `APP_TOKEN: "${values.APP_TOKEN}" is a demo token; use the club's own app token in production`,
      );
    if (!values.CLUB_HOSTS)
      problems.push("CLUB_HOSTS: required in production (the club's hosts, e.g. shop.example.com)");
  }
  if (values.METRICS_PORT !== undefined && values.METRICS_PORT === values.PORT && values.PORT !== 0)
    problems.push("METRICS_PORT: must differ from PORT (metrics are kept off the shop's port)");
  if (problems.length) throw new ConfigError(problems);
  return {
    production,
    port: values.PORT,
    host: values.HOST,
    apiOrigin: (values.API_ORIGIN ?? "http://127.0.0.1:4000").replace(/\/$/, ""),
    appToken: values.APP_TOKEN ?? "demo-castelvecchio",
    inlineTimeoutMs: values.INLINE_TIMEOUT_MS,
    clubCacheTtlMs: values.CLUB_CACHE_TTL_MS,
    pageCache: { entries: values.PAGE_CACHE_ENTRIES, ttlMs: values.PAGE_CACHE_TTL_MS },
    pageRateLimit: values.PAGE_RATE_LIMIT,
    platformTimeoutMs: values.PLATFORM_TIMEOUT_MS,
    clubHosts: values.CLUB_HOSTS ?? DEMO_CLUB_HOSTS,
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    shutdownDrainMs: values.SHUTDOWN_DRAIN_MS,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    ...(values.METRICS_PORT !== undefined ? { metricsPort: values.METRICS_PORT } : {}),
    ...(values.METRICS_TOKEN ? { metricsToken: values.METRICS_TOKEN } : {}),
  };
}
