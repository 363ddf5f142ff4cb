import { describe, expect, it, vi } from "vitest";
import { NUMBER_FORMATS_WORKER_PATH } from "../src/number-formats-worker";
import { createWebApp } from "./app";
import { fakePlatform, options } from "./test-fixtures";

const app = () => createWebApp(options(fakePlatform() as never));

describe("the number formats worker a server-rendered page starts", () => {
  it("is served as a script the browser may cache, and runs as a worker", async () => {
    const response = await app().request(`http://shop.test${NUMBER_FORMATS_WORKER_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    // Its text, run with a worker's global scope: it answers the page's message and ends.
    const scope = { onmessage: null as ((event: { data: unknown }) => void) | null, close: vi.fn() };
    new Function("self", await response.text())(scope);
    scope.onmessage?.({ data: "en" });
    expect(scope.close).toHaveBeenCalledOnce();
  });
});
