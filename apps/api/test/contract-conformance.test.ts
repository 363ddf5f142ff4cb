import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/client.js";
import { handlers } from "../src/handlers.js";
import { createApp } from "../src/http/app.js";
import { contractOperations } from "../src/http/contract.js";
import type { Handlers } from "../src/http/operation.js";
import { DEMO } from "../src/seed/clubs.js";
import { createPlatform, type Platform } from "../src/server.js";

/*
 * Every journey test runs with validateResponses on, so an answer outside the contract fails it as a 500. This file
 * proves that safety net really catches: handlers that answer the wrong shape turn into failures.
 */

// Deliberately wrong answers, typed loosely on purpose.
const wrong = {
  // A field of the wrong type and required fields missing.
  getClub: async () => ({ status: 200, body: { id: 42, title: "Club" } }),
  // A property the contract does not allow (additionalProperties: false).
  listCountries: async () => ({
    status: 200,
    body: { items: [{ code: "IT", name: "Italia", shipping: true, flag: "🇮🇹" }] },
  }),
  // Values outside the schema: a name that is not a slug, a component kind the contract does not list.
  getPage: async () => ({
    status: 200,
    body: {
      id: "p",
      name: "Not A Slug",
      title: "T",
      html: "",
      components: [{ id: "c", kind: "video", html: "" }],
    },
  }),
} as unknown as Partial<Handlers>;

const headers = { "X-Club-Origin": "localhost:3000", "X-App-Token": DEMO.estate.appToken };

describe("contract conformance of answers", () => {
  let platform: Platform;
  beforeAll(async () => {
    const config = { ...loadConfig({ NODE_ENV: "test" }), validateResponses: true, seedOnStart: true };
    platform = await createPlatform(config, { log: pino({ level: "silent" }) }, await openDatabase({}), {
      ...handlers,
      ...wrong,
    } as Handlers);
  });
  afterAll(() => platform?.close());

  it("turns an answer outside the contract into 500 INTERNAL when answers are validated", async () => {
    for (const path of ["/api/v2/club", "/api/v2/geo/countries", "/api/v2/pages/privacy"]) {
      const response = await platform.app.request(path, { headers });
      expect(response.status, path).toBe(500);
      expect(await response.json()).toMatchObject({ code: "INTERNAL" });
    }
  });

  it("lets the same answers through when validation is off, so it is the validator that catches them", async () => {
    const unchecked = createApp({
      db: platform.database.db,
      services: { ...platform.services, config: { ...platform.services.config, validateResponses: false } },
      handlers: { ...handlers, ...wrong } as Handlers,
    });
    const response = await unchecked.request("/api/v2/club", { headers });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 42, title: "Club" });
  });

  it("accepts the real handlers' answers on the same platform", async () => {
    const real = createApp({ db: platform.database.db, services: platform.services, handlers });
    for (const path of ["/api/v2/club", "/api/v2/geo/countries", "/api/v2/pages/privacy"]) {
      const response = await real.request(path, { headers });
      expect(response.status, path).toBe(200);
    }
  });

  it("validates answers by status: an error body and a success body are held to their own schemas", () => {
    const redeem = contractOperations.find((op) => op.operationId === "redeemFidelityPrize")!;
    const redemption = {
      id: "r1",
      programId: "p1",
      prizeId: "z1",
      quantity: 1,
      pointsSpent: 150,
      balance: 0,
      code: "FP-AAAA-BBBB-CCCC",
      redeemedAt: new Date().toISOString(),
    };
    expect(redeem.validateResponse(201, redemption)).toBeNull();
    expect(redeem.validateResponse(201, { ...redemption, balance: -1 })).not.toBeNull();
    expect(redeem.validateResponse(201, { ...redemption, extra: true })).not.toBeNull();
    expect(
      redeem.validateResponse(422, { code: "INSUFFICIENT_POINTS", message: "Not enough points" }),
    ).toBeNull();
    expect(redeem.validateResponse(422, { code: "not upper snake", message: "x" })).not.toBeNull();
    expect(redeem.validateResponse(500, { message: "no code" })).not.toBeNull();
  });

  it("checks answers in development and tests, not in production unless asked", () => {
    expect(loadConfig({ NODE_ENV: "test" }).validateResponses).toBe(true);
    expect(loadConfig({ NODE_ENV: "development" }).validateResponses).toBe(true);
    // Production's other settings: it refuses to load without them.
    const production = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://club@db.example.com/club",
      SMTP_URL: "smtp://smtp.example.com",
    };
    expect(loadConfig(production).validateResponses).toBe(false);
    expect(loadConfig({ ...production, VALIDATE_RESPONSES: "true" }).validateResponses).toBe(true);
  });
});
