import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MANIFEST, type RouteManifest, type ScreenRoute } from "@club/storefront/routes";
import { describe, expect, it } from "vitest";
import { createPreloads } from "./preloads";

const src = "../../packages/storefront/src";

/** A client build's Vite manifest: the entry, a screen chunk and its shared import, the catalogs. */
function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "preloads-"));
  mkdirSync(join(dir, ".vite"));
  const chunks = {
    "index.html": { file: "assets/index.js", isEntry: true, imports: ["_react.js"] },
    "_react.js": { file: "assets/react.js" },
    "_form.js": { file: "assets/form.js", imports: ["_react.js"] },
    [`${src}/screens/home/HomeScreen.tsx`]: { file: "assets/HomeScreen.js", imports: ["index.html"] },
    [`${src}/screens/wishlist/WishlistScreen.tsx`]: {
      file: "assets/WishlistScreen.js",
      imports: ["index.html", "_form.js"],
    },
    "../../packages/api-client/dist/transport-AB12CD.js": {
      file: "assets/transport.js",
      isDynamicEntry: true,
    },
    [`${src}/locales/en/areas/core.ts`]: { file: "assets/core-en.js" },
    [`${src}/locales/en/areas/account.ts`]: { file: "assets/account-en.js" },
    // The shell's idle parts (IDLE_PARTS): the drawer shares the form chunk with the wishlist.
    [`${src}/shell/ShellDrawer.tsx`]: { file: "assets/ShellDrawer.js", imports: ["index.html", "_form.js"] },
    [`${src}/cart/cart-sheet.tsx`]: { file: "assets/cart-sheet.js", imports: ["index.html", "_dialog.js"] },
    "_dialog.js": { file: "assets/dialog.js", imports: ["_react.js"] },
    [`${src}/locales/en/areas/extras.ts`]: { file: "assets/extras-en.js" },
  };
  writeFileSync(join(dir, ".vite", "manifest.json"), JSON.stringify(chunks));
  return dir;
}

// A screen added to the route manifest, and nothing else.
const wishlist: ScreenRoute = {
  path: "wishlist/:listId",
  area: "account",
  rendering: "browser",
  personal: true,
  module: "screens/wishlist/WishlistScreen.tsx",
  component: { preload: async () => () => null, loaded: () => undefined },
};
const withWishlist: RouteManifest = [...MANIFEST, wishlist];

describe("modulepreloads from the route manifest", () => {
  it("names an added screen's chunk, its imports and its area's catalog, beside the core's", () => {
    const preloads = createPreloads(clientDir(), withWishlist);
    expect(preloads.forPage("/en/wishlist/12", "en").sort()).toEqual([
      "/assets/WishlistScreen.js",
      "/assets/account-en.js",
      "/assets/core-en.js",
      "/assets/form.js",
      // Rendered in the browser: it reads its data before it shows, with the SDK's request code.
      "/assets/transport.js",
    ]);
  });

  it("names no screen chunk for an address the manifest does not list, only the core catalog", () => {
    const preloads = createPreloads(clientDir());
    expect(preloads.forPage("/en/wishlist/12", "en")).toEqual(["/assets/core-en.js"]);
    // Server-rendered: its data is in the page, the request code loads with the first request after hydration.
    expect(preloads.forPage("/en/", "en").sort()).toEqual(["/assets/HomeScreen.js", "/assets/core-en.js"]);
  });
});

describe("the shell's idle parts", () => {
  it("names the drawer's and the cart sheet's chunks and catalog that neither the entry nor the page loads", () => {
    const preloads = createPreloads(clientDir(), withWishlist);
    expect(preloads.later("en", preloads.forPage("/en/wishlist/12", "en")).sort()).toEqual([
      "/assets/ShellDrawer.js",
      "/assets/cart-sheet.js",
      "/assets/dialog.js",
      "/assets/extras-en.js",
    ]);
    expect(preloads.later("en", preloads.forPage("/en/", "en"))).toContain("/assets/form.js");
  });
});
