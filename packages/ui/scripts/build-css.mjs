// Builds dist/styles.css: the Tailwind v4 compile of src/styles.css, preceded by the bundled
// Quicksand @font-face rules whose font files are copied to dist/fonts/ (no font CDN), and dist/theme.css.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
const require = createRequire(import.meta.url);

mkdirSync(path.join(dist, "fonts"), { recursive: true });

const tailwind = path.join(path.dirname(require.resolve("@tailwindcss/cli/package.json")), "dist/index.mjs");
const compiledPath = path.join(dist, "tailwind.tmp.css");
execFileSync(process.execPath, [tailwind, "-i", "src/styles.css", "-o", compiledPath, "--minify"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
});

const fontsCss = readFileSync(path.join(root, "src/fonts.css"), "utf8");
const fontDir = path.join(
  path.dirname(require.resolve("@fontsource-variable/quicksand/package.json")),
  "files",
);
const rewritten = fontsCss.replace(
  /url\("\.\.\/node_modules\/@fontsource-variable\/quicksand\/files\/([^"]+)"\)/g,
  (_match, file) => {
    copyFileSync(path.join(fontDir, file), path.join(dist, "fonts", file));
    return `url("./fonts/${file}")`;
  },
);
const fontFaces = rewritten
  .replace(/\/\*[\s\S]*?\*\//g, "")
  .replace(/\s*\n\s*/g, " ")
  .trim();

// The token layer alone, for apps that run their own Tailwind build (`@import "@club/ui/theme.css"`).
copyFileSync(path.join(root, "src/theme.css"), path.join(dist, "theme.css"));

const compiled = readFileSync(compiledPath, "utf8");
const output = `${fontFaces}\n${compiled}`;
// Works offline: every url() is a file shipped beside the CSS, never a CDN.
for (const [, url] of output.matchAll(/url\(["']?([^"')]+)["']?\)/g)) {
  if (url.startsWith("data:")) continue;
  if (/^[a-z]+:|^\/\//i.test(url)) throw new Error(`dist/styles.css must not load ${url}`);
  readFileSync(path.join(dist, url));
}
writeFileSync(path.join(dist, "styles.css"), output);
rmSync(compiledPath, { force: true });
console.log(`dist/styles.css: ${(Buffer.byteLength(fontFaces) + Buffer.byteLength(compiled)) / 1000} kB`);
