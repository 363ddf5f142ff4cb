#!/usr/bin/env node
// Rewrites the screenshot baselines (e2e/screens/*.png) from the built storefront: runs only the screens journey,
// in the mode that writes the pictures instead of comparing them. Build first (`pnpm build` at the root), then look
// at the changed pictures (`git diff --stat e2e/screens`) before committing them.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const webRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const started = Date.now();
const run = spawnSync(
  process.execPath,
  [
    join(webRoot, "node_modules/vitest/vitest.mjs"),
    "run",
    "--config",
    "e2e/vitest.config.ts",
    "e2e/screens.e2e.ts",
  ],
  { cwd: webRoot, stdio: "inherit", env: { ...process.env, UPDATE_SCREENS: "1" } },
);
if (run.status !== 0) {
  console.error("\nThe screens journey failed: no baseline is trustworthy until it passes.");
  process.exit(run.status ?? 1);
}
const pictures = readdirSync(join(webRoot, "e2e/screens")).filter((file) => file.endsWith(".png"));
console.log(
  `\n${pictures.length} baselines written to apps/web/e2e/screens in ${Math.round((Date.now() - started) / 1000)} s: ` +
    "review them (git diff --stat apps/web/e2e/screens) and commit.",
);
