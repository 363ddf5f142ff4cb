// Report, not a timed test (issue 16): requests per second, p50 and p99 latency of server-rendered pages, the
// server's CPU time per request, and its memory before and after 10,000 requests.
//   pnpm --filter @club/web bench [paths…]
// starts the demo's pair itself (after `pnpm build`: the platform on PGlite and the built web server, as `budgets`
// does; /metrics is open outside production) and measures `/en/` and the demo's shop page. Against a server of your
// own, run as in production (React's development build is several times slower for a page not yet cached), with a
// metrics token so the script can read /metrics:
//   NODE_ENV=production METRICS_TOKEN=… API_ORIGIN=… APP_TOKEN=… node dist/server/main.js
//   METRICS_TOKEN=… pnpm --filter @club/web bench http://localhost:3000 [/en/ /en/shop-pages/cantina]
// The club cache is warmed first. CPU-ms per request is the server's own CPU time (user + system) over the requests
// it answered, so it means the same on a machine other work loads; the wall figures do not: report the load average.
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { startMeasuredServers } from "./measured-servers.mjs";

const args = process.argv.slice(2);
const origin = args[0]?.startsWith("http") ? args.shift() : undefined;
// The bench is one client asking as fast as it can: the per-client page limit is off for the servers it starts (a
// server named by its origin must run with PAGE_RATE_LIMIT=0 too).
const servers = origin ? undefined : await startMeasuredServers({ web: { PAGE_RATE_LIMIT: "0" } });
const base = origin ?? servers.base;
const paths = args.length ? args : ["/en/", "/en/shop-pages/cantina"];
const metricsToken = process.env.METRICS_TOKEN;

/** The server's resident memory (bytes) and CPU time (seconds), from its Prometheus metrics. */
async function metrics() {
  const response = await fetch(`${base}/metrics`, {
    headers: metricsToken ? { authorization: `Bearer ${metricsToken}` } : {},
  });
  const text = response.ok ? await response.text() : "";
  const value = (name) => Number(text.match(new RegExp(`^${name} ([0-9.e+-]+)`, "m"))?.[1]);
  return { rss: value("process_resident_memory_bytes"), cpu: value("process_cpu_seconds_total") };
}

const mib = (bytes) =>
  Number.isFinite(bytes) ? `${(bytes / 2 ** 20).toFixed(1)} MiB` : "unknown (no /metrics)";

const run = (options) =>
  new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );

const load = () =>
  loadavg()
    .map((figure) => figure.toFixed(2))
    .join(" ");

console.log(`${servers ? "the demo's servers" : base}; load average at start: ${load()}`);
try {
  await measure();
} finally {
  await servers?.stop();
}

async function measure() {
  for (const path of paths) {
    const url = `${base}${path}`;
    // Warm the club cache and the page caches, then measure.
    for (let i = 0; i < 3; i++) await fetch(url).then((response) => response.text());
    const start = await metrics();
    const timed = await run({ url, connections: 10, duration: 10 });
    const middle = await metrics();
    const fixed = await run({ url, connections: 10, amount: 10_000 });
    const end = await metrics();
    const cpuMs = ((middle.cpu - start.cpu) * 1000) / timed.requests.total;
    console.log(
      [
        `${path}: ${timed.requests.average.toFixed(0)} req/s, p50 ${timed.latency.p50} ms, p99 ${timed.latency.p99} ms,`,
        `${Number.isFinite(cpuMs) ? cpuMs.toFixed(2) : "unknown"} CPU-ms/request`,
        `(10 connections, 10 s, ${timed.requests.total} requests; ${timed.non2xx} non-2xx, ${timed.errors} errors);`,
        `RSS ${mib(middle.rss)} → ${mib(end.rss)} over ${fixed.requests.total} more requests`,
        `(${fixed.non2xx} non-2xx, ${fixed.errors} errors); load average ${load()}`,
      ].join(" "),
    );
  }
}
