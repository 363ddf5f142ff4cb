import type { ClubBootstrap } from "../app/bootstrap";
import { createRuntime, type StorefrontRuntime } from "../app/runtime";
import { memoryStore } from "../session/storage";

/**
 * A storefront runtime on a fake platform (`fetch`), with storage in memory, as the checkout page would have it:
 * no retries, so a failure shows at once.
 */
export function checkoutRuntime(fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const runtime: StorefrontRuntime = createRuntime({
    bootstrap: { appToken: "demo" },
    local: memoryStore(),
    sessionStore: memoryStore(),
    fetch: fetch as never,
    currentPath: () => "/en/shop-pages/cantina/checkout",
  });
  runtime.queryClient.setDefaultOptions({ queries: { retry: false } });
  return runtime;
}

/**
 * A storefront runtime at the home with the club's preview data and no platform (every read fails): for the head,
 * whose data a test puts in the cache as the routes' preloads would.
 */
export function headRuntime(meta: ClubBootstrap["meta"]) {
  return createRuntime({
    bootstrap: { appToken: "demo", meta },
    local: memoryStore(),
    sessionStore: memoryStore(),
    fetch: (() => Promise.reject(new Error("no platform here"))) as never,
    currentPath: () => "/en/",
  });
}
