#!/usr/bin/env node
// Checkout under a popular release (issue 13): a benchmark, not a test. On a fresh PostgreSQL database, with the
// sandbox processor answering every charge after SANDBOX_PAYMENT_LATENCY_MS (500 ms, a real provider's time),
// BENCH_BUYERS (100) buyers check out one item whose stock is BENCH_STOCK (40) at the same moment. Prints paid and
// refused orders, the stock left, paid checkouts/s and the p99 answer time.
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @club/api bench:checkout
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
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
const port = await freePort();
const api = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: url.toString(),
    API_PORT: String(port),
    LOG_LEVEL: "silent",
    SEED_ON_START: "true",
    SANDBOX_PAYMENT_LATENCY_MS: String(LATENCY),
    DB_POOL_SIZE: process.env.DB_POOL_SIZE ?? "20",
  },
  stdio: "inherit",
});
const base = `http://127.0.0.1:${port}`;
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
  const paid = results.filter((r) => r.status === 201);
  const lastPaid = Math.max(...paid.map((r) => r.done)) - started;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const p99 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)];
  const statuses = Object.entries(
    results.reduce((all, r) => ({ ...all, [r.status]: (all[r.status] ?? 0) + 1 }), {}),
  );
  const { rows: stock } = await db.query("select stock from shop_items where id = $1", [item]);
  const { rows: orders } = await db.query(
    "select status, count(*)::int as n from expenses where email like 'buyer%@example.com' group by status order by status",
  );
  await db.end();
  console.log(
    JSON.stringify(
      {
        buyers: BUYERS,
        stock: STOCK,
        chargeLatencyMs: LATENCY,
        answers: Object.fromEntries(statuses),
        orders: Object.fromEntries(orders.map((row) => [row.status, row.n])),
        stockLeft: stock[0].stock,
        oversold: Math.max(0, paid.length - STOCK),
        paidPerSecond: Number((paid.length / (lastPaid / 1000)).toFixed(1)),
        p99Ms: Math.round(p99),
        // With the stock locks held across the charge, each buyer waits for the previous buyer's charge.
        lockedDesignPaidPerSecond: Number((1000 / LATENCY).toFixed(1)),
      },
      null,
      2,
    ),
  );
} finally {
  api.kill("SIGTERM");
  await new Promise((resolve) => api.on("exit", resolve));
  const dropper = new pg.Client({ connectionString: ADMIN_URL });
  await dropper.connect();
  await dropper.query(`drop database if exists ${name} with (force)`);
  await dropper.end();
}
