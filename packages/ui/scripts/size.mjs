// Prints the kit's size: raw and gzip of dist/index.js, and the font files. (The kit ships no compiled CSS: the
// app's Tailwind build emits the utilities its screens and the kit's components use.)
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const rows = [];
for (const file of ["index.js", "tailwind.css"]) {
  const data = readFileSync(path.join(dist, file));
  rows.push({ file, raw: kb(data.length), gzip: kb(gzipSync(data, { level: 9 }).length) });
}
for (const file of readdirSync(path.join(dist, "fonts"))) {
  const data = readFileSync(path.join(dist, "fonts", file));
  rows.push({ file: `fonts/${file}`, raw: kb(data.length), gzip: "(woff2, already compressed)" });
}
console.table(rows);
