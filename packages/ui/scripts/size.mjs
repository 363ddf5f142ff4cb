// Prints the kit's size: raw and gzip of all its JavaScript (every entry and shared chunk of dist/, what an app
// that uses every component ships), of dist/tailwind.css, and the font files. (The kit ships no compiled CSS: the
// app's Tailwind build emits the utilities its screens and the kit's components use.)
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const rows = [];
const javascript = Buffer.concat(
  readdirSync(dist, { recursive: true })
    .filter((file) => String(file).endsWith(".js"))
    .map((file) => readFileSync(path.join(dist, String(file)))),
);
rows.push({
  file: "*.js (all entries and chunks)",
  raw: kb(javascript.length),
  gzip: kb(gzipSync(javascript, { level: 9 }).length),
});
for (const file of ["tailwind.css"]) {
  const data = readFileSync(path.join(dist, file));
  rows.push({ file, raw: kb(data.length), gzip: kb(gzipSync(data, { level: 9 }).length) });
}
for (const file of readdirSync(path.join(dist, "fonts"))) {
  const data = readFileSync(path.join(dist, "fonts", file));
  rows.push({ file: `fonts/${file}`, raw: kb(data.length), gzip: "(woff2, already compressed)" });
}
console.table(rows);
