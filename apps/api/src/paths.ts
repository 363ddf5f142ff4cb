import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The apps/api folder, found from this module whether it runs from src/ (tsx, vitest) or from the dist/ bundle. */
export const packageRoot = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error("apps/api package.json not found");
    dir = parent;
  }
  return dir;
})();

export const migrationsFolder = join(packageRoot, "migrations");
export const publicFolder = join(packageRoot, "public");
