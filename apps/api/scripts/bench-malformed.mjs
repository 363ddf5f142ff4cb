#!/usr/bin/env node
// Memory under malformed input: a benchmark, not a test. Starts the platform on a fresh database (PGlite in a temp
// folder; PostgreSQL instead when DATABASE_URL or TEST_DATABASE_URL names a server) in a child process, logging at
// info as in production, then sends BENCH_REQUESTS (4,400) malformed requests spread over every operation of the
// contract, BENCH_CONNECTIONS (16) at a time: bodies nested far past the limit and just around it, strings filling
// the 256 KB body limit, wrong types by the thousand, unknown keys, bytes that are not UTF-8, oversized and broken
// query strings. Samples the child's RSS from /proc every 25 ms and prints it idle, at its peak and after, with the
// statuses seen; exits 1 on any 5xx.
//
//   pnpm --filter @club/api bench:malformed
//   BENCH_DATABASE=pglite TEST_DATABASE_URL=… pnpm --filter @club/api bench:malformed   # PGlite even so
//   BENCH_KINDS='^deep|^wrong' BENCH_REQUESTS=1500 …   # only the kinds whose names match
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { freshDatabase } from "./fresh-database.mjs";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4400);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ORIGIN = "localhost:3000";
const APP_TOKEN = "demo-castelvecchio";
const BODY_LIMIT = 256 * 1024;
// Only the kinds whose name matches, to tell which of them costs memory.
const KINDS = new RegExp(process.env.BENCH_KINDS ?? "");

/** Child process: the platform, on the database named by argv (a postgres:// URL, or a PGlite folder). */
async function serve(target) {
  const { register } = await import("tsx/esm/api");
  register();
  const { loadConfig } = await import("../src/config.ts");
  const { createPlatform, listen } = await import("../src/server.ts");
  const { createLogger } = await import("../src/logger.ts");
  const { default: pino } = await import("pino");
  const postgres = target.startsWith("postgres");
  const config = {
    ...loadConfig({ NODE_ENV: "development", DEV_MAILBOX: "false" }),
    host: "127.0.0.1",
    port: 0,
    databaseUrl: postgres ? target : undefined,
    dataDir: postgres ? "" : target,
    seedOnStart: true,
    validateResponses: false,
    logLevel: "info",
  };
  // Every line is written as in production (serialised, at info), only to nowhere.
  const log = createLogger("info", pino.destination({ dest: "/dev/null", sync: false }));
  const platform = await createPlatform(config, { log });
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

/** The child's resident set, from /proc (MB). */
function rssOf(pid, field = "VmRSS") {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function main() {
  const serverUrl =
    process.env.BENCH_DATABASE === "pglite"
      ? undefined
      : process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  const target = serverUrl
    ? { name: "PostgreSQL", kind: "postgres", serverUrl }
    : { name: "PGlite", kind: "pglite" };
  const { register } = await import("tsx/esm/api");
  register();
  const { contractOperations, document } = await import("../src/http/contract.ts");

  const database = await freshDatabase(target);
  const child = fork(fileURLToPath(import.meta.url), ["--serve", database.target], { stdio: "inherit" });
  try {
    const { port } = await new Promise((resolve, reject) => {
      child.once("message", resolve);
      child.once("exit", (code) => reject(new Error(`the platform exited (${code}) before listening`)));
    });
    const base = `http://127.0.0.1:${port}`;
    // A few ordinary requests first, so code paths are compiled and pools open before idle is read.
    for (let i = 0; i < 20; i++)
      await (await fetch(`${base}/api/v2/club`, { headers: headers() })).arrayBuffer();
    await sleep(1000);
    const idle = rssOf(child.pid);

    let peak = idle;
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, rssOf(child.pid));
      } catch {}
    }, 25);
    const requests = plan(contractOperations, document);
    const statuses = new Map();
    const fiveHundreds = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < requests.length) {
          const request = requests[next++];
          const status = await send(base, request).catch((error) => `error ${error.name}`);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (typeof status !== "number" || status >= 500)
            fiveHundreds.push(`${request.kind} ${request.method} ${request.path} → ${status}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const atEnd = rssOf(child.pid);
    // The kernel's own high-water mark, which no sampling interval misses.
    const highWater = rssOf(child.pid, "VmHWM");
    await sleep(5000);
    clearInterval(sampler);
    const after = rssOf(child.pid);

    const byKind = {};
    for (const request of requests) byKind[request.kind] = (byKind[request.kind] ?? 0) + 1;
    console.log(
      `\nMalformed load on ${target.name}: ${requests.length} requests over ${contractOperations.length} operations, ${CONNECTIONS} at a time, ${seconds.toFixed(1)} s`,
    );
    console.log(
      `  kinds: ${Object.entries(byKind)
        .map(([kind, n]) => `${kind} ${n}`)
        .join(", ")}`,
    );
    console.log(
      `  statuses: ${[...statuses]
        .sort()
        .map(([status, n]) => `${status} × ${n}`)
        .join(", ")}`,
    );
    console.log(
      `  RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (+${(peak - idle).toFixed(0)}), at the end ${atEnd.toFixed(0)} MB, 5 s after ${after.toFixed(0)} MB; the kernel's high-water mark ${highWater.toFixed(0)} MB`,
    );
    if (fiveHundreds.length) {
      console.log(
        `  ${fiveHundreds.length} answers were 5xx or failed, e.g.:\n    ${fiveHundreds.slice(0, 10).join("\n    ")}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await new Promise((resolve) => {
      child.once("exit", resolve);
      child.send("stop");
    });
    await database.drop();
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const headers = (extra = {}) => ({
  "X-Club-Origin": ORIGIN,
  "X-App-Token": APP_TOKEN,
  "Accept-Language": "it",
  "Content-Type": "application/json",
  ...extra,
});

async function send(base, { method, path, query, body }) {
  const response = await fetch(`${base}${path}${query ? `?${query}` : ""}`, {
    method,
    headers: headers(),
    body: method === "GET" ? undefined : body,
    signal: AbortSignal.timeout(120_000),
  });
  await response.arrayBuffer();
  return response.status;
}

/** The top-level properties of a body schema ($ref, allOf and oneOf followed), so bad values land on real fields. */
function propertiesOf(schema, components, seen = 0) {
  if (!schema || seen > 10) return {};
  if (schema.$ref)
    return propertiesOf(components.schemas[schema.$ref.split("/").pop()], components, seen + 1);
  const nested = [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  const resolve = (property) =>
    property?.$ref ? resolve(components.schemas[property.$ref.split("/").pop()]) : property;
  return Object.assign(
    {},
    ...nested.map((s) => propertiesOf(s, components, seen + 1)),
    Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, property]) => [name, resolve(property)]),
    ),
  );
}

const nestedArrays = (depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const nestedObjects = (depth, key = "a") => `${`{"${key}":`.repeat(depth)}1${"}".repeat(depth)}`;
const nestedMixed = (depth) => `${'[{"a":'.repeat(depth / 2)}1${"}]".repeat(depth / 2)}`;
const fill = (unit, bytes) => unit.repeat(Math.floor(bytes / Buffer.byteLength(unit)));

/** The malformed bodies for an operation whose body has these properties. */
function bodies(properties) {
  const fields = Object.keys(properties);
  const field = fields[0] ?? "notes";
  // Many wrong values go where the contract takes a list, if it takes one: each is checked.
  const list = fields.find((name) => properties[name]?.type === "array") ?? field;
  const each = (value) =>
    JSON.stringify(Object.fromEntries((fields.length ? fields : [field]).map((name) => [name, value])));
  const share = Math.floor((BODY_LIMIT - 2048) / Math.max(1, fields.length));
  return {
    "deep arrays (100,000)": nestedArrays(100_000),
    "deep objects (40,000)": nestedObjects(40_000),
    "deep field (5,000)": `{"${field}":${nestedObjects(5000)}}`,
    "deep mixed (20,000)": nestedMixed(20_000),
    "depth 32": `{"${field}":${nestedArrays(31)}}`,
    "depth 33": `{"${field}":${nestedArrays(32)}}`,
    "huge strings": JSON.stringify(
      Object.fromEntries((fields.length ? fields : [field]).map((name) => [name, fill("é", share)])),
    ),
    "huge string body": JSON.stringify(fill("🍷", BODY_LIMIT - 16)),
    "wrong types": each(12345),
    "wrong types ×100,000": `{"${list}":[${Array(100_000).fill("1").join(",")}]}`,
    "empty objects ×60,000": `{"${list}":[${Array(60_000).fill("{}").join(",")}]}`,
    "unknown keys ×15,000": JSON.stringify(
      Object.fromEntries(Array.from({ length: 15_000 }, (_, i) => [`k${i}`, i])),
    ),
    "not UTF-8": Buffer.concat([
      Buffer.from(`{"${field}":"a`),
      Buffer.from([0xed, 0xa0, 0x80, 0xc0, 0xaf, 0xff]),
      Buffer.from('"}'),
    ]),
    "not JSON": `{"${field}":`,
  };
}

/** Malformed query strings, for every operation (GETs have nothing else). */
function queries(names) {
  const name = names[0] ?? "q";
  return {
    "query 8 KB": `${name}=${"x".repeat(8000)}`,
    "query 3,000 items": `${name}=${Array(3000).fill("1").join(",")}`,
    "query deep brackets": `${name}=${encodeURIComponent(nestedArrays(1500))}`,
    "query not UTF-8": `${name}=a%ED%A0%80%C0%AFb`,
    "query 500 names": Array.from({ length: 500 }, (_, i) => `k${i}=1`).join("&"),
  };
}

/** REQUESTS requests, the same number for each operation, its kinds taken in turn, the operations interleaved. */
function plan(operations, document) {
  const perOperation = Math.ceil(REQUESTS / operations.length);
  const lists = [];
  for (const operation of operations) {
    const item = document.paths[operation.path];
    const op = item[operation.method.toLowerCase()];
    const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) =>
      p.$ref ? document.components.parameters[p.$ref.split("/").pop()] : p,
    );
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name) =>
      name === "shopPageId" ? "la-cantina" : "bench0000000000000000",
    );
    const kinds = Object.entries(queries(parameters.filter((p) => p.in === "query").map((p) => p.name))).map(
      ([kind, query]) => ({ kind, query }),
    );
    if (operation.method !== "GET") {
      const schema = op.requestBody?.content["application/json"]?.schema;
      for (const [kind, body] of Object.entries(bodies(propertiesOf(schema, document.components))))
        kinds.push({ kind, body });
    }
    const chosen = kinds.filter(({ kind }) => KINDS.test(kind));
    if (!chosen.length) continue;
    lists.push(
      Array.from({ length: perOperation }, (_, i) => ({
        method: operation.method,
        path,
        ...chosen[i % chosen.length],
      })),
    );
  }
  const perList = Math.ceil(REQUESTS / lists.length);
  return Array.from({ length: perList }, (_, i) => lists.map((list) => list[i % list.length]))
    .flat()
    .slice(0, REQUESTS);
}

if (process.argv[2] === "--serve") await serve(process.argv[3] ?? "");
else await main();
