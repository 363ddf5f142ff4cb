// The production bundle of the storefront web server: `pnpm deploy --prod` of this package into a folder holding
// only what the server runs (dist/framework, dist/server, the production dependencies; the workspace packages are
// already inside dist/server). Usage: node scripts/bundle.mjs [out-dir] [--smoke]
//   --smoke  then starts the server FROM that folder with NODE_ENV=production against a stub platform and checks
//            health, readiness, a page, an asset, the /api proxy (request id forwarded), metrics on their own port,
//            the request log, and that a demo app token stops it at start.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const here = join(import.meta.dirname, "..");
const args = process.argv.slice(2);
const smoke = args.includes("--smoke");
const out = resolve(args.find((arg) => !arg.startsWith("--")) ?? join(tmpdir(), "club-web-bundle"));

for (const built of ["dist/server/main.js", "dist/framework/server/index.js"])
  if (!existsSync(join(here, built))) {
    console.error(`${built} is missing: run \`pnpm --filter @club/web build\` first`);
    process.exit(1);
  }
if (existsSync(out) && readdirSync(out).length) {
  // Only ever replace a previous bundle, never an arbitrary folder.
  const previous = existsSync(join(out, "package.json")) && readFileSync(join(out, "package.json"), "utf8");
  if (!previous || JSON.parse(previous).name !== "@club/web") {
    console.error(`${out} is not empty and is not a previous bundle: choose another folder`);
    process.exit(1);
  }
  rmSync(out, { recursive: true, force: true });
}

const started = Date.now();
execFileSync("pnpm", ["--filter", "@club/web", "deploy", "--legacy", "--prod", out], {
  cwd: here,
  stdio: ["ignore", "ignore", "inherit"],
});
const pkg = JSON.parse(readFileSync(join(here, "package.json"), "utf8"));
const installed = readdirSync(join(out, "node_modules"))
  .filter((name) => !name.startsWith("."))
  .flatMap((name) =>
    name.startsWith("@")
      ? readdirSync(join(out, "node_modules", name)).map((sub) => `${name}/${sub}`)
      : [name],
  );
const unexpected = installed.filter((name) => !(name in pkg.dependencies));
if (unexpected.length) {
  console.error(`the bundle holds packages the server does not run: ${unexpected.join(", ")}`);
  process.exit(1);
}
const size = execFileSync("du", ["-sh", out], { encoding: "utf8" }).split("\t")[0];
console.log(`bundle: ${out} (${size}, ${installed.length} direct dependencies, ${Date.now() - started} ms)`);
console.log(
  `start it with: NODE_ENV=production API_ORIGIN=… APP_TOKEN=… CLUB_HOSTS=… node ${join(out, "dist/server/main.js")}`,
);
if (!smoke) process.exit(0);

// --- smoke run ---
const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
const seen = [];
const platform = createServer((req, res) => {
  seen.push({ url: req.url, requestId: req.headers["x-request-id"] });
  res.writeHead(req.url === "/health" ? 200 : 404, { "Content-Type": "application/json" });
  res.end(JSON.stringify(req.url === "/health" ? { status: "ok" } : { code: "NOT_FOUND", message: "stub" }));
});
await new Promise((done) => platform.listen(0, "127.0.0.1", done));
const [port, metricsPort] = [await freePort(), await freePort()];
const env = {
  PATH: process.env.PATH,
  NODE_ENV: "production",
  API_ORIGIN: `http://127.0.0.1:${platform.address().port}`,
  APP_TOKEN: "smoke-test-token",
  CLUB_HOSTS: "127.0.0.1:*",
  PORT: String(port),
  HOST: "127.0.0.1",
  METRICS_PORT: String(metricsPort),
};
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
};

const refused = spawn(process.execPath, ["dist/server/main.js"], {
  cwd: out,
  env: { ...env, APP_TOKEN: "demo-castelvecchio" },
  stdio: ["ignore", "ignore", "pipe"],
});
let refusal = "";
refused.stderr.on("data", (chunk) => {
  refusal += chunk;
});
const refusedCode = await new Promise((done) => refused.on("exit", done));
check(
  refusedCode === 1 && /APP_TOKEN: "demo-castelvecchio" is a demo token/.test(refusal),
  "a demo token stops it",
);

const server = spawn(process.execPath, ["dist/server/main.js"], {
  cwd: out,
  env,
  stdio: ["ignore", "pipe", "pipe"],
});
let logs = "";
server.stdout.on("data", (chunk) => {
  logs += chunk;
});
server.stderr.on("data", (chunk) => process.stderr.write(chunk));
const base = `http://127.0.0.1:${port}`;
const deadline = Date.now() + 15_000;
for (;;) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {}
  if (Date.now() > deadline || server.exitCode !== null) {
    check(false, "the server starts from the bundle");
    break;
  }
  await new Promise((done) => setTimeout(done, 200));
}
try {
  check((await fetch(`${base}/healthz`)).status === 200, "/healthz 200");
  check((await fetch(`${base}/readyz`)).status === 200, "/readyz 200 (the platform answers)");
  const page = await fetch(`${base}/en/`);
  const html = await page.text();
  check(page.status === 200 && html.includes('name="club-bootstrap"'), "a page is served with its bootstrap");
  check(
    /frame-ancestors 'none'/.test(page.headers.get("content-security-policy") ?? ""),
    "the page has its CSP",
  );
  // React Router names the page's scripts as modulepreloads and in its inline module script.
  const script = html.match(/"(\/assets\/[^"]+\.js)"/)?.[1];
  const asset = script ? await fetch(`${base}${script}`) : null;
  check(
    asset?.status === 200 && /immutable/.test(asset.headers.get("cache-control") ?? ""),
    "assets are served",
  );
  const proxied = await fetch(`${base}/api/v2/config`, { headers: { "X-Request-Id": "smoke-1" } });
  check(
    proxied.status === 404 &&
      seen.some((call) => call.url === "/api/v2/config" && call.requestId === "smoke-1"),
    "/api is proxied with its X-Request-Id",
  );
  check((await fetch(`${base}/metrics`)).status === 404, "/metrics is not on the shop's port");
  const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  check(metrics.includes('route="/api/v2/config"'), "/metrics on METRICS_PORT counts requests by route");
  await new Promise((done) => setTimeout(done, 300));
  check(
    logs
      .split("\n")
      .some((line) => line.includes('"requestId":"smoke-1"') && line.includes('"route":"/api/v2/config"')),
    "a JSON request log line per request",
  );
} finally {
  server.kill("SIGTERM");
  const code = await new Promise((done) =>
    server.exitCode !== null ? done(server.exitCode) : server.on("exit", done),
  );
  check(code === 0, "SIGTERM stops it cleanly");
  platform.close();
}
if (failures.length) process.exit(1);
