import { join } from "node:path";
import { packageRoot } from "./paths.js";

export interface Config {
  port: number;
  host: string;
  /** postgres://… runs on PostgreSQL; unset runs on embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
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
  /** Seed the demo clubs into an empty database at start. */
  seedOnStart: boolean;
  /** Delay of every sandbox charge, simulating a real provider's answer time (SANDBOX_PAYMENT_LATENCY_MS). */
  sandboxPaymentLatencyMs: number;
  /** How long a pending_payment order holds its stock before the release job cancels it (RESERVATION_TTL_MS). */
  reservationTtlMs: number;
  /** How often each API process runs the release job (RELEASE_INTERVAL_MS; 0 turns it off). */
  releaseIntervalMs: number;
  /** Trust X-Forwarded-For for the client address (behind the storefront server's /api proxy). */
  trustProxy: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === "production";
  return {
    port: Number(env.API_PORT ?? env.PORT ?? 4000),
    host: env.API_HOST ?? "127.0.0.1",
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? join(packageRoot, ".data", "pglite"),
    storefrontUrl: (env.STOREFRONT_URL ?? "http://localhost:3000").replace(/\/$/, ""),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Club Storefront <no-reply@club.localhost>",
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeApiBase: env.STRIPE_API_BASE || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    devMailbox: env.DEV_MAILBOX ? env.DEV_MAILBOX === "true" : !production,
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === "true" : !production,
    logLevel: env.LOG_LEVEL ?? (production ? "info" : "debug"),
    seedOnStart: env.SEED_ON_START ? env.SEED_ON_START === "true" : true,
    trustProxy: env.TRUST_PROXY === "true",
    sandboxPaymentLatencyMs: nonNegative(env.SANDBOX_PAYMENT_LATENCY_MS, 0),
    reservationTtlMs: nonNegative(env.RESERVATION_TTL_MS, 15 * 60 * 1000),
    releaseIntervalMs: nonNegative(env.RELEASE_INTERVAL_MS, 60 * 1000),
  };
}

function nonNegative(value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0)
    throw new Error(`expected a number of milliseconds, got ${value}`);
  return number;
}
