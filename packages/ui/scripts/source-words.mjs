import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const repo = join(dirname(fileURLToPath(import.meta.url)), "../../..");
/** Where classes are written: the kit, the storefront and the web app. */
const SOURCES = ["packages/ui/src", "packages/storefront/src", "apps/web/src"];

/** Every word of every string literal in the sources that could be a class (a superset: prose words too). */
export function sourceWords() {
  const files = execFileSync("git", ["ls-files", ...SOURCES], { cwd: repo, encoding: "utf8" })
    .split("\n")
    // A file deleted in the working tree but not yet in a commit is still listed.
    .filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith(".gen.ts") && existsSync(join(repo, file)));
  const words = new Set();
  for (const file of files) {
    const text = readFileSync(join(repo, file), "utf8");
    for (const literal of text.matchAll(/"([^"\\\n]*)"|'([^'\\\n]*)'|`([^`\\]*)`/g))
      for (const word of (literal[1] ?? literal[2] ?? literal[3]).split(/\s+/))
        if (/^[!a-z0-9:_\-[\]/.()%#&>*=,@+]{2,}$/i.test(word) && !word.includes("${")) words.add(word);
  }
  return [...words].sort();
}
