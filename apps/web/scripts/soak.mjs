// Report, not a timed test: the web server's memory and a visitor's page time under a flood of unique URLs.
//   pnpm --filter @club/web soak            (after `pnpm build`)
// starts the demo's pair (the platform on PGlite, the built web server as in production: React's production build,
// a rotated app token, /metrics behind a token), then sends SOAK_URLS (20,000) addresses that differ only in an
// unknown query parameter (`/en/shop-pages/cantina?u=N`, every 25th a real page instead), SOAK_CONCURRENCY (16)
// at a time, to 127.0.0.1. It samples the server's RSS (/proc/<pid>/status) while idle, through the flood and after
// it, and times a page no one asked for yet (a product or shop page, each fetched once) while quiet and during the
// flood. That visitor connects from 127.0.0.2 (loopback too): another client to the server than the flood's.
// SOAK_MAX_RSS_MB (2,048) stops the flood early if memory grows past it (the server before its fix).
// SOAK_PAGE_RATE_LIMIT sets the server's PAGE_RATE_LIMIT (its default when unset; 0: every flood request reaches the
// page cache and the renderer, which is what the memory figures measure).

import { readFileSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { loadavg } from "node:os";
import { startMeasuredServers } from "./measured-servers.mjs";

const TOTAL = Number(process.env.SOAK_URLS ?? 20_000);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 16);
const MAX_RSS = Number(process.env.SOAK_MAX_RSS_MB ?? 2048) * 2 ** 20;
const FLOOD_PATH = "/en/shop-pages/cantina";
const METRICS_TOKEN = "soak-metrics-token-0123456789";

const PAGE_RATE_LIMIT = process.env.SOAK_PAGE_RATE_LIMIT;
const servers = await startMeasuredServers({
  production: true,
  metricsToken: METRICS_TOKEN,
  web: PAGE_RATE_LIMIT === undefined ? {} : { PAGE_RATE_LIMIT },
});
const port = servers.webPort;
const flooder = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const visitor = new Agent({ keepAlive: true, maxSockets: 2 });

/** One GET to 127.0.0.1 (from `localAddress`): its status, body length and wall time. */
function get(path, agent, localAddress = "127.0.0.1") {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, path, agent, localAddress, headers: { "user-agent": "soak/1 Chrome/130" } },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk) => {
          bytes += chunk.length;
        });
        res.on("end", () => resolve({ status: res.statusCode, bytes, ms: performance.now() - started }));
      },
    );
    req.on("error", (error) => resolve({ status: 0, bytes: 0, ms: performance.now() - started, error }));
    req.end();
  });
}

async function text(path) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return response.text();
}

/** The server's CPU time (user + system, seconds) from its Prometheus metrics. */
async function cpuSeconds() {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = response.ok ? await response.text() : "";
  return Number(text.match(/^process_cpu_seconds_total ([0-9.e+-]+)/m)?.[1]);
}

const rssOf = (pid) =>
  Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/)?.[1]) * 1024;
const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const timing = (values) =>
  `median ${quantile(values, 0.5).toFixed(0)} ms, p90 ${quantile(values, 0.9).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (${values.length} pages)`;
const load = () =>
  loadavg()
    .map((figure) => figure.toFixed(2))
    .join(" ");

/** The real pages of the demo's estate: its shop pages, their shops and products, in both languages. */
async function realPages() {
  const links = (html) => [...html.matchAll(/href="(\/en\/[^"?#]*)"/g)].map((match) => match[1]);
  const found = new Set(links(await text("/en/")).filter((path) => path.includes("/shop-pages/")));
  for (const path of [...found]) for (const link of links(await text(path))) found.add(link);
  const pages = [...found].filter((path) => /\/(shops|products)\//.test(path));
  return pages.flatMap((path) => [path, path.replace(/^\/en\//, "/it/")]);
}

try {
  console.log(`soak: ${TOTAL} unique URLs, ${CONCURRENCY} at a time; load average at start ${load()}`);
  // The crawl renders the English shop pages once; the products and shops are first asked for below.
  const discovered = await realPages();
  const probes = discovered.filter((path) => path !== FLOOD_PATH).sort(() => Math.random() - 0.5);
  const quietProbes = probes.slice(0, Math.floor(probes.length / 2));
  const floodProbes = probes.slice(quietProbes.length);
  const mixed = [
    "/en/",
    "/it/",
    "/en/shop-pages/cantina",
    "/it/shop-pages/dispensa",
    "/en/shop-pages/dispensa",
  ];
  for (const path of [FLOOD_PATH, ...mixed]) await text(path);
  await sleep(2000);
  const idle = rssOf(servers.webPid);

  const quiet = [];
  for (const path of quietProbes) {
    quiet.push((await get(path, visitor, "127.0.0.2")).ms);
    await sleep(200);
  }

  let peak = idle;
  let stoppedAt;
  let sent = 0;
  const sampler = setInterval(() => {
    const rss = rssOf(servers.webPid);
    peak = Math.max(peak, rss);
    if (rss > MAX_RSS && stoppedAt === undefined) stoppedAt = sent;
  }, 250);
  const statuses = new Map();
  const floodTimes = [];
  const started = performance.now();
  const cpuBefore = await cpuSeconds();
  const worker = async () => {
    while (sent < TOTAL && stoppedAt === undefined) {
      const n = ++sent;
      const path = n % 25 === 0 ? mixed[(n / 25) % mixed.length] : `${FLOOD_PATH}?u=${n}`;
      const result = await get(path, flooder);
      statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
      floodTimes.push(result.ms);
    }
  };
  const flood = Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const during = [];
  const visiting = (async () => {
    await sleep(3000);
    for (const path of floodProbes) {
      if (sent >= TOTAL || stoppedAt !== undefined) break;
      during.push((await get(path, visitor, "127.0.0.2")).ms);
      await sleep(1000);
    }
  })();
  await flood;
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = ((await cpuSeconds()) - cpuBefore) * 1000;
  await visiting;
  clearInterval(sampler);
  const end = rssOf(servers.webPid);
  await sleep(10_000);
  const after = rssOf(servers.webPid);

  const answered = [...statuses].map(([status, count]) => `${count} × ${status || "error"}`).join(", ");
  const count = Math.min(sent, TOTAL);
  const stopped = stoppedAt !== undefined ? `, stopped at request ${stoppedAt} past ${mib(MAX_RSS)}` : "";
  console.log(
    [
      `flood: ${count} requests in ${seconds.toFixed(0)} s (${(count / seconds).toFixed(0)} req/s; ${answered})${stopped};`,
      `flood requests ${timing(floodTimes)}; the server's CPU ${(cpuMs / count).toFixed(2)} ms a request`,
    ].join(" "),
  );
  console.log(
    `RSS: idle ${mib(idle)}, peak ${mib(peak)} (+${mib(peak - idle)}), at the flood's end ${mib(end)}, 10 s after ${mib(after)}`,
  );
  console.log(`a visitor's first view of a page, quiet: ${timing(quiet)}`);
  console.log(
    `the same during the flood: ${during.length ? timing(during) : "none (the flood ended first)"}`,
  );
  console.log(`load average at the end ${load()}`);
} finally {
  flooder.destroy();
  visitor.destroy();
  await servers.stop();
}
