import { defineConfig } from "tsup";

// ESM for bundlers and `import`, CommonJS for `require()` (Node projects compiled to CommonJS), each with its
// declarations. The contract package stays an import of its own, so its types are shared, not copied.
// The SDK's parts are entries too: the ES build's index then re-exports them from modules of their own, so an app's
// bundler can put each in the chunk that uses it (the cart queue with the cart, the coupon lookup with checkout)
// instead of shipping the whole SDK with the first screen.
export default defineConfig({
  entry: [
    "src/index.ts",
    "src/client.ts",
    "src/cart-queue.ts",
    "src/coupon-lookup.ts",
    "src/latest-lookup.ts",
  ],
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: "es2022",
  platform: "neutral",
});
