import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubProblems } from "../src/club/start-checks.js";
import { type Config, ConfigError, loadConfig } from "../src/config.js";
import type { Database } from "../src/db/client.js";
import { migrate } from "../src/db/migrate.js";
import { clubs } from "../src/db/schema/index.js";
import { createLogger } from "../src/logger.js";
import { seedIfEmpty } from "../src/seed/index.js";
import { createPlatform, createServices } from "../src/server.js";
import { freshDatabase } from "./platform.js";

const log = createLogger("silent");
const production: Config = {
  ...loadConfig({
    NODE_ENV: "production",
    DATABASE_URL: "postgres://unused@127.0.0.1/none",
    SMTP_URL: "smtp://127.0.0.1:2525",
  }),
  logLevel: "silent",
  releaseIntervalMs: 0,
};
const development: Config = {
  ...loadConfig({ NODE_ENV: "development" }),
  logLevel: "silent",
  releaseIntervalMs: 0,
};

describe("what the clubs in the database need at start", { timeout: 90_000 }, () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase("pglite");
    await migrate(database);
    await seedIfEmpty(database, createServices(development, { log }));
  });
  afterAll(() => database?.close());

  it("production refuses a deployment still answering to a published demo app token", async () => {
    expect(await clubProblems(database.db, production, {})).toEqual([
      'club castelvecchio answers to the published demo app token "demo-castelvecchio": issue its own (club token castelvecchio)',
      'club frantoio-del-garda answers to the published demo app token "demo-frantoio": issue its own (club token frantoio-del-garda)',
    ]);
    // The server stops before it listens, every line in the error.
    const error = await createPlatform(production, { log }, database).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toHaveLength(2);
  });

  it("development keeps the demo tokens", async () => {
    expect(await clubProblems(database.db, development, {})).toEqual([]);
  });

  it("a Stripe club needs the secret key and its connected account everywhere, and in production its publishable key, the webhook secret", async () => {
    const [club] = await database.db.select().from(clubs).where(eq(clubs.id, "castelvecchio"));
    const settings = club!.settings;
    await database.db
      .update(clubs)
      .set({ settings: { ...settings, payments: { provider: "stripe" } } })
      .where(eq(clubs.id, "castelvecchio"));
    try {
      expect(await clubProblems(database.db, development, {})).toEqual([
        "club castelvecchio pays with Stripe but has no connected account id (settings.payments.accountId)",
      ]);
      const found = await clubProblems(database.db, { ...production, stripeSecretKey: undefined }, {});
      expect(found.filter((line) => line.startsWith("club castelvecchio pays"))).toEqual([
        "club castelvecchio pays with Stripe but has no connected account id (settings.payments.accountId)",
        "club castelvecchio pays with Stripe but has no publishable key (club config castelvecchio --payments stripe --publishable-key pk_live_…)",
        "club castelvecchio pays with Stripe but STRIPE_WEBHOOK_SECRET is not set (payments finished after 3-D Secure would not reach their orders)",
      ]);
      await database.db
        .update(clubs)
        .set({
          settings: {
            ...settings,
            payments: { provider: "stripe", accountId: "acct_1", publishableKey: "pk_live_1" },
          },
        })
        .where(eq(clubs.id, "castelvecchio"));
      expect(await clubProblems(database.db, { ...development, stripeSecretKey: undefined }, {})).toEqual([
        "club castelvecchio pays with Stripe but STRIPE_SECRET_KEY is not set",
      ]);
      const keyed = { ...production, stripeSecretKey: "sk_live_1", stripeWebhookSecret: "whsec_1" };
      expect(
        (await clubProblems(database.db, keyed, {})).some((line) => line.includes("pays with Stripe")),
      ).toBe(false);
    } finally {
      await database.db.update(clubs).set({ settings }).where(eq(clubs.id, "castelvecchio"));
    }
  });

  it("in production a club checking bots needs its secret", async () => {
    const [club] = await database.db.select().from(clubs).where(eq(clubs.id, "frantoio-del-garda"));
    const settings = club!.settings;
    await database.db
      .update(clubs)
      .set({ settings: { ...settings, botCheck: { ...settings.botCheck, provider: "turnstile" } } })
      .where(eq(clubs.id, "frantoio-del-garda"));
    try {
      expect(await clubProblems(database.db, production, {})).toContain(
        "club frantoio-del-garda checks bots with turnstile but BOT_CHECK_SECRET_FRANTOIO_DEL_GARDA is not set",
      );
      expect(
        await clubProblems(database.db, production, { BOT_CHECK_SECRET_FRANTOIO_DEL_GARDA: "secret" }),
      ).not.toContain(
        "club frantoio-del-garda checks bots with turnstile but BOT_CHECK_SECRET_FRANTOIO_DEL_GARDA is not set",
      );
    } finally {
      await database.db.update(clubs).set({ settings }).where(eq(clubs.id, "frantoio-del-garda"));
    }
  });
});
