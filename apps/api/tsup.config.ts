import { defineConfig } from "tsup";

export default defineConfig({
  entry: { main: "src/main.ts", "seed-cli": "src/seed-cli.ts", "club-cli": "src/club-cli.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  sourcemap: true,
  clean: true,
  // Dependencies stay in node_modules; the contract YAML is read at run time from @club/api-client.
  skipNodeModulesBundle: true,
});
