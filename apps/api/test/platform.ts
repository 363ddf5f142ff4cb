import type { AddressInfo } from "node:net";
import { type ClubClient, type ClubClientOptions, createClubClient } from "@club/api-client";
import pg from "pg";
import { type Config, loadConfig } from "../src/config.js";
import { type Database, openDatabase } from "../src/db/client.js";
import { createLogger } from "../src/logger.js";
import { DEMO } from "../src/seed/clubs.js";
import { createPlatform, listen, type Platform } from "../src/server.js";
import type { Services } from "../src/services.js";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it when one answers). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export interface TestPlatform {
  baseUrl: string;
  platform: Platform;
  db: Platform["database"]["db"];
  services: Services;
  /** An SDK client for a demo club, as the storefront would use it. */
  client(options?: Partial<ClubClientOptions> & { club?: keyof typeof DEMO }): ClubClient;
  /** Raw fetch with the tenancy headers of a demo club. */
  fetch(path: string, init?: RequestInit & { club?: keyof typeof DEMO }): Promise<Response>;
  close(): Promise<void>;
}

/** Opens a fresh database of the given kind: in-memory PGlite, or a new PostgreSQL database dropped on close. */
export async function freshDatabase(kind: DatabaseKind): Promise<Database & { drop?: () => Promise<void> }> {
  if (kind === "pglite") return openDatabase({});
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `club_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Starts the real platform over HTTP on a free port, migrated and seeded with the demo clubs. */
export async function startTestPlatform(
  kind: DatabaseKind = "pglite",
  overrides: Partial<Services> = {},
  configOverrides: Partial<Config> = {},
): Promise<TestPlatform> {
  const config = {
    ...loadConfig({ NODE_ENV: "test" }),
    port: 0,
    host: "127.0.0.1",
    validateResponses: true,
    seedOnStart: true,
    logLevel: "silent",
    ...configOverrides,
  };
  const database = await freshDatabase(kind);
  const platform = await createPlatform(
    config,
    { log: createLogger(process.env.TEST_LOG_LEVEL ?? "silent"), ...overrides },
    database,
  );
  const server = await listen(platform, config);
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const origin = `localhost:${port}`;
  return {
    baseUrl,
    platform,
    db: platform.database.db,
    services: platform.services,
    client({ club = "estate", ...options } = {}) {
      return createClubClient({ baseUrl, origin, appToken: DEMO[club].appToken, ...options });
    },
    fetch(path, { club = "estate", headers, ...init } = {}) {
      return fetch(`${baseUrl}${path}`, {
        ...init,
        headers: {
          "X-Club-Origin": origin,
          "X-App-Token": DEMO[club].appToken,
          ...(headers as Record<string, string>),
        },
      });
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await platform.close();
    },
  };
}
