#!/usr/bin/env node
// API latency under load (architecture §12): a benchmark, not a test. Starts the platform on a fresh database (PGlite in a
// temp folder; PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL names a server) in a child process, drives it
// from 127.0.0.1 with autocannon and prints requests/s and p99 latency per scenario.
//
//   pnpm --filter @club/api bench                      # PGlite (+ PostgreSQL when the env names one)
//   BENCH_DURATION=10 BENCH_CONNECTIONS=20 pnpm --filter @club/api bench
import { fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { freshDatabase } from "./fresh-database.mjs";

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ORIGIN = "localhost:3000";
const APP_TOKEN = "demo-castelvecchio";

/** Child process: the platform, on the database named by argv (a postgres:// URL, or a PGlite folder). */
async function serve(target) {
  const { register } = await import("tsx/esm/api");
  register();
  const { loadConfig } = await import("../src/config.ts");
  const { createPlatform, listen } = await import("../src/server.ts");
  const { default: pino } = await import("pino");
  const postgres = target.startsWith("postgres");
  const config = {
    // Development's config (the demo clubs and their published tokens; production refuses them), with production's
    // costs: no answer validation, no dev mailbox.
    ...loadConfig({ NODE_ENV: "development", DEV_MAILBOX: "false" }),
    host: "127.0.0.1",
    port: 0,
    databaseUrl: postgres ? target : undefined,
    dataDir: postgres ? "" : target,
    seedOnStart: true,
    // As in production: answers are not re-validated against the contract.
    validateResponses: false,
    logLevel: "silent",
  };
  const platform = await createPlatform(config, { log: pino({ level: "silent" }) });
  // Every checkout of the run must be able to succeed: the demo stock (tens of bottles) would sell out in a second.
  const { sql } = await import("drizzle-orm");
  await platform.database.db.execute(sql`update shop_items set stock = greatest(stock, 1000000)`);
  const server = await listen(platform, config);
  process.send({ port: server.address().port });
  process.on("message", async (message) => {
    if (message === "stop") {
      server.close();
      await platform.close();
      process.exit(0);
    }
  });
}

async function main() {
  const targets = [{ name: "PGlite", kind: "pglite" }];
  const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (serverUrl) targets.push({ name: "PostgreSQL", kind: "postgres", serverUrl });

  const rows = [];
  for (const target of targets) {
    const database = await freshDatabase(target);
    const child = fork(fileURLToPath(import.meta.url), ["--serve", database.target], { stdio: "inherit" });
    try {
      const { port } = await new Promise((resolve, reject) => {
        child.once("message", resolve);
        child.once("exit", (code) => reject(new Error(`the platform exited (${code}) before listening`)));
      });
      const base = `http://127.0.0.1:${port}`;
      console.error(
        `\n${target.name}: platform on ${base}, ${DURATION} s per scenario, ${CONNECTIONS} connections`,
      );
      for (const scenario of await scenarios(base)) {
        const result = await run(base, scenario);
        rows.push({ database: target.name, ...result });
        console.error(`  ${scenario.name}: ${result.reqPerSec} req/s, p99 ${result.p99} ms`);
      }
    } finally {
      await new Promise((resolve) => {
        child.once("exit", resolve);
        child.send("stop");
      });
      await database.drop();
    }
  }
  printTable(rows);
}

const headers = (extra = {}) => ({
  "X-Club-Origin": ORIGIN,
  "X-App-Token": APP_TOKEN,
  "Accept-Language": "it",
  "Content-Type": "application/json",
  ...extra,
});

async function api(base, path, init = {}) {
  const response = await fetch(`${base}${path}`, { ...init, headers: headers(init.headers) });
  const body = await response.json().catch(() => null);
  if (!response.ok)
    throw new Error(`${init.method ?? "GET"} ${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** The scenarios, on the demo estate's data as the API shows it (no ids baked in). */
async function scenarios(base) {
  const club = await api(base, "/api/v2/club");
  const pages = await Promise.all(
    club.shopPages.map((page) => api(base, `/api/v2/shop-pages/${page.id}?expand=shops,shops.items`)),
  );
  // Checkout at pickup on a page that takes payment in person: no card, no processor in the measurement.
  const page =
    pages.find((p) => p.settings.shipping.pickupEnabled && p.settings.payment.pickup === "disable") ??
    pages[0];
  const items = page.shops
    .flatMap((shop) => shop.items ?? [])
    .filter((item) => item.available && item.stock > 0);
  // The item with the most stock, in the quantity its rule asks for (wine by 6, say).
  const item = items.sort((a, b) => b.stock - a.stock)[0];
  if (!item) throw new Error(`shop page ${page.id} has no item in stock`);
  const quantity = item.quantityRule?.quantity ?? 1;
  const cartPath = `/api/v2/shop-pages/${page.id}/cart`;
  const cartBody = JSON.stringify({ items: [{ shopItemId: item.id, quantity }] });
  const checkoutBody = JSON.stringify({
    shippingMode: "pickup",
    billingMode: "receipt",
    howToPay: "new",
    birthDate: "1980-05-01",
    email: "bench@example.com",
    firstName: "Bench",
    lastName: "Mark",
    phone: "3331234567",
    phoneCountry: "+39",
  });

  return [
    { name: "GET club", requests: [{ method: "GET", path: "/api/v2/club" }] },
    {
      name: "GET shop page (expand)",
      requests: [{ method: "GET", path: `/api/v2/shop-pages/${page.id}?expand=shops,shops.items` }],
    },
    {
      name: "PATCH cart (new X-Cart-Id each)",
      requests: [
        {
          method: "PATCH",
          path: cartPath,
          body: cartBody,
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, "X-Cart-Id": randomUUID() },
          }),
        },
      ],
    },
    {
      name: "checkout (own cart + Idempotency-Key)",
      // Each order: a new visitor fills a cart, then checks it out with a fresh key; both requests are measured.
      requests: [
        {
          method: "PATCH",
          path: cartPath,
          body: cartBody,
          setupRequest: (request, context) => {
            context.cartId = randomUUID();
            return { ...request, headers: { ...request.headers, "X-Cart-Id": context.cartId } };
          },
        },
        {
          method: "POST",
          path: `/api/v2/shop-pages/${page.id}/checkout`,
          body: checkoutBody,
          setupRequest: (request, context) => ({
            ...request,
            headers: { ...request.headers, "X-Cart-Id": context.cartId, "Idempotency-Key": randomUUID() },
          }),
        },
      ],
    },
  ];
}

async function run(base, scenario) {
  const { default: autocannon } = await import("autocannon");
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    // A second of the same load first, so JIT and connection pools are warm before measuring.
    warmup: { connections: CONNECTIONS, duration: 1 },
    headers: headers(),
    requests: scenario.requests,
  });
  return {
    scenario: scenario.name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function printTable(rows) {
  const columns = [
    ["database", "database"],
    ["scenario", "scenario"],
    ["reqPerSec", "req/s"],
    ["p50", "p50 ms"],
    ["p99", "p99 ms"],
    ["requests", "requests"],
    ["non2xx", "non-2xx"],
    ["errors", "errors"],
  ];
  const widths = columns.map(([key, title]) =>
    Math.max(title.length, ...rows.map((row) => String(row[key]).length)),
  );
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(" | ")} |`;
  console.log(`\nAPI benchmark: ${DURATION} s per scenario, ${CONNECTIONS} connections, 127.0.0.1\n`);
  console.log(line(columns.map(([, title]) => title)));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.log(line(columns.map(([key]) => row[key])));
}

if (process.argv[2] === "--serve") await serve(process.argv[3] ?? "");
else await main();
