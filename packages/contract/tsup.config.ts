import { defineConfig } from "tsup";

// ESM and CommonJS, each with its own declarations, so both `import` and `require()` consumers resolve the contract.
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
