import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    main: "src/main.ts",
    "migrate-cli": "src/migrate-cli.ts",
    "seed-demo-cli": "src/seed-demo-cli.ts",
    "club-cli": "src/club-cli.ts",
  },
  format: ["esm"],
  platform: "node",
  target: "node20",
  sourcemap: true,
  clean: true,
  // Dependencies stay in node_modules; the contract YAML is read at run time from @club/contract.
  skipNodeModulesBundle: true,
});
