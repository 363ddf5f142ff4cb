#!/usr/bin/env node
// Catalogue import benchmark (issue 14): writes a 5,000-item CSV, then times the built `club` command line on a fresh
// database: creating the club, the dry run, the import, and the same import again (all updates). PGlite in a temp
// folder; PostgreSQL too when TEST_DATABASE_URL names a server (a scratch database, dropped after).
//
//   pnpm --filter @club/api build && pnpm --filter @club/api bench:import
//   BENCH_ITEMS=20000 TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @club/api bench:import
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const ITEMS = Number(process.env.BENCH_ITEMS ?? 5000);
const cli = fileURLToPath(new URL("../dist/club-cli.js", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "club-import-bench-"));

const header =
  "shop_page,shop_page_title_it,shop_page_title_en,currency,shop,shop_title_it,shop_title_en,item,product_type," +
  "title_it,title_en,description_it,description_en,format,weight,price,compare_at_price,stock,max_per_order," +
  "image_url,image_alt_it,image_alt_en,image_width,image_height";
const lines = [header];
// 5 shop pages, 50 shops (shop i%50 is always on page i%5, as a shop belongs to one page), a picture per item.
for (let i = 0; i < ITEMS; i++) {
  const page = `pagina-${i % 5}`;
  const shop = `negozio-${i % 50}`;
  const wine = i % 3 !== 0;
  lines.push(
    [
      page,
      `Pagina ${i % 5}`,
      `Page ${i % 5}`,
      "EUR",
      shop,
      `Negozio ${i % 50}`,
      `Shop ${i % 50}`,
      `articolo-${i}`,
      wine ? "wine" : "food",
      `Articolo ${i}`,
      `Item ${i}`,
      `"Descrizione dell'articolo ${i}, con virgola"`,
      `"Description of item ${i}, with a comma"`,
      wine ? "0.75" : "",
      wine ? "" : "500",
      `${5 + (i % 90)}.${String(i % 100).padStart(2, "0")}`,
      "",
      String(i % 200),
      "",
      `https://cdn.example/items/${i}.jpg`,
      `Foto ${i}`,
      `Photo ${i}`,
      "800",
      "1200",
    ].join(","),
  );
}
const csv = join(work, "catalogue.csv");
writeFileSync(csv, `${lines.join("\n")}\n`);

function run(env, ...args) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [cli, ...args], {
    env: { ...process.env, ...env, LOG_LEVEL: "silent" },
    encoding: "utf8",
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`club ${args.join(" ")} failed:\n${result.stderr}`);
  return { ms, out: result.stdout.trim() };
}

function bench(label, env) {
  const create = run(
    env,
    "create",
    "bench",
    "--name",
    "Bench",
    "--title-it",
    "Bench",
    "--title-en",
    "Bench",
    "--host",
    "localhost:*",
  );
  const dry = run(env, "import", "bench", csv, "--dry-run");
  const first = run(env, "import", "bench", csv);
  const again = run(env, "import", "bench", csv);
  console.log(`${label}: ${ITEMS} items`);
  console.log(`  create club (process start + migrations) ${create.ms.toFixed(0)} ms`);
  console.log(`  dry run                                   ${dry.ms.toFixed(0)} ms  (${dry.out})`);
  console.log(`  import                                    ${first.ms.toFixed(0)} ms  (${first.out})`);
  console.log(`  import again (all updates)                ${again.ms.toFixed(0)} ms`);
}

try {
  bench("PGlite", { DATA_DIR: join(work, "pglite"), DATABASE_URL: "" });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `club_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      bench("PostgreSQL", { DATABASE_URL: url.toString() });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
