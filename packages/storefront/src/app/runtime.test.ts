import { ApiError } from "@club/api-client";
import { describe, expect, it, vi } from "vitest";
import { memoryStore } from "../session/storage";
import { createRuntime, shouldRetry } from "./runtime";

describe("reads are retried only when a second ask can help", () => {
  it("never retries a 4xx answer, retries a server or network failure once", () => {
    expect(shouldRetry(0, new ApiError(404, { code: "NOT_FOUND" }))).toBe(false);
    expect(shouldRetry(0, new ApiError(400, { code: "VALIDATION" }))).toBe(false);
    expect(shouldRetry(0, new ApiError(503, {}))).toBe(true);
    expect(shouldRetry(0, new TypeError("fetch failed"))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, {}))).toBe(false);
  });

  it("asks the platform once for a missing order, even when the screen mounts after the preload failed", async () => {
    const fetch = vi.fn(async () => Response.json({ code: "NOT_FOUND", message: "" }, { status: 404 }));
    const runtime = createRuntime({
      bootstrap: { appToken: "demo" },
      local: memoryStore(),
      sessionStore: memoryStore(),
      fetch: fetch as never,
      currentPath: () => "/en/public/expenses/nope",
    });
    const options = {
      queryKey: ["public-expense", "en", "nope"],
      queryFn: () =>
        runtime.api("en").GET("/api/v2/public/expenses/{expensePublicId}", {
          params: { path: { expensePublicId: "nope" } },
        }),
    };
    await expect(runtime.queryClient.ensureQueryData(options)).rejects.toMatchObject({ status: 404 });
    // The screen's useQuery mounting on the failed query (what an observer does on mount).
    const { QueryObserver } = await import("@tanstack/react-query");
    const observer = new QueryObserver(runtime.queryClient, options);
    const unsubscribe = observer.subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    unsubscribe();
    expect(observer.getCurrentResult().status).toBe("error");
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
