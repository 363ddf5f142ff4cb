import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { lazyComponent } from "../app/lazy-component";
import { createRoutePreloader, type RouteHandle } from "./preload";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("route preload (no fetch waterfalls)", () => {
  it("starts every matched route's code and data at once, and resolves when all are there", async () => {
    const started: string[] = [];
    const code = deferred();
    const data = deferred();
    const screen = lazyComponent(async () => {
      started.push("code");
      await code.promise;
      return () => null;
    });
    const parentData: RouteHandle = {
      preload: ({ language }) => {
        started.push(`parent:${language}`);
        return Promise.resolve();
      },
    };
    const childHandle: RouteHandle = {
      preload: ({ params }) =>
        Promise.all([
          screen.preload(),
          (async () => {
            started.push(`data:${params.shopPageId}`);
            await data.promise;
          })(),
        ]),
    };
    const routes: RouteObject[] = [
      {
        path: "/:lang",
        handle: parentData,
        children: [{ path: "shop-pages/:shopPageId", handle: childHandle }],
      },
    ];
    const preload = createRoutePreloader(routes);
    const ready = preload({ key: "a", pathname: "/it/shop-pages/cantina" });
    expect(started).toEqual(["parent:it", "code", "data:cantina"]);
    expect(ready.status).toBeUndefined();
    code.resolve();
    await Promise.resolve();
    expect(ready.status).toBeUndefined();
    data.resolve();
    await ready;
    expect(ready.status).toBe("fulfilled");
    expect(screen.loaded()).toBeTypeOf("function");
    // The same location asks nothing again (a re-render during a transition must not suspend).
    expect(preload({ key: "a", pathname: "/it/shop-pages/cantina" })).toBe(ready);
  });

  it("preloads nothing under an unknown language and never rejects", async () => {
    const calls: string[] = [];
    const routes: RouteObject[] = [
      {
        path: "/:lang",
        handle: {
          preload: () => {
            calls.push("lang");
            return Promise.reject(new Error("offline"));
          },
        } satisfies RouteHandle,
      },
    ];
    const preload = createRoutePreloader(routes);
    await preload({ key: "x", pathname: "/xx" });
    expect(calls).toEqual([]);
    const failed = preload({ key: "y", pathname: "/en" });
    await expect(failed).resolves.toBeUndefined();
    expect(calls).toEqual(["lang"]);
  });
});

describe("lazyComponent", () => {
  it("loads its code once, and again after a failed load", async () => {
    let loads = 0;
    let fail = true;
    const screen = lazyComponent(async () => {
      loads += 1;
      if (fail) throw new Error("chunk gone");
      return () => null;
    });
    await expect(screen.preload()).rejects.toThrow("chunk gone");
    fail = false;
    await screen.preload();
    await screen.preload();
    expect(loads).toBe(2);
    expect(screen.loaded()).toBeTypeOf("function");
  });
});
