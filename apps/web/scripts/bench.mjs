// Report, not a timed test (issue 16): requests per second, p50 and p99 latency of server-rendered pages, and the
// server's memory before and after 10,000 requests. Run against a built server (`pnpm build`, then
// `node dist/server/main.js` outside production, so /metrics answers) with the club cache warm:
//   node scripts/bench.mjs http://localhost:3000 [/en/ /en/shop-pages/cantina]
// Figures depend on the machine and on what else runs on it: report them with that said.
import autocannon from "autocannon";

const base = process.argv[2] ?? "http://localhost:3000";
const paths = process.argv.length > 3 ? process.argv.slice(3) : ["/en/", "/en/shop-pages/cantina"];

/** The server's resident memory, from its Prometheus metrics. */
async function rss() {
  const text = await (await fetch(`${base}/metrics`)).text();
  const bytes = Number(text.match(/^process_resident_memory_bytes (\d+)/m)?.[1]);
  return Number.isFinite(bytes) ? `${(bytes / 2 ** 20).toFixed(1)} MiB` : "unknown (no /metrics)";
}

const run = (options) =>
  new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );

for (const path of paths) {
  const url = `${base}${path}`;
  // Warm the club cache and the page data cache, then measure.
  await fetch(url).then((response) => response.text());
  const before = await rss();
  const timed = await run({ url, connections: 10, duration: 10 });
  const fixed = await run({ url, connections: 10, amount: 10_000 });
  const after = await rss();
  console.log(
    [
      `${path}: ${timed.requests.average.toFixed(0)} req/s, p50 ${timed.latency.p50} ms, p99 ${timed.latency.p99} ms`,
      `(10 connections, 10 s; ${timed.non2xx} non-2xx, ${timed.errors} errors)`,
      `RSS ${before} → ${after} over ${fixed.requests.total} more requests`,
    ].join(" "),
  );
}
