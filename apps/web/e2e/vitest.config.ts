import { defineConfig } from "vitest/config";

// End-to-end journeys in Debian's Chromium against the real platform (apps/api, fresh PGlite) and the built
// server. Builds nothing: run after `pnpm build` (turbo's test depends on build).
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/setup/global-setup.ts"],
    environment: "node",
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
});
