import { defineConfig } from "tsup";

// ESM for bundlers and `import`, CommonJS for `require()` (Node projects compiled to CommonJS), each with its
// declarations. The contract package stays an import of its own, so its types are shared, not copied.
export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: "es2022",
  platform: "neutral",
});
