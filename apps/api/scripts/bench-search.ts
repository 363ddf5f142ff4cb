#!/usr/bin/env -S npx tsx
// Search benchmark (issue 17): the demo platform on a scratch PostgreSQL database (TEST_DATABASE_URL names the
// server; the database is dropped after), its estate club grown to 5,000 items with varied profiles, then a mix of
// searches over HTTP — typo, words in each language, facets, sorts, an empty query — one at a time, after a warm-up.
// Prints p50/p95/p99 per kind and overall over HTTP (the target is p99 ≤ 50 ms), then the database's side: the
// search statement's execution time from EXPLAIN ANALYZE per kind (median of 20), so a figure taken on a loaded
// machine can be told apart from the statement's own cost. Prints `uptime`'s load with the figures.
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @club/api bench:search
//   BENCH_ITEMS=20000 BENCH_ROUNDS=100 ... (defaults 5000 and 60)
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { executeSearch, type Sort, searchStatement } from "../src/catalog/search.js";
import type { ItemKind } from "../src/db/schema/catalog.js";
import { DEMO } from "../src/seed/clubs.js";
import { startTestPlatform } from "../test/platform.js";
import { seedSearchCatalogue } from "../test/search-catalogue.js";

const ITEMS = Number(process.env.BENCH_ITEMS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
if (!process.env.TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL must name a PostgreSQL server");

const platform = await startTestPlatform("postgres", {}, { validateResponses: false });
try {
  const clubId = DEMO.estate.id;
  await seedSearchCatalogue(platform.db, clubId, ITEMS);

  const mix: Record<string, string> = {
    typo: "q=chanti",
    italian: "q=rovere",
    english: "q=casks&sort=price",
    grape: "q=nebbiolo&type=red",
    facets: "type=red,white&region=Toscana&vintage=2015,2016&sort=vintage-desc",
    price: "priceMin=1500&priceMax=3000&format=0.75&sort=price",
    "browse all": "sort=name",
  };
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(mix).map((kind) => [kind, []]));
  const once = async (query: string) => {
    const started = performance.now();
    const response = await platform.fetch(`/api/v2/search?${query}`);
    if (response.status !== 200) throw new Error(`${query}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    return performance.now() - started;
  };
  for (const query of Object.values(mix)) for (let i = 0; i < 5; i++) await once(query);
  for (let round = 0; round < ROUNDS; round++)
    for (const [kind, query] of Object.entries(mix)) times[kind]!.push(await once(query));

  const percentile = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  };
  const line = (label: string, values: number[]) =>
    console.log(
      `  ${label.padEnd(12)} p50 ${percentile(values, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(values, 95).toFixed(1).padStart(6)} ms   p99 ${percentile(values, 99).toFixed(1).padStart(6)} ms`,
    );
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(", ");
  console.log(
    `search on PostgreSQL, ${ITEMS} generated items + the demo's, ${ROUNDS} rounds of ${Object.keys(mix).length} searches over HTTP (load average ${load()})`,
  );
  for (const [kind, values] of Object.entries(times)) line(kind, values);
  line("all", Object.values(times).flat());

  // The same searches as the handler runs them, explained by PostgreSQL: its execution time, without HTTP, JSON or
  // the Node process's share of a busy CPU.
  console.log("the search statement's execution time (EXPLAIN ANALYZE, median of 20):");
  for (const [kind, query] of Object.entries(mix)) {
    const params = new URLSearchParams(query);
    const listOf = (name: string) => params.get(name)?.split(",");
    const q = params.get("q") ?? "";
    const statement = searchStatement({
      clubId,
      lang: "en",
      query: q,
      filters: {
        ...(listOf("type") ? { type: listOf("type") as ItemKind[] } : {}),
        ...(listOf("region") ? { region: listOf("region")! } : {}),
        ...(listOf("vintage") ? { vintage: listOf("vintage")!.map(Number) } : {}),
        ...(listOf("format") ? { format: listOf("format")!.map(Number) } : {}),
        ...(params.get("priceMin") ? { priceMin: Number(params.get("priceMin")) } : {}),
        ...(params.get("priceMax") ? { priceMax: Number(params.get("priceMax")) } : {}),
      },
      sort: (params.get("sort") as Sort | null) ?? (q ? "relevance" : "name"),
      limit: 24,
      offset: 0,
    });
    const runs: number[] = [];
    for (let i = 0; i < 20; i++) {
      const result = await executeSearch(platform.db, sql`explain (analyze, format json) ${statement}`);
      const [plan] = (
        result as unknown as { rows: Array<{ "QUERY PLAN": Array<{ "Execution Time": number }> }> }
      ).rows[0]!["QUERY PLAN"];
      runs.push(plan!["Execution Time"]);
    }
    console.log(`  ${kind.padEnd(12)} ${percentile(runs, 50).toFixed(1).padStart(6)} ms`);
  }
  console.log(`load average after: ${load()}`);
} finally {
  await platform.close();
}
