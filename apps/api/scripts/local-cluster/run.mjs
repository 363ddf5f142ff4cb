#!/usr/bin/env node
// The multi-process recipe on one machine (issue 14), run end to end: Debian's nginx in front of 2 storefront
// servers and 3 platform processes on one PostgreSQL database, all in production mode. A mixed load (browse, cart
// changes, checkouts with an Idempotency-Key that the client retries with the same key on any error) runs for
// CLUSTER_DURATION_S (60) seconds while one platform process is killed (SIGKILL, then started again) and others
// are restarted one at a time (SIGTERM: readiness false, in-flight requests finished, pool closed). Then it checks
// the database and reports requests, errors, checkouts lost / duplicated, p50 / p99 and oversold stock.
//
//   pnpm build && pnpm --filter @club/api cluster
//
// Settings: CLUSTER_ADMIN_URL (a PostgreSQL database to create the cluster's database from; default
// TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test), CLUSTER_DATABASE (club_cluster, dropped and created),
// CLUSTER_DURATION_S (60), CLUSTER_USERS (12 concurrent shoppers), CLUSTER_STOCK (40: the contended item's stock),
// CLUSTER_REPORT (a file for the JSON report), CLUSTER_KEEP=1 (leave the database for inspection).
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const here = fileURLToPath(new URL(".", import.meta.url));
const apiRoot = join(here, "..", "..");
const webRoot = join(apiRoot, "..", "web");
const ADMIN_URL =
  process.env.CLUSTER_ADMIN_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DATABASE = process.env.CLUSTER_DATABASE ?? "club_cluster";
const DURATION_MS = Number(process.env.CLUSTER_DURATION_S ?? 60) * 1000;
const USERS = Number(process.env.CLUSTER_USERS ?? 12);
const STOCK = Number(process.env.CLUSTER_STOCK ?? 40);
const CLUB = "castelvecchio";
const PAGE = "la-dispensa";
// The contended item (its stock sells out during the run) and two that never run out.
const CONTENDED = "miele-di-castagno";
// (Not the 500 g pecorino: the page sells 500 g food by twos.)
const PLENTY = ["olio-evo-050", "pecorino-stagionato-1000"];
// A client gives a request this long (retrying) before counting it failed: longer than a checkout key's takeover
// time (120 s) after its process died mid-request.
const RETRY_BUDGET_MS = 150_000;

for (const file of [
  join(apiRoot, "dist/main.js"),
  join(apiRoot, "dist/migrate-cli.js"),
  join(apiRoot, "dist/club-cli.js"),
  join(webRoot, "dist/server/main.js"),
]) {
  try {
    readFileSync(file);
  } catch {
    console.error(`${file} is missing: run \`pnpm build\` first`);
    process.exit(1);
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const started = Date.now();
const at = () => Math.round((Date.now() - started) / 100) / 10;
const log = (message) => console.error(`[${at().toFixed(1)} s] ${message}`);

// ---- the database ----
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`drop database if exists ${DATABASE} with (force)`);
await admin.query(`create database ${DATABASE}`);
await admin.end();
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${DATABASE}` }).toString();

// ---- an SMTP sink: production demands SMTP_URL, and the orders' emails must go somewhere ----
let mailsDelivered = 0;
const smtp = createServer((socket) => {
  let data = false;
  socket.write("220 cluster-smtp ready\r\n");
  let buffer = "";
  socket.on("data", (chunk) => {
    buffer += chunk;
    let end = buffer.indexOf("\r\n");
    while (end >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (data) {
        if (line === ".") {
          data = false;
          mailsDelivered++;
          socket.write("250 queued\r\n");
        }
      } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 cluster-smtp\r\n");
      else if (/^DATA/i.test(line)) {
        data = true;
        socket.write("354 go on\r\n");
      } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
      else socket.write("250 ok\r\n");
      end = buffer.indexOf("\r\n");
    }
  });
  socket.on("error", () => {});
});
smtp.listen(0, "127.0.0.1");
await once(smtp, "listening");

const ports = {
  public: await freePort(),
  internal: await freePort(),
  api: [await freePort(), await freePort(), await freePort()],
  web: [await freePort(), await freePort()],
};
const origin = `127.0.0.1:${ports.public}`;
const base = `http://${origin}`;

// ---- the release step and the club's data, with the operator's commands ----
const production = {
  ...process.env,
  NODE_ENV: "production",
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: "warn",
};
function command(args, env = production) {
  const result = spawnSync(process.execPath, args, { cwd: apiRoot, env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed: ${result.stderr}`);
  return result.stdout;
}
log("migrate (the release step), the demo catalogue as the club's data, its own app tokens and stock");
command(["dist/migrate-cli.js"]);
// The demo catalogue stands in for a club's import; seed-demo refuses production, so it runs as development.
command(["dist/seed-demo-cli.js"], { ...production, NODE_ENV: "development" });
// Production refuses the published demo tokens: each club gets its own, on the cluster's host.
const tokenOf = (output) => output.trim().split(" ").at(-1);
const appToken = tokenOf(command(["dist/club-cli.js", "token", CLUB, "--host", origin]));
command(["dist/club-cli.js", "token", "frantoio-del-garda", "--host", origin]);
// The links in both clubs' emails open the cluster's host, not the demo seed's storefront URL.
for (const club of [CLUB, "frantoio-del-garda"]) command(["dist/club-cli.js", "url", club, base]);
command(["dist/club-cli.js", "stock", CLUB, CONTENDED, `=${STOCK}`]);
for (const item of PLENTY) command(["dist/club-cli.js", "stock", CLUB, item, "=1000000"]);

// ---- processes ----
const METRICS_TOKEN = randomUUID();
const apiEnv = (port) => ({
  ...production,
  API_PORT: String(port),
  API_HOST: "127.0.0.1",
  SMTP_URL: `smtp://127.0.0.1:${smtp.address().port}`,
  MAIL_FROM: "Cluster <no-reply@cluster.test>",
  STOREFRONT_URL: base,
  MIGRATE_ON_START: "false",
  // One hop: nginx, which appends the buyer's address (the storefront's own reads of the platform name none).
  TRUST_PROXY: "1",
  DB_POOL_SIZE: "8",
  METRICS_TOKEN,
  SHUTDOWN_DRAIN_MS: "1000",
  // A real provider's answer time, so checkouts are in flight when a process stops.
  SANDBOX_PAYMENT_LATENCY_MS: "150",
});
const webEnv = (port) => ({
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  API_ORIGIN: `http://127.0.0.1:${ports.internal}`,
  APP_TOKEN: appToken,
  CLUB_HOSTS: origin,
  // One hop: nginx.
  TRUST_PROXY: "1",
  LOG_LEVEL: "warn",
  SHUTDOWN_DRAIN_MS: "1000",
});
const processes = new Map();
function startProcess(name, cwd, entry, env) {
  const child = spawn(process.execPath, [entry], { cwd, env, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = once(child, "exit").then(([code, signal]) => ({ code, signal, stderr }));
  const entryOf = { name, child, exited, port: Number(env.API_PORT ?? env.PORT) };
  processes.set(name, entryOf);
  return entryOf;
}
const startApi = (i) => startProcess(`api-${i + 1}`, apiRoot, "dist/main.js", apiEnv(ports.api[i]));
const startWeb = (i) => startProcess(`web-${i + 1}`, webRoot, "dist/server/main.js", webEnv(ports.web[i]));

async function ready(port, deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {}
    await sleep(200);
  }
  throw new Error(`127.0.0.1:${port} did not become ready`);
}

const prefix = mkdtempSync(join(tmpdir(), "club-cluster-nginx-"));
for (const dir of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(prefix, dir));
const servers = (list) =>
  list.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join("\n");
writeFileSync(
  join(prefix, "nginx.conf"),
  readFileSync(join(here, "nginx.conf.template"), "utf8")
    .replaceAll("{{PREFIX}}", prefix)
    // As root, nginx's workers would switch to nobody, who cannot write the temporary folders made here.
    .replaceAll("{{USER}}", process.getuid?.() === 0 ? "user root;" : "")
    .replaceAll("{{PORT}}", String(ports.public))
    .replaceAll("{{INTERNAL_PORT}}", String(ports.internal))
    .replaceAll("{{API_SERVERS}}", servers(ports.api))
    .replaceAll("{{WEB_SERVERS}}", servers(ports.web)),
);
const nginx = spawn("nginx", ["-p", prefix, "-c", join(prefix, "nginx.conf")], { stdio: "inherit" });

async function shutdownAll() {
  for (const entry of processes.values()) entry.child.kill("SIGTERM");
  nginx.kill("SIGQUIT");
  smtp.close();
  await Promise.race([Promise.all([...processes.values()].map((entry) => entry.exited)), sleep(15_000)]);
  rmSync(prefix, { recursive: true, force: true });
}
process.on("SIGINT", async () => {
  await shutdownAll();
  process.exit(130);
});

log("starting nginx, 3 platform processes and 2 storefront servers (production)");
for (let i = 0; i < 3; i++) startApi(i);
for (let i = 0; i < 2; i++) startWeb(i);
await Promise.all([...ports.api, ...ports.web].map((port) => ready(port)));
await ready(ports.public);
log(`cluster ready on ${base}`);

// ---- the load ----
const stats = {
  attempts: 0,
  retried: 0,
  errors: {}, // attempts that got no usable answer, by cause (502, reset, IDEMPOTENCY_IN_PROGRESS, …)
  logical: { browse: [], cart: [], checkout: [] }, // durations of requests that got their answer
  failed: { browse: 0, cart: 0, checkout: 0 }, // requests that got none within the retry budget
  checkouts: { attempted: 0, paid: 0, soldOut: 0, refused: 0, other: {}, unanswered: 0 },
};
const paidEmails = [];
const answeredEmails = new Map();
const clubHeaders = { "X-Club-Origin": origin, "X-App-Token": appToken };
const countError = (cause) => {
  stats.errors[cause] = (stats.errors[cause] ?? 0) + 1;
};

/**
 * One HTTP exchange from a given source address: every shopper has its own (any 127.x.y.z is this machine), as real
 * shoppers do, so the platform's per-address rate limits (card tokens, sign-in) see many clients, not one.
 */
function exchange(path, { method, headers, body, from }) {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers, localAddress: from, timeout: 30_000 }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode, text }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * One request as a careful client sends it: the same method, body and headers (the same Idempotency-Key) again on
 * any transport error, 502/503/504, or a key still in progress elsewhere, with a growing pause, within the budget.
 */
async function send(kind, path, { method = "GET", body, headers = {}, from = "127.0.0.1" } = {}) {
  const first = Date.now();
  let pause = 100;
  for (;;) {
    stats.attempts++;
    let cause;
    try {
      const response = await exchange(path, {
        method,
        from,
        headers: { ...clubHeaders, ...(body ? { "Content-Type": "application/json" } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = response.text.startsWith("{") ? JSON.parse(response.text) : null;
      if ([502, 503, 504].includes(response.status)) cause = String(response.status);
      else if (response.status === 409 && json?.code === "IDEMPOTENCY_IN_PROGRESS")
        cause = "IDEMPOTENCY_IN_PROGRESS";
      else {
        stats.logical[kind].push(Date.now() - first);
        return { status: response.status, body: json };
      }
    } catch (error) {
      cause = error?.code ?? error?.name ?? "error";
    }
    countError(cause);
    if (Date.now() - first > RETRY_BUDGET_MS) {
      stats.failed[kind]++;
      return null;
    }
    stats.retried++;
    await sleep(pause);
    pause = Math.min(pause * 2, 2000);
  }
}

let checkoutSeq = 0;
async function checkout() {
  const n = ++checkoutSeq;
  const email = `cluster-${n}@example.com`;
  const cartId = randomUUID();
  // Each checkout is another buyer, from another address.
  const from = `127.1.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  const item = Math.random() < 0.6 ? CONTENDED : PLENTY[n % PLENTY.length];
  stats.checkouts.attempted++;
  const cart = await send("cart", `/api/v2/shop-pages/${PAGE}/cart`, {
    method: "PATCH",
    from,
    headers: { "X-Cart-Id": cartId },
    body: { items: [{ shopItemId: item, quantity: 1 }] },
  });
  if (cart?.status !== 200) return settle("cart", cart);
  const token = await send("checkout", "/sandbox-pay/v1/tokens", {
    method: "POST",
    from,
    body: { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123", name: "Cluster Shopper" },
  });
  if (token?.status !== 200) return settle("card token", token);
  const answer = await send("checkout", `/api/v2/shop-pages/${PAGE}/checkout`, {
    method: "POST",
    from,
    headers: { "X-Cart-Id": cartId, "Idempotency-Key": `cluster-${n}-${cartId}` },
    body: {
      shippingMode: "pickup",
      billingMode: "receipt",
      howToPay: "new",
      birthDate: "1980-05-01",
      email,
      firstName: "Cluster",
      paymentMethodId: token.body.id,
    },
  });
  if (answer) answeredEmails.set(email, answer.status);
  if (answer?.status === 201) {
    stats.checkouts.paid++;
    paidEmails.push(email);
  } else settle("checkout", answer);
}

/** Where a checkout that did not end paid stopped, and why: every attempted checkout is counted once. */
function settle(step, answer) {
  if (!answer) stats.checkouts.unanswered++;
  else if (answer.body?.code === "OUT_OF_STOCK") stats.checkouts.soldOut++;
  else if (answer.status === 402) stats.checkouts.refused++;
  else {
    const code = `${step}: ${answer.status} ${answer.body?.code ?? ""}`.trim();
    stats.checkouts.other[code] = (stats.checkouts.other[code] ?? 0) + 1;
  }
}

async function browse(from) {
  const pick = Math.random();
  if (pick < 0.35) await send("browse", "/it/", { from, headers: { Accept: "text/html" } });
  else if (pick < 0.6) await send("browse", "/api/v2/club", { from });
  else await send("browse", `/api/v2/shop-pages/${PAGE}`, { from });
}

async function changeCart(cartId, from) {
  await send("cart", `/api/v2/shop-pages/${PAGE}/cart`, {
    method: "PATCH",
    from,
    headers: { "X-Cart-Id": cartId },
    body: { items: [{ shopItemId: PLENTY[0], quantity: 1 + Math.floor(Math.random() * 3) }] },
  });
}

let loadEnds = 0;
async function shopper(_, i) {
  const cartId = randomUUID();
  const from = `127.0.0.${10 + i}`;
  while (Date.now() < loadEnds) {
    const pick = Math.random();
    if (pick < 0.5) await browse(from);
    else if (pick < 0.8) await changeCart(cartId, from);
    else await checkout();
  }
}

// ---- the restarts in the middle ----
const events = [];
/** Watches a process's readiness and port while it stops: when /readyz turned 503, when the port closed. */
async function watchStop(entry) {
  const from = Date.now();
  let readyFalseMs = null;
  let closedMs = null;
  while (closedMs === null && Date.now() - from < 30_000) {
    try {
      const response = await fetch(`http://127.0.0.1:${entry.port}/readyz`, {
        headers: { Connection: "close" },
        signal: AbortSignal.timeout(1000),
      });
      if (response.status === 503 && readyFalseMs === null) readyFalseMs = Date.now() - from;
    } catch {
      closedMs = Date.now() - from;
    }
    await sleep(50);
  }
  return { readyFalseMs, closedMs };
}
async function crash(i) {
  const entry = processes.get(`api-${i + 1}`);
  log(`SIGKILL ${entry.name} (a crash)`);
  entry.child.kill("SIGKILL");
  const { signal } = await entry.exited;
  events.push({ at: at(), event: `${entry.name} killed (SIGKILL)`, signal });
  await sleep(5000);
  const again = startApi(i);
  await ready(again.port);
  events.push({ at: at(), event: `${entry.name} started again and ready` });
  log(`${entry.name} back`);
}
async function rollingRestart(name, start, i) {
  const entry = processes.get(name);
  log(`SIGTERM ${name} (rolling restart)`);
  const watching = watchStop(entry);
  entry.child.kill("SIGTERM");
  const [{ readyFalseMs, closedMs }, { code }] = await Promise.all([watching, entry.exited]);
  events.push({
    at: at(),
    event: `${name} stopped (SIGTERM)`,
    readyFalseAfterMs: readyFalseMs,
    closedAfterMs: closedMs,
    exitCode: code,
  });
  const again = start(i);
  await ready(again.port);
  events.push({ at: at(), event: `${name} started again and ready` });
  log(`${name} back`);
}

log(`load: ${USERS} shoppers for ${DURATION_MS / 1000} s`);
const loadStarted = Date.now();
loadEnds = loadStarted + DURATION_MS;
const middle = (async () => {
  await sleep(DURATION_MS * 0.25);
  await crash(0);
  await sleep(Math.max(0, loadStarted + DURATION_MS * 0.5 - Date.now()));
  await rollingRestart("api-2", startApi, 1);
  await rollingRestart("api-3", startApi, 2);
  await sleep(Math.max(0, loadStarted + DURATION_MS * 0.7 - Date.now()));
  await rollingRestart("web-1", startWeb, 0);
})();
await Promise.all([...Array.from({ length: USERS }, shopper), middle]);
// Shoppers stop starting requests at the end of the load; one still retrying (a checkout key left in progress by the
// killed process is taken over after 120 s) finishes after it: that tail is reported apart.
const loadSeconds = DURATION_MS / 1000;
const tailSeconds = Math.max(0, (Date.now() - loadEnds) / 1000);
log("load done; checking the database");

// ---- what the database says ----
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const orders = (
  await db.query(
    "select email, count(*)::int as n, array_agg(status) as statuses from expenses where email like 'cluster-%' group by email",
  )
).rows;
const ordersByEmail = new Map(orders.map((row) => [row.email, row]));
const lostPaid = paidEmails.filter((email) => {
  const row = ordersByEmail.get(email);
  return !row?.statuses.includes("paid");
}).length;
const duplicated = orders.filter((row) => row.n > 1).length;
// An order in the database for a checkout whose client never learnt it was placed.
const unknownToClient = orders.filter(
  (row) => row.statuses.some((s) => s === "paid") && answeredEmails.get(row.email) !== 201,
).length;
const [charges] = (
  await db.query(
    "select count(*)::int as n, count(distinct expense_id)::int as orders from charges where status = 'succeeded'",
  )
).rows;
const negative = (await db.query("select count(*)::int as n from shop_items where stock < 0")).rows[0].n;
const [contended] = (
  await db.query(
    `select si.stock, coalesce((select sum(l.quantity) from expense_lines l join expenses e on e.id = l.expense_id
       where l.shop_item_id = $1 and e.email like 'cluster-%'
         and e.status in ('paid', 'pending_payment', 'fulfilled')), 0)::int as sold
     from shop_items si where si.id = $1`,
    [CONTENDED],
  )
).rows;
await db.end();

// ---- the platform processes' metrics (through their token), summed: what a Prometheus scrape would see ----
const scrapes = await Promise.all(
  ports.api.map((port) =>
    fetch(`http://127.0.0.1:${port}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } }).then(
      (response) => response.text(),
    ),
  ),
);
const metric = (name) => {
  const sums = {};
  for (const line of scrapes.flatMap((text) => text.split("\n")).filter((l) => l.startsWith(name))) {
    const cut = line.lastIndexOf(" ");
    sums[line.slice(0, cut)] = (sums[line.slice(0, cut)] ?? 0) + Number(line.slice(cut + 1));
  }
  return sums;
};

const percentile = (values, p) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const all = [...stats.logical.browse, ...stats.logical.cart, ...stats.logical.checkout];
const report = {
  when: new Date().toISOString(),
  layout: "nginx → 2 storefront servers + 3 platform processes, one PostgreSQL database, NODE_ENV=production",
  durationS: Math.round(loadSeconds),
  lastRetryFinishedAfterLoadS: Math.round(tailSeconds),
  shoppers: USERS,
  requests: { sent: stats.attempts, answered: all.length, perSecond: Math.round(all.length / loadSeconds) },
  errors: {
    attemptsWithoutAnswer: Object.values(stats.errors).reduce((a, b) => a + b, 0),
    byCause: stats.errors,
    retried: stats.retried,
    failedAfterRetries: stats.failed,
  },
  checkouts: {
    ...stats.checkouts,
    lost: lostPaid + stats.checkouts.unanswered,
    duplicated,
    paidButUnknownToClient: unknownToClient,
    succeededCharges: charges.n,
    ordersCharged: charges.orders,
  },
  latencyMs: {
    all: { p50: percentile(all, 50), p99: percentile(all, 99) },
    browse: { p50: percentile(stats.logical.browse, 50), p99: percentile(stats.logical.browse, 99) },
    cart: { p50: percentile(stats.logical.cart, 50), p99: percentile(stats.logical.cart, 99) },
    checkout: {
      p50: percentile(stats.logical.checkout, 50),
      p99: percentile(stats.logical.checkout, 99),
      max: percentile(stats.logical.checkout, 100),
    },
  },
  stock: {
    contendedItem: CONTENDED,
    initial: STOCK,
    sold: contended.sold,
    left: contended.stock,
    oversold: Math.max(0, contended.sold - STOCK) + negative,
    consistent: contended.stock + contended.sold === STOCK,
  },
  mailsDelivered,
  events,
  metricsSample: {
    note: "since each process's last start (a restarted process starts from zero)",
    checkoutOutcomes: metric("checkout_outcomes_total{"),
    paymentCharges: metric("payment_duration_seconds_count{"),
    pool: metric("db_pool_connections{"),
  },
};
console.log(JSON.stringify(report, null, 2));
if (process.env.CLUSTER_REPORT)
  writeFileSync(process.env.CLUSTER_REPORT, `${JSON.stringify(report, null, 2)}\n`);

await shutdownAll();
if (!process.env.CLUSTER_KEEP) {
  const dropper = new pg.Client({ connectionString: ADMIN_URL });
  await dropper.connect();
  await dropper.query(`drop database if exists ${DATABASE} with (force)`);
  await dropper.end();
}
const ok =
  report.checkouts.lost === 0 &&
  report.checkouts.duplicated === 0 &&
  report.stock.oversold === 0 &&
  report.stock.consistent &&
  Object.values(stats.failed).every((n) => n === 0);
process.exit(ok ? 0 : 1);
