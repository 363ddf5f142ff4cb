import { join } from "node:path";
import type { SettingDoc } from "@club/config-docs";
import { ConfigError, issueLines, parseTrustProxy, type TrustProxy } from "@club/server-kit";
import { z } from "zod/v4";
import { packageRoot } from "./paths.js";

const setting = <T extends z.ZodType>(schema: T, doc: SettingDoc) => schema.meta(doc as never);

const port = z.coerce.number().int().min(0).max(65535);
const milliseconds = z.coerce.number({ error: "must be a number of milliseconds" }).min(0, {
  error: "must be a number of milliseconds, 0 or more",
});
const days = z.coerce.number({ error: "must be a number of days" }).int().min(1).max(365);
const flag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");
const trustProxy = z.string().transform((value, context) => {
  try {
    return parseTrustProxy(value);
  } catch (error) {
    context.addIssue({ code: "custom", message: (error as Error).message });
    return z.NEVER;
  }
});
const httpBase = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

/**
 * Every variable the platform reads, validated at start. The order is the order of the reference table in README.md
 * and of `.env.example` (`pnpm --filter @club/api config:docs` writes both from here). Per-club secrets
 * (`BOT_CHECK_SECRET_<CLUB>`) are named by the club's id and documented beside the table.
 */
export const configSchema = z.object({
  NODE_ENV: setting(z.enum(["development", "production", "test"]).default("development"), {
    description:
      "`production` turns the checks below on: a missing or demo value stops the process at start, one line per problem",
    default: "development",
    example: "production",
  }),
  API_PORT: setting(port.optional(), {
    description:
      "where the server listens (`PORT` is read when this is not set, as container platforms set it)",
    default: "4000",
    example: "4000",
  }),
  PORT: setting(port.optional(), {
    description: "the port a container platform assigns; `API_PORT` wins over it",
    default: "—",
    example: "4000",
  }),
  API_HOST: setting(z.string().min(1).default("127.0.0.1"), {
    description: "the address it listens on (`0.0.0.0` in a container)",
    default: "127.0.0.1",
    example: "0.0.0.0",
  }),
  DATABASE_URL: setting(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: "must be a postgres:// URL" })
      .optional(),
    {
      description:
        "the PostgreSQL database (`postgres://user:password@host:5432/name`); unset runs on embedded PGlite in `DATA_DIR`",
      default: "PGlite in `DATA_DIR`",
      production: "required (PGlite is one in-process connection: demo and tests only)",
      example: "postgres://club:secret@db.example.com:5432/club",
    },
  ),
  DB_POOL_SIZE: setting(z.coerce.number().int().min(1).max(1000).default(10), {
    description:
      "connections each process keeps to PostgreSQL; processes × pool size must stay under the server's `max_connections`",
    default: "10",
    example: "10",
  }),
  DATA_DIR: setting(z.string().min(1).optional(), {
    description: "PGlite's folder when `DATABASE_URL` is not set",
    default: "`apps/api/.data/pglite`",
    example: "",
  }),
  STOREFRONT_URL: setting(httpBase.default("http://localhost:3000"), {
    description:
      "outside production, the storefront the links in emails open for a club without its own (`club url`): `{STOREFRONT_URL}/{lang}/signup/{token}`; the demo seed gives it to Castelvecchio",
    default: "http://localhost:3000",
    example: "https://shop.example.com",
  }),
  SMTP_URL: setting(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: "must be an smtp:// or smtps:// URL" })
      .optional(),
    {
      description:
        "`smtp(s)://user:pass@host:port`: emails are delivered by SMTP (always kept in the outbox too)",
      default: "— (emails stay in the outbox, listed at `/dev/mailbox`)",
      production: "required (sign-up, password reset and order emails must reach people)",
      example: "smtps://user:password@smtp.example.com:465",
    },
  ),
  MAIL_FROM: setting(z.string().min(3).default("Club Storefront <no-reply@club.localhost>"), {
    description: "the sender of every email",
    default: "Club Storefront <no-reply@club.localhost>",
    example: "Cantina Example <no-reply@example.com>",
  }),
  STRIPE_SECRET_KEY: setting(
    z
      .string()
      .regex(/^(sk|rk)_/, { error: "must be a Stripe secret key (sk_…)" })
      .optional(),
    {
      description:
        "Stripe's secret key (the platform's); clubs whose payment provider is `stripe` charge through it",
      default: "—",
      production: "required when a club pays with Stripe",
      example: "",
    },
  ),
  STRIPE_WEBHOOK_SECRET: setting(z.string().min(1).optional(), {
    description: "signs Stripe's webhook (`POST /webhooks/stripe`); without it the route is off",
    default: "—",
    production: "required when a club pays with Stripe",
    example: "",
  }),
  STRIPE_API_BASE: setting(httpBase.optional(), {
    description: "another Stripe API than Stripe's own (stripe-mock, a local fake: scheme, host and port)",
    default: "— (Stripe)",
    production: "must not be set",
    example: "",
  }),
  BOT_CHECK_API_BASE: setting(httpBase.optional(), {
    description: "sends bot-check verifications to a local fake instead of reCAPTCHA / Turnstile",
    default: "— (the provider)",
    production: "must not be set",
    example: "",
  }),
  DEV_MAILBOX: setting(flag.optional(), {
    description: "lists the outbox (with every link) at `/dev/mailbox`",
    default: "true",
    production: "must not be `true` (it shows every member's sign-in links)",
    example: "false",
  }),
  VALIDATE_RESPONSES: setting(flag.optional(), {
    description: "checks every answer against the contract (costly; development and tests)",
    default: "true (`false` in production)",
    example: "false",
  }),
  SEED_ON_START: setting(flag.optional(), {
    description: "seeds the demo clubs into an empty database at start",
    default: "true",
    production: "must not be `true` (the demo members' passwords are public)",
    example: "false",
  }),
  MIGRATE_ON_START: setting(flag.default(true), {
    description:
      "applies pending migrations at start (under an advisory lock); `false` when the release step runs `migrate`",
    default: "true",
    example: "false",
  }),
  TRUST_PROXY: setting(trustProxy.default(false), {
    description:
      "the proxies in front whose `X-Forwarded-For` is believed for the client address (rate limits): `false` (clients reach the API directly), `true` = `1` (one hop: the storefront server or the load balancer), a hop count, or a comma-separated list of the proxies' addresses and CIDR ranges; the client is the rightmost address no trusted hop added",
    default: "false",
    example: "10.0.0.0/8",
  }),
  LOG_LEVEL: setting(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(), {
    description: "request and server logs (JSON lines on stdout): `info` logs every request",
    default: "debug (`info` in production)",
    example: "info",
  }),
  METRICS_PORT: setting(port.optional(), {
    description:
      "serves Prometheus metrics at `/metrics` on this port only (not reachable through the API's port)",
    default: "—",
    example: "9465",
  }),
  METRICS_TOKEN: setting(z.string().min(16, { error: "must be at least 16 characters" }).optional(), {
    description:
      "serves `/metrics` on the API's port to `Authorization: Bearer <token>` only. With neither this nor `METRICS_PORT`, `/metrics` is open outside production and absent in production",
    default: "—",
    example: "",
  }),
  SHUTDOWN_DRAIN_MS: setting(milliseconds.default(0), {
    description:
      "on SIGTERM, how long `/readyz` answers 503 before the server stops accepting (the load balancer's readiness interval × its failure threshold); requests in flight are always finished",
    default: "0",
    example: "5000",
  }),
  SHUTDOWN_TIMEOUT_MS: setting(milliseconds.default(30_000), {
    description:
      "on SIGTERM, the longest wait for requests in flight before the process exits anyway (exit code 1)",
    default: "30000",
    example: "30000",
  }),
  SESSION_IDLE_DAYS: setting(days.default(7), {
    description:
      "a member's token expires after this many days without use; each use pushes the expiry (at most once an hour)",
    default: "7",
    example: "7",
  }),
  SESSION_MAX_DAYS: setting(days.default(30), {
    description: "a token expires this many days after sign-in however often it is used",
    default: "30",
    example: "30",
  }),
  SANDBOX_PAYMENT_LATENCY_MS: setting(milliseconds.default(0), {
    description: "delays every sandbox charge, like a real provider's answer time",
    default: "0",
    example: "0",
  }),
  RESERVATION_TTL_MS: setting(milliseconds.default(15 * 60 * 1000), {
    description: "how long an order waiting for its payment holds its stock",
    default: "900000 (15 min)",
    example: "900000",
  }),
  RELEASE_INTERVAL_MS: setting(milliseconds.default(60 * 1000), {
    description: "how often each process releases expired reservations (`0` turns the job off)",
    default: "60000",
    example: "60000",
  }),
});

const DAY_MS = 24 * 60 * 60 * 1000;

export type ConfigVariable = keyof typeof configSchema.shape;

export interface Config {
  /** NODE_ENV=production: no demo data, no dev mailbox, no response validation. */
  production: boolean;
  port: number;
  host: string;
  /** postgres://… runs on PostgreSQL; unset runs on embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Connections per process (PostgreSQL). */
  dbPoolSize: number;
  dataDir: string;
  /** Public URL of the storefront, for links in emails (`{storefrontUrl}/{lang}/signup/{token}`). */
  storefrontUrl: string;
  /** smtp(s)://user:pass@host:port — emails are also delivered by SMTP when set (always kept in the outbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Stripe secret key; clubs whose payment provider is `stripe` need it. */
  stripeSecretKey: string | undefined;
  /** Where the Stripe API answers (`http://127.0.0.1:12111`: a local fake or stripe-mock); unset: Stripe's own. */
  stripeApiBase: string | undefined;
  /** Signs Stripe's webhook (POST /webhooks/stripe); without it the webhook route is off. */
  stripeWebhookSecret: string | undefined;
  /** Lists the outbox at /dev/mailbox (on unless NODE_ENV=production). */
  devMailbox: boolean;
  /** Validate every answer against the contract (tests, development). */
  validateResponses: boolean;
  logLevel: string;
  /** Seed the demo clubs into an empty database at start (never in production: `seed-demo` refuses there too). */
  seedOnStart: boolean;
  /** Apply pending migrations at start (under the advisory lock); off when a release step runs `migrate`. */
  migrateOnStart: boolean;
  /** A token's lifetime without use (SESSION_IDLE_DAYS), pushed on use. */
  sessionIdleMs: number;
  /** A token's lifetime from sign-in whatever its use (SESSION_MAX_DAYS). */
  sessionMaxMs: number;
  /** Delay of every sandbox charge, simulating a real provider's answer time (SANDBOX_PAYMENT_LATENCY_MS). */
  sandboxPaymentLatencyMs: number;
  /** How long a pending_payment order holds its stock before the release job cancels it (RESERVATION_TTL_MS). */
  reservationTtlMs: number;
  /** How often each API process runs the release job (RELEASE_INTERVAL_MS; 0 turns it off). */
  releaseIntervalMs: number;
  /** The hops whose X-Forwarded-For is believed for the client address (behind the storefront's proxy, a load balancer). */
  trustProxy: TrustProxy;
  /** On SIGTERM: readiness false for this long before the listener closes. */
  shutdownDrainMs: number;
  /** On SIGTERM: exit 1 after this long whatever is still open. */
  shutdownTimeoutMs: number;
  /** Serve /metrics on this port only. */
  metricsPort?: number;
  /** Serve /metrics on the API's port to this bearer token only. */
  metricsToken?: string;
}

export { ConfigError };

/**
 * What the configuration is for: the server demands everything production needs; the operator's commands
 * (`migrate`, `club`, `seed-demo`) only need the database.
 */
export type ConfigPurpose = "server" | "command";

/**
 * Reads and validates the variables of `configSchema`; in production refuses missing or demo values. Throws a
 * ConfigError listing every problem at once.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, purpose: ConfigPurpose = "server"): Config {
  const given: Record<string, string> = {};
  for (const name of Object.keys(configSchema.shape)) {
    const value = env[name];
    // An empty line in a .env file means "not set".
    if (value !== undefined && value.trim() !== "") given[name] = value.trim();
  }
  const parsed = configSchema.safeParse(given);
  if (!parsed.success) throw new ConfigError(issueLines(parsed.error.issues));
  const values = parsed.data;
  const production = values.NODE_ENV === "production";
  const problems = production ? productionProblems(values, purpose) : [];
  const port = values.API_PORT ?? values.PORT ?? 4000;
  if (values.METRICS_PORT !== undefined && values.METRICS_PORT === port && port !== 0)
    problems.push("METRICS_PORT: must differ from the API's port (metrics are kept off the public port)");
  if (problems.length) throw new ConfigError(problems);
  return {
    production,
    port,
    host: values.API_HOST,
    databaseUrl: values.DATABASE_URL,
    dbPoolSize: values.DB_POOL_SIZE,
    dataDir: values.DATA_DIR ?? join(packageRoot, ".data", "pglite"),
    storefrontUrl: values.STOREFRONT_URL.replace(/\/$/, ""),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    stripeSecretKey: values.STRIPE_SECRET_KEY,
    stripeApiBase: values.STRIPE_API_BASE,
    stripeWebhookSecret: values.STRIPE_WEBHOOK_SECRET,
    devMailbox: values.DEV_MAILBOX ?? !production,
    validateResponses: values.VALIDATE_RESPONSES ?? !production,
    logLevel: values.LOG_LEVEL ?? (production ? "info" : "debug"),
    seedOnStart: values.SEED_ON_START ?? !production,
    migrateOnStart: values.MIGRATE_ON_START,
    trustProxy: values.TRUST_PROXY,
    sessionIdleMs: values.SESSION_IDLE_DAYS * DAY_MS,
    sessionMaxMs: values.SESSION_MAX_DAYS * DAY_MS,
    sandboxPaymentLatencyMs: values.SANDBOX_PAYMENT_LATENCY_MS,
    reservationTtlMs: values.RESERVATION_TTL_MS,
    releaseIntervalMs: values.RELEASE_INTERVAL_MS,
    shutdownDrainMs: values.SHUTDOWN_DRAIN_MS,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    ...(values.METRICS_PORT !== undefined ? { metricsPort: values.METRICS_PORT } : {}),
    ...(values.METRICS_TOKEN ? { metricsToken: values.METRICS_TOKEN } : {}),
  };
}

/** The settings production refuses, one line each. Clubs' own settings are checked against the database at start. */
function productionProblems(values: z.infer<typeof configSchema>, purpose: ConfigPurpose): string[] {
  const problems: string[] = [];
  if (!values.DATABASE_URL)
    problems.push(
      "DATABASE_URL: required in production (postgres://…); the embedded PGlite is for the demo and tests",
    );
  if (purpose === "command") return problems;
  if (values.SEED_ON_START)
    problems.push("SEED_ON_START: must not be true in production (the demo members' passwords are public)");
  if (!values.SMTP_URL)
    problems.push(
      "SMTP_URL: required in production (smtp(s)://user:pass@host:port): emails must reach people",
    );
  if (values.DEV_MAILBOX)
    problems.push("DEV_MAILBOX: must not be true in production (it lists every member's sign-in links)");
  if (values.STRIPE_API_BASE)
    problems.push(
      "STRIPE_API_BASE: must not be set in production (payments would go to another API than Stripe)",
    );
  if (values.BOT_CHECK_API_BASE)
    problems.push(
      "BOT_CHECK_API_BASE: must not be set in production (bot checks would not reach the provider)",
    );
  return problems;
}

/**
 * The configuration of this process, or exit 1 with one line per problem on stderr (a process that starts on a
 * wrong or demo setting fails later, somewhere less obvious).
 */
export function loadConfigOrExit(purpose: ConfigPurpose, env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env, purpose);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    exitWithProblems(error.problems);
  }
}

/** Writes the problems that stop this process, one per line, and exits 1. */
export function exitWithProblems(problems: string[]): never {
  process.stderr.write(
    `club platform: the configuration is not usable, not starting:\n${problems.map((line) => `  ${line}\n`).join("")}`,
  );
  process.exit(1);
}
