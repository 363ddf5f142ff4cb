import { waitFor } from "@testing-library/react";
import { expect } from "vitest";
import type { StorefrontRuntime } from "../app/runtime";

/** How the platform answers the club's config in a test: a club open to all, one by invitation, or a failure. */
export type ConfigAnswer = "open" | "invitation" | "failed";

/** The platform's answer to GET /api/v2/config (only the club's settings the screens read), or a 500. */
export function configResponse(answer: ConfigAnswer): Response {
  if (answer === "failed") return Response.json({ code: "INTERNAL", message: "down" }, { status: 500 });
  return Response.json({ club: { settings: { requiresInvitation: answer === "invitation" } } });
}

/**
 * Waits until no read is in flight: a screen that shows something only once the config has come (or failed) is
 * then in its final state, so a test can assert what is absent.
 */
export async function readsSettled(runtime: StorefrontRuntime): Promise<void> {
  await waitFor(() => expect(runtime.queryClient.isFetching()).toBe(0));
}
