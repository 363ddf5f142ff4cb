// Writes the configuration reference of README.md and .env.example from server/config.ts; `--check` only
// reports (exit 1) when either is out of date, for lint.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { envExample, withReferenceTable } from "../server/config-docs";

const root = join(import.meta.dirname, "..");
const check = process.argv.includes("--check");
const files = [
  { path: join(root, "README.md"), render: (current: string) => withReferenceTable(current) },
  { path: join(root, ".env.example"), render: () => envExample() },
];
let stale = 0;
for (const { path, render } of files) {
  let current = "";
  try {
    current = readFileSync(path, "utf8");
  } catch {}
  const next = render(current);
  if (next === current) continue;
  if (check) {
    console.error(`${path} is out of date: run \`pnpm --filter @club/web config:docs\``);
    stale++;
  } else writeFileSync(path, next);
}
process.exit(stale ? 1 : 0);
