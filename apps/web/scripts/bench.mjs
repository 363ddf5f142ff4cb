// Report, not a timed test: requests per second, p50 and p99 latency and the server's CPU time per page of the
// server-rendered pages, run as in production (React's production build), with 10 connections on one web process.
//   pnpm --filter @club/web bench                          this build
//   BENCH_BEFORE=/path/to/checkout pnpm --filter @club/web bench   and an earlier checkout's build beside it
// Each page is asked for four ways: uncached (a `_token` of its own on every request, which every page cache
// misses), with the page cache off (this build), cached at one address, and cached with an unknown parameter of its
// own on every request (`?bench=n`: what a flood of unique URLs costs; no render when the cache ignores it). After `pnpm build` (and the earlier checkout's own build). The
// servers are started here (the platform on PGlite, seeded with the demo). CPU-ms per request is the web server's
// own CPU time (user + system) over the requests it answered, so it means the same on a machine other work loads;
// the wall figures do not: the load average is printed beside them.
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { startMeasuredServers } from "./measured-servers.mjs";

const PAGES = {
  home: "/it/",
  "shop page": "/it/shop-pages/cantina",
  product: "/it/shop-pages/cantina/shops/cantina-rossi/products/chianti-classico-2021",
};
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const METRICS_TOKEN = "bench-metrics-token";

const load = () =>
  loadavg()
    .map((figure) => figure.toFixed(2))
    .join(" ");

/** The server's resident memory (bytes) and CPU time (seconds), from its Prometheus metrics. */
async function metrics(base) {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = response.ok ? await response.text() : "";
  const value = (name) => Number(text.match(new RegExp(`^${name} ([0-9.e+-]+)`, "m"))?.[1]);
  return { rss: value("process_resident_memory_bytes"), cpu: value("process_cpu_seconds_total") };
}

/**
 * Ten connections for SECONDS at `path`, plus `query(n)` on the n-th request. Ten visitors, not one: each request
 * names one of ten client addresses (X-Forwarded-For, believed with TRUST_PROXY=1), so the server's per-client share
 * of renders does not turn the bench away.
 */
function hammer(base, path, query) {
  let n = 0;
  const separator = path.includes("?") ? "&" : "?";
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${base}${path}`,
        connections: 10,
        duration: SECONDS,
        requests: [
          {
            setupRequest: (request) => {
              n++;
              const extra = query?.(n);
              return {
                ...request,
                path: extra ? `${path}${separator}${extra}` : path,
                headers: { ...request.headers, "x-forwarded-for": `10.0.0.${n % 10}` },
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

/** One build's figures for each page and way of asking. */
async function measureBuild(label, { webRoot, cacheOff }) {
  const rows = [];
  // Every request rendered: a `_token` no request had before misses any page cache (the token is part of what the
  // page holds); and, for a build that can turn its cache off, the one address with the cache off.
  const ways = [
    ["uncached, unique _token", { cache: true, query: (n) => `_token=bench${n}` }],
    ["cache off", { cache: false }],
    ["cached, one address", { cache: true }],
    ["cached, unknown query", { cache: true, query: (n) => `bench=${n}` }],
  ];
  // A build whose cache cannot be turned off (`cacheOff` null) is measured with it on only.
  for (const cache of cacheOff ? [false, true] : [true]) {
    const servers = await startMeasuredServers({
      production: true,
      metricsToken: METRICS_TOKEN,
      ...(webRoot ? { webRoot } : {}),
      // The bench's ten visitors come through one address, named by the header: the per-client page rate is off.
      web: { PAGE_RATE_LIMIT: "0", TRUST_PROXY: "1", ...(cache ? {} : cacheOff) },
    });
    try {
      for (const [page, path] of Object.entries(PAGES)) {
        const html = await fetch(`${servers.base}${path}`).then((response) => response.text());
        for (let i = 0; i < 3; i++) await fetch(`${servers.base}${path}`).then((response) => response.text());
        for (const [way, how] of ways) {
          if (how.cache !== cache) continue;
          const before = await metrics(servers.base);
          const result = await hammer(servers.base, path, how.query);
          const after = await metrics(servers.base);
          rows.push({
            label,
            page,
            way,
            rps: result.requests.average,
            p50: result.latency.p50,
            p99: result.latency.p99,
            cpuMs: ((after.cpu - before.cpu) * 1000) / result.requests.total,
            htmlKb: Buffer.byteLength(html) / 1000,
            failed: result.non2xx + result.errors,
            rssMib: after.rss / 2 ** 20,
            load: load(),
          });
          const row = rows.at(-1);
          console.log(
            `${label.padEnd(7)} ${page.padEnd(10)} ${way.padEnd(24)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms  ${row.cpuMs.toFixed(2).padStart(6)} CPU-ms  HTML ${row.htmlKb.toFixed(1)} KB  RSS ${row.rssMib.toFixed(0)} MiB  ${row.failed} failed  load ${row.load}`,
          );
        }
      }
    } finally {
      await servers.stop();
    }
  }
  return rows;
}

console.log(`load average at start: ${load()}; ${SECONDS} s per figure, 10 connections`);
const builds = [];
if (process.env.BENCH_BEFORE) {
  // The earlier build's cache cannot be turned off: the unique query (which missed it) renders every page.
  builds.push(
    await measureBuild("before", { webRoot: `${process.env.BENCH_BEFORE}/apps/web`, cacheOff: null }),
  );
}
builds.push(await measureBuild("after", { cacheOff: { PAGE_CACHE_ENTRIES: "0" } }));

if (builds.length === 2) {
  const [before, after] = builds;
  console.log("\nbefore → after (req/s · p99 ms · CPU-ms per request):");
  for (const row of after) {
    const old = before.find((candidate) => candidate.page === row.page && candidate.way === row.way);
    if (!old) continue;
    console.log(
      `${row.page.padEnd(10)} ${row.way.padEnd(24)} ${old.rps.toFixed(0).padStart(6)} → ${row.rps.toFixed(0).padEnd(6)} · ${String(old.p99).padStart(4)} → ${String(row.p99).padEnd(4)} · ${old.cpuMs.toFixed(2)} → ${row.cpuMs.toFixed(2)}`,
    );
  }
}
