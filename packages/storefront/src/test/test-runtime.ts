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
