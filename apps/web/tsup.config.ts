import { defineConfig } from "tsup";

// The production server: one ESM file; node_modules stay external, workspace packages are bundled. The pages are
// React Router's build (`dist/framework`), loaded at start.
export default defineConfig({
  entry: { main: "server/main.ts" },
  outDir: "dist/server",
  format: ["esm"],
  platform: "node",
  target: "node20",
  sourcemap: true,
  clean: true,
  noExternal: [/^@club\//],
  external: ["react", "react-dom", "react/jsx-runtime"],
});
