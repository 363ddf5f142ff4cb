import { readdirSync } from "node:fs";
import { defineConfig } from "tsup";

// One entry per component, icon and theme module beside the barrel (`src/index.ts`): the published `dist/` keeps
// the kit's module structure, so an app's bundler can put each component into the chunk of the screens that use
// it — importing `@club/ui` or a subpath such as `@club/ui/components/Button` — without reading the kit's sources.
// Shared code lands in `dist/chunk-*.js`, imported by the entries.
const modulesIn = (dir: string) =>
  readdirSync(`src/${dir}`)
    .filter(
      (file) =>
        /^[A-Za-z]+\.tsx?$/.test(file) && !/\.(stories|test)\.tsx?$/.test(file) && file !== "index.ts",
    )
    .map((file) => `src/${dir}/${file}`);

export default defineConfig({
  entry: [
    "src/index.ts",
    ...modulesIn("components"),
    ...modulesIn("components/icons"),
    "src/components/icons/index.ts",
    "src/lib/cn.ts",
    ...modulesIn("theme"),
  ],
  outDir: "dist",
  format: ["esm"],
  splitting: true,
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  external: ["react", "react-dom", "react/jsx-runtime"],
});
