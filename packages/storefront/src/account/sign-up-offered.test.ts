import type { Config } from "@club/api-client";
import { describe, expect, it } from "vitest";
import { showSignUp } from "./sign-up-offered";

const config = (requiresInvitation: boolean) =>
  ({ club: { settings: { requiresInvitation } } }) as unknown as Config;

describe("the sign-up rule (architecture §2)", () => {
  it("offers sign-up only when the club is open to all, never when its config failed to load", () => {
    expect(showSignUp(config(false))).toBe(true);
    expect(showSignUp(config(true))).toBe(false);
    expect(showSignUp(null)).toBe(false);
  });
});
