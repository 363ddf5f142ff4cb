import { describe, expect, it } from "vitest";
import { createPlatformReader } from "./platform";

const shopPages = Array.from({ length: 10 }, (_, index) => ({ id: `p${index}` }));

/** A platform answering each shop page with one shop of two items; `slow` ones never answer before the timeout. */
function platform(slow: ReadonlySet<string> = new Set()) {
  let inFlight = 0;
  const seen = { most: 0, reads: [] as string[] };
  const fetch = async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    const id = new URL(request.url).pathname.split("/").at(-1) ?? "";
    seen.reads.push(id);
    inFlight += 1;
    seen.most = Math.max(seen.most, inFlight);
    try {
      if (slow.has(id))
        await new Promise((_, reject) =>
          request.signal.addEventListener("abort", () => reject(request.signal.reason)),
        );
      await new Promise((resolve) => setTimeout(resolve, 5));
      const items = ["a", "b"].map((item) => ({ id: `${id}-${item}`, shopId: `${id}-shop`, title: item }));
      return Response.json({ id, slug: id, shops: [{ id: `${id}-shop`, title: "Shop", items }] });
    } finally {
      inFlight -= 1;
    }
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

const readerOf = (fetch: typeof globalThis.fetch) =>
  createPlatformReader({ apiOrigin: "http://platform.test", appToken: "demo", timeoutMs: 100, fetch });

describe("the sitemap's shop page reads", () => {
  it("reads every shop page's items a few at a time, keeping only their addresses", async () => {
    const { fetch, seen } = platform();
    const items = await readerOf(fetch).shopPageItems("shop.test", "en", shopPages);
    expect([...items.keys()]).toEqual(shopPages.map(({ id }) => id));
    expect(items.get("p3")).toEqual([
      { id: "p3-a", shopId: "p3-shop" },
      { id: "p3-b", shopId: "p3-shop" },
    ]);
    expect(seen.most).toBe(4);
    expect(seen.reads).toHaveLength(10);
  });

  it("keeps a whole round as long as the club's read, and asks again after a page failed", async () => {
    const whole = platform();
    const reader = readerOf(whole.fetch);
    await reader.shopPageItems("shop.test", "en", shopPages);
    await reader.shopPageItems("shop.test", "en", shopPages);
    expect(whole.seen.reads).toHaveLength(10);

    const slow = platform(new Set(["p2"]));
    const failing = readerOf(slow.fetch);
    const items = await failing.shopPageItems("shop.test", "en", shopPages);
    // The page past the timeout is left out, the others listed.
    expect(items.has("p2")).toBe(false);
    expect(items.size).toBe(9);
    await failing.shopPageItems("shop.test", "en", shopPages);
    expect(slow.seen.reads).toHaveLength(20);
  });
});
