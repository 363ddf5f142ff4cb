import { defineConfig } from "@lingui/cli";

// The Lingui macros are compiled here too (they live in @club/storefront, whose own config extracts the catalogs).
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "it"],
  catalogs: [],
});
