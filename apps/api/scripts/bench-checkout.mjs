#!/usr/bin/env node
// Checkout under a popular release (issue 13): a benchmark, not a test. On a fresh PostgreSQL database, with the
// sandbox processor answering every charge after SANDBOX_PAYMENT_LATENCY_MS (500 ms, a real provider's time),
// BENCH_BUYERS (100) buyers check out one item whose stock is BENCH_STOCK (40) at the same moment. Prints paid and
// refused orders, the stock left, paid checkouts/s, the p99 answer time and the API's CPU per checkout, then the old
// design's figures (the item row locked across the charge) simulated on the same database; exits 1 if the stock was
// oversold or a paid order is missing.
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @club/api bench:checkout
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const BUYERS = Number(process.env.BENCH_BUYERS ?? 100);
const STOCK = Number(process.env.BENCH_STOCK ?? 40);
const LATENCY = Number(process.env.SANDBOX_PAYMENT_LATENCY_MS ?? 500);
const ADMIN_URL = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
// The demo's chestnut honey (seed CATALOG.items.miele), sold at la-dispensa with pickup.
const ITEM = "miele-di-castagno";
const PAGE = "la-dispensa";
const root = join(fileURLToPath(import.meta.url), "..", "..");

if (!ADMIN_URL) {
  console.error(
    "Set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server (the benchmark needs real concurrency).",
  );
  process.exit(1);
}

/**
 * The old design, simulated on the database itself: each buyer's transaction locks the item's row first, is
 * charged (LATENCY ms) while holding it, then takes the stock and commits, on a pool as large as the platform's. It
 * leaves out everything else a checkout does, so its throughput is an upper bound for the old design.
 */
async function lockedDesign(db, item) {
  await db.query("update shop_items set stock = $1 where id = $2", [STOCK, item]);
  const pool = new pg.Pool({ connectionString: url.toString(), max: Number(process.env.DB_POOL_SIZE ?? 10) });
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      const t0 = performance.now();
      const client = await pool.connect();
      try {
        await client.query("begin");
        const { rows } = await client.query("select stock from shop_items where id = $1 for update", [item]);
        if (rows[0].stock < 1) {
          await client.query("rollback");
          return { paid: false, ms: performance.now() - t0, done: performance.now() };
        }
        await new Promise((resolve) => setTimeout(resolve, LATENCY));
        await client.query("update shop_items set stock = stock - 1 where id = $1", [item]);
        await client.query("commit");
        return { paid: true, ms: performance.now() - t0, done: performance.now() };
      } finally {
        client.release();
      }
    }),
  );
  await pool.end();
  const paid = results.filter((r) => r.paid);
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    paid: paid.length,
    paidPerSecond: Number(
      (paid.length / ((Math.max(...paid.map((r) => r.done)) - started) / 1000)).toFixed(1),
    ),
    p99Ms: Math.round(times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)]),
  };
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const name = `club_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
// The server runs as in production (no response validation, no dev mailbox), which never seeds: the demo clubs are
// seeded first by the seed-demo command, as a developer would.
const seeded = spawn(process.execPath, ["--import", "tsx", "src/seed-demo-cli.ts"], {
  cwd: root,
  env: { ...process.env, NODE_ENV: "development", DATABASE_URL: url.toString(), LOG_LEVEL: "silent" },
  stdio: "inherit",
});
const seedCode = await new Promise((resolve) => seeded.on("exit", resolve));
if (seedCode !== 0) throw new Error(`seed-demo exited with ${seedCode}`);
const port = await freePort();
// BENCH_CPU_PROFILE=<folder>: the API writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
const profile = process.env.BENCH_CPU_PROFILE
  ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
  : [];
const api = spawn(process.execPath, [...profile, "--import", "tsx", "src/main.ts"], {
  cwd: root,
  env: {
    ...process.env,
    // The demo clubs (their published tokens are refused in production) with production's costs.
    NODE_ENV: "development",
    VALIDATE_RESPONSES: "false",
    DEV_MAILBOX: "false",
    DATABASE_URL: url.toString(),
    API_PORT: String(port),
    LOG_LEVEL: "silent",
    SANDBOX_PAYMENT_LATENCY_MS: String(LATENCY),
  },
  stdio: "inherit",
});
const base = `http://127.0.0.1:${port}`;
/** The API process's CPU time so far (Linux /proc; clock ticks of 10 ms). */
const apiCpuMs = () => {
  const fields = readFileSync(`/proc/${api.pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const headers = {
  "Content-Type": "application/json",
  "X-Club-Origin": "localhost:3000",
  "X-App-Token": "demo-castelvecchio",
};

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {}
    if (i > 600) throw new Error("the API did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const item = ITEM;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  await db.query("update shop_items set stock = $1 where id = $2", [STOCK, item]);

  // Each buyer: a card token and a cart with one jar, prepared before the rush.
  const buyers = await Promise.all(
    Array.from({ length: BUYERS }, async (_, n) => {
      const cartId = randomUUID();
      const token = await (
        await fetch(`${base}/sandbox-pay/v1/tokens`, {
          method: "POST",
          headers,
          body: JSON.stringify({ number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" }),
        })
      ).json();
      await fetch(`${base}/api/v2/shop-pages/${PAGE}/cart`, {
        method: "PATCH",
        headers: { ...headers, "X-Cart-Id": cartId },
        body: JSON.stringify({ items: [{ shopItemId: item, quantity: 1 }] }),
      });
      return { cartId, card: token.id, email: `buyer${n}@example.com` };
    }),
  );

  const cpuBefore = apiCpuMs();
  const started = performance.now();
  const results = await Promise.all(
    buyers.map(async ({ cartId, card, email }) => {
      const t0 = performance.now();
      const response = await fetch(`${base}/api/v2/shop-pages/${PAGE}/checkout`, {
        method: "POST",
        headers: { ...headers, "X-Cart-Id": cartId, "Idempotency-Key": randomUUID() },
        body: JSON.stringify({
          shippingMode: "pickup",
          billingMode: "receipt",
          howToPay: "new",
          birthDate: "1980-05-01",
          email,
          paymentMethodId: card,
        }),
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - t0, done: performance.now() };
    }),
  );
  const cpuMs = apiCpuMs() - cpuBefore;
  const paid = results.filter((r) => r.status === 201);
  const lastPaid = Math.max(...paid.map((r) => r.done)) - started;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const p99 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)];
  const statuses = new Map();
  for (const { status } of results) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const { rows: stock } = await db.query("select stock from shop_items where id = $1", [item]);
  const { rows: orders } = await db.query(
    "select status, count(*)::int as n from expenses where email like 'buyer%@example.com' group by status order by status",
  );
  const locked = await lockedDesign(db, item);
  await db.end();
  const summary = {
    buyers: BUYERS,
    stock: STOCK,
    chargeLatencyMs: LATENCY,
    answers: Object.fromEntries(statuses),
    orders: Object.fromEntries(orders.map((row) => [row.status, row.n])),
    stockLeft: stock[0].stock,
    oversold: Math.max(0, paid.length - STOCK),
    paidPerSecond: Number((paid.length / (lastPaid / 1000)).toFixed(1)),
    p99Ms: Math.round(p99),
    firstPaidMs: Math.round(Math.min(...paid.map((r) => r.done)) - started),
    lastPaidMs: Math.round(lastPaid),
    // CPU the API process spent on the rush (user + system): what a checkout costs beyond waiting.
    apiCpuMsPerCheckout: Math.round(cpuMs / BUYERS),
    // The old design on the same database and pool size: the item row locked from the start of the checkout
    // transaction to its commit, the charge inside (see lockedDesign).
    oldDesign: locked,
  };
  console.log(JSON.stringify(summary, null, 2));
  const paidOrders = summary.orders.paid ?? 0;
  if (paidOrders !== Math.min(STOCK, BUYERS) || summary.oversold > 0 || summary.stockLeft < 0) {
    console.error("FAILED: the stock was oversold or orders were lost");
    process.exitCode = 1;
  }
} finally {
  api.kill("SIGTERM");
  await new Promise((resolve) => api.on("exit", resolve));
  const dropper = new pg.Client({ connectionString: ADMIN_URL });
  await dropper.connect();
  await dropper.query(`drop database if exists ${name} with (force)`);
  await dropper.end();
}
