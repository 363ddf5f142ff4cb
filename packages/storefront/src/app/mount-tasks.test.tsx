import { afterEach, describe, expect, it, vi } from "vitest";
import { mountInTest } from "../test/mount-in-test";

/** For each start of a first screen: whether a task had run since the mount began. */
const firstScreenStarts: boolean[] = [];
let taskRan = false;

vi.mock("../router/preload", async (importOriginal) => {
  const original = await importOriginal<typeof import("../router/preload")>();
  return {
    ...original,
    createRoutePreloader: (...args: Parameters<typeof original.createRoutePreloader>) => {
      const preload = original.createRoutePreloader(...args);
      return (location: Parameters<typeof preload>[0]) => {
        firstScreenStarts.push(taskRan);
        return preload(location);
      };
    },
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
  firstScreenStarts.length = 0;
});

describe("a page the browser renders", () => {
  it("starts its first screen in a task after the one that creates the storefront", async () => {
    globalThis.history.replaceState(null, "", "/en/shop-pages/7/checkout");
    vi.stubGlobal("fetch", async () => Response.json({ code: "NOT_FOUND" }, { status: 404 }));
    document.body.innerHTML = `<div id="root"></div>`;
    taskRan = false;
    const mounted = mountInTest(document.getElementById("root") as HTMLElement, {
      appToken: "demo",
      language: "en",
      apiBaseUrl: "http://platform.test",
    });
    // A task queued now runs before any the start queues: the first screen starts after it only if the start yields.
    setTimeout(() => {
      taskRan = true;
    }, 0);
    await mounted;
    expect(firstScreenStarts).toEqual([true]);
  });
});
