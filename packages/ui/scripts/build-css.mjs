// Builds the kit's CSS for apps that run their own Tailwind v4 build (the kit ships no compiled utilities: an
// app that loaded them beside its own would get every utility twice, and the later copy would win):
// - dist/tailwind.css: the bundled Quicksand @font-face rules (font files copied to dist/fonts/, no font CDN), the
//   design tokens (src/theme.css) and the base rules (src/base.css), as Tailwind source;
// - dist/theme.css: the tokens alone.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
const require = createRequire(import.meta.url);

rmSync(path.join(dist, "fonts"), { recursive: true, force: true });
rmSync(path.join(dist, "styles.css"), { force: true });
mkdirSync(path.join(dist, "fonts"), { recursive: true });

const fontDir = path.join(
  path.dirname(require.resolve("@fontsource-variable/quicksand/package.json")),
  "files",
);
const fontFaces = readFileSync(path.join(root, "src/fonts.css"), "utf8").replace(
  /url\("\.\.\/node_modules\/@fontsource-variable\/quicksand\/files\/([^"]+)"\)/g,
  (_match, file) => {
    copyFileSync(path.join(fontDir, file), path.join(dist, "fonts", file));
    return `url("./fonts/${file}")`;
  },
);
const theme = readFileSync(path.join(root, "src/theme.css"), "utf8");
const base = readFileSync(path.join(root, "src/base.css"), "utf8");

const output = [
  '/* @club/ui for an app\'s Tailwind v4 build: @import "tailwindcss"; @import "@club/ui/tailwind.css"; then @source the kit. */',
  fontFaces,
  theme,
  base,
].join("\n");
// Works offline: every url() is a file shipped beside the CSS, never a CDN.
for (const [, url] of output.matchAll(/url\(["']?([^"')]+)["']?\)/g)) {
  if (url.startsWith("data:")) continue;
  if (/^[a-z]+:|^\/\//i.test(url)) throw new Error(`dist/tailwind.css must not load ${url}`);
  readFileSync(path.join(dist, url));
}
writeFileSync(path.join(dist, "tailwind.css"), output);
copyFileSync(path.join(root, "src/theme.css"), path.join(dist, "theme.css"));
