import { defineConfig } from "vitest/config";

// Unit tests of the production server (node). The end-to-end journeys have their own config: e2e/vitest.config.ts.
export default defineConfig({
  test: {
    environment: "node",
    include: ["server/**/*.test.ts"],
  },
});
