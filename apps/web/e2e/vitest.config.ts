import { defineConfig } from "vitest/config";

// End-to-end journeys in Debian's Chromium against the real platform (apps/api, on PostgreSQL when E2E_DATABASE_URL or TEST_DATABASE_URL names a server, else PGlite) and the built server.
// Builds nothing: run after `pnpm build` (turbo's test depends on build).
// Global setup seeds the demo once; the shared platform and every platform of its own start on a copy of that seed.
// Journeys on the shared platform keep to their own visitors, members (setup/members.ts) and carts, or only read the
// demo's; those that change a club's settings (Stripe, the bot check) or need untouched data (the screenshots) run
// a platform of their own.
// Three files at a time: a journey mostly waits (on the browser, the servers, a debounce), so three of them share
// the two cores well. A worker runs its files in one module graph (`isolate: false`) so that they share its browser
// (setup/browser.ts `workerBrowser`); each journey has its own browser context.
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/setup/global-setup.ts"],
    // Each file's CPU when E2E_FILE_CPU names a file to append it to (scripts/e2e-cpu.mjs sets it).
    setupFiles: ["e2e/setup/file-cpu.ts"],
    environment: "node",
    testTimeout: 90_000,
    // A poll waits on a condition of the page or the platform (a request answered, an email in the outbox): on a
    // loaded 2-core machine Vitest's default second is too short (the bot check's forms missed it at load 18).
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 3,
    isolate: false,
    // In CI a journey that fails is run once more before it counts (Vitest reports it as retried): a 2-core machine
    // shared with three platforms and Chromium sometimes misses a 30 s wait. Locally a failure fails at once.
    retry: process.env.CI ? 1 : 0,
  },
});
