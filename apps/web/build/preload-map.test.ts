import type { Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { preloadMap } from "./preload-map";

const chunk = (fileName: string, imports: string[], isEntry = false) => ({
  type: "chunk" as const,
  fileName,
  imports,
  isEntry,
});
// An entry with its shared chunks, and a screen whose own import is not the entry's.
const bundle = {
  "assets/index.js": chunk("assets/index.js", ["assets/react.js", "assets/query.js"], true),
  "assets/react.js": chunk("assets/react.js", []),
  "assets/query.js": chunk("assets/query.js", ["assets/react.js"]),
  "assets/ShopScreen.js": chunk("assets/ShopScreen.js", ["assets/react.js", "assets/grid.js"]),
  "assets/grid.js": chunk("assets/grid.js", ["assets/react.js"]),
  "assets/index.css": { type: "asset" as const, fileName: "assets/index.css" },
} as unknown as Rolldown.OutputBundle;

function afterBundle() {
  const map = preloadMap();
  const handler = map.plugin.generateBundle as {
    handler: (options: unknown, bundle: Rolldown.OutputBundle) => void;
  };
  handler.handler({}, bundle);
  return map;
}

describe("the preload map", () => {
  it("leaves out of a dynamic import's preloads what the entry has loaded already", () => {
    const deps = ["assets/ShopScreen.js", "assets/react.js", "assets/grid.js", "assets/query.js"];
    expect(
      afterBundle().resolveDependencies("assets/ShopScreen.js", deps, {
        hostId: "assets/index.js",
        hostType: "js",
      }),
    ).toEqual(["assets/ShopScreen.js", "assets/grid.js"]);
  });

  it("leaves out what the importing chunk has loaded with itself", () => {
    // The shop screen imports the grid statically; a dialog it opens needs the grid and a chunk of its own.
    const deps = ["assets/Dialog.js", "assets/grid.js", "assets/dialog-parts.js", "assets/react.js"];
    expect(
      afterBundle().resolveDependencies("assets/Dialog.js", deps, {
        hostId: "assets/ShopScreen.js",
        hostType: "js",
      }),
    ).toEqual(["assets/Dialog.js", "assets/dialog-parts.js"]);
  });

  it("keeps every chunk of the page's own modulepreload links, and all of them before the bundle is known", () => {
    const deps = ["assets/react.js", "assets/query.js"];
    expect(
      afterBundle().resolveDependencies("assets/index.js", deps, { hostId: "index.html", hostType: "html" }),
    ).toEqual(deps);
    expect(
      preloadMap().resolveDependencies("assets/ShopScreen.js", deps, {
        hostId: "assets/index.js",
        hostType: "js",
      }),
    ).toEqual(deps);
  });
});
