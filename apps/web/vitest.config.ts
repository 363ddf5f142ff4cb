import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Unit tests of the production server, of the page's own startup code and of the build's plugins (node), and
// `npm start` (the repository's demo script, run on the built platform and server: scripts/npm-start.test.ts). The end-to-end journeys have their own config: e2e/vitest.config.ts.
// The server renders the storefront's screens, whose messages are Lingui macros: compiled here as in the build.
export default defineConfig({
  plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } })],
  test: {
    environment: "node",
    include: [
      "server/**/*.test.ts",
      "server/**/*.test.tsx",
      "src/**/*.test.ts",
      "scripts/**/*.test.ts",
      "build/**/*.test.ts",
    ],
  },
});
