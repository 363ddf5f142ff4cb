import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { createWebApp } from "./app";
import { catalog, catalogPlatform } from "./ssr-fixtures";
import { options } from "./test-fixtures";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** The fake platform, with a product at every id. */
function everyProduct() {
  const answers = catalog();
  const product = answers["/api/v2/shop-pages/7/shops/3/shop-items/42"] as Record<string, unknown>;
  const base = catalogPlatform(answers);
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const id = url.pathname.match(/^\/api\/v2\/shop-pages\/cellar\/shops\/3\/shop-items\/(\d+)$/)?.[1];
    if (id) return Response.json({ ...product, id, title: `Chianti ${id}` });
    return base(input, init);
  };
}

const timers = () => process.getActiveResourcesInfo().filter((name) => name === "Timeout").length;
const heap = async () => {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
};

describe("what a render leaves behind", () => {
  it("no timer and no growing memory, however many pages were rendered", async () => {
    const server = createWebApp(options(everyProduct() as never));
    const view = async (id: number) => {
      const response = await server.request(`http://shop.test/en/shop-pages/cellar/shops/3/products/${id}`);
      expect(await response.text()).toContain(`Chianti ${id}`);
    };
    // The first pages load the screens' code and warm the process.
    for (let id = 1; id <= 5; id++) await view(id);
    const before = { timers: timers(), heap: await heap() };
    for (let id = 100; id < 200; id++) await view(id);
    const after = { timers: timers(), heap: await heap() };
    expect(after.timers - before.timers).toBeLessThanOrEqual(2);
    // Nothing of a render outlives it; a few MiB are V8's own (code, its caches).
    expect((after.heap - before.heap) / 2 ** 20).toBeLessThan(7);
  }, 60_000);
});
