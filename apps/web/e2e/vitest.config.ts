import { defineConfig } from "vitest/config";

// End-to-end journeys in Debian's Chromium against the real platform (apps/api, fresh PGlite) and the built
// server. Builds nothing: run after `pnpm build` (turbo's test depends on build).
// Two files at a time: a journey mostly waits (on the browser, the servers, a debounce), so two of them share the
// two cores well. Journeys on the shared platform keep to their own visitors, members and carts, or only read the
// demo's; those that change a club's settings (Stripe, the bot check) or need untouched data (the screenshots) run
// a platform of their own.
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/setup/global-setup.ts"],
    environment: "node",
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
