import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as passwords from "../src/auth/passwords.js";
import { DEMO_MEMBERS } from "../src/seed/members.js";
import { call, movableClock, tokenFromEmail } from "./members-helpers.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

// Counts the (deliberately slow) password hashes the platform computes.
vi.mock("../src/auth/passwords.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../src/auth/passwords.js")>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

describe.each(databaseKinds)("password reset confirmation on %s", (kind) => {
  let platform: TestPlatform;
  const clock = movableClock();
  beforeAll(async () => {
    platform = await startTestPlatform(kind, { clock: clock.now });
  });
  afterAll(() => platform?.close());

  it("checks the link before hashing, and is rate-limited like sign-in", async () => {
    const hashes = vi.mocked(passwords.hashPassword);
    hashes.mockClear();
    for (let attempt = 0; attempt < 20; attempt++) {
      const guess = await call(platform, "POST", `/api/v2/password/confirm/${"g".repeat(40)}${attempt}xyz`, {
        body: { password: "a long new password" },
      });
      expect(guess).toMatchObject({ status: 404, body: { code: "PASSWORD_TOKEN_INVALID" } });
    }
    // Twenty made-up links cost no hash at all.
    expect(hashes).not.toHaveBeenCalled();
    const limited = await call(platform, "POST", `/api/v2/password/confirm/${"g".repeat(43)}`, {
      body: { password: "a long new password" },
    });
    expect(limited).toMatchObject({
      status: 429,
      body: { code: "RATE_LIMITED", retryAfter: expect.any(Number) },
    });
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);

    // Once the window is over, a real link works and costs one hash.
    clock.advance(16 * 60 * 1000);
    const { marco } = DEMO_MEMBERS;
    await call(platform, "POST", "/api/v2/password/request", { body: { email: marco.email } });
    const { token } = await tokenFromEmail(platform, marco.email, "password/confirm");
    const confirmed = await call(platform, "POST", `/api/v2/password/confirm/${token}`, {
      body: { password: "brunello-2026" },
    });
    expect(confirmed.status).toBe(200);
    expect(hashes).toHaveBeenCalledTimes(1);
  });
});
