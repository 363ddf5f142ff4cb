import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { sessions } from "../src/db/schema/index.js";
import { DEMO_MEMBERS } from "../src/seed/members.js";
import { call, movableClock, signIn } from "./members-helpers.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("session lifetime settings", () => {
  it("default to 7 days idle and 30 days from sign-in, and read SESSION_IDLE_DAYS / SESSION_MAX_DAYS", () => {
    expect(loadConfig({ NODE_ENV: "test" })).toMatchObject({
      sessionIdleMs: 7 * DAY,
      sessionMaxMs: 30 * DAY,
    });
    expect(loadConfig({ NODE_ENV: "test", SESSION_IDLE_DAYS: "2", SESSION_MAX_DAYS: "10" })).toMatchObject({
      sessionIdleMs: 2 * DAY,
      sessionMaxMs: 10 * DAY,
    });
    expect(() => loadConfig({ NODE_ENV: "test", SESSION_IDLE_DAYS: "0" })).toThrow(/SESSION_IDLE_DAYS/);
  });
});

describe.each(databaseKinds)("session lifetime on %s", (kind) => {
  let platform: TestPlatform;
  const clock = movableClock();
  beforeAll(async () => {
    platform = await startTestPlatform(kind, { clock: clock.now });
  });
  afterAll(() => platform?.close());

  const profile = (token: string) => call(platform, "GET", "/api/v2/profile", { token });
  const expiryOf = async (token: string) => {
    const [row] = await platform.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    return row!.expiresAt.getTime();
  };

  it("a token unused for the idle lifetime is refused; each use pushes its expiry, at most once an hour", async () => {
    const { giulia } = DEMO_MEMBERS;
    const signedIn = await call(platform, "POST", "/api/v2/auth/signin", {
      body: { email: giulia.email, password: giulia.password },
    });
    const token = signedIn.body.token as string;
    const start = clock.now().getTime();
    // The answer tells the idle expiry, not the absolute one.
    expect(Math.abs(Date.parse(signedIn.body.expiresAt) - (start + 7 * DAY))).toBeLessThan(5000);

    // Used within the hour: no write, the expiry stays.
    clock.advance(30 * 60 * 1000);
    expect((await profile(token)).status).toBe(200);
    const first = await expiryOf(token);
    expect(Math.abs(first - (start + 7 * DAY))).toBeLessThan(5000);

    // Used six days later: pushed to a week from that use.
    clock.advance(6 * DAY);
    expect((await profile(token)).status).toBe(200);
    const pushed = await expiryOf(token);
    expect(Math.abs(pushed - (clock.now().getTime() + 7 * DAY))).toBeLessThan(5000);

    // Six more days (twelve since sign-in, past the first week): still live.
    clock.advance(6 * DAY);
    expect((await profile(token)).status).toBe(200);

    // A week and a minute without use: refused.
    clock.advance(7 * DAY + 60 * 1000);
    const idle = await profile(token);
    expect(idle.status).toBe(401);
    expect(idle.body.code).toBe("AUTHENTICATION_REQUIRED");
  });

  it("a token used every few days still ends 30 days after sign-in", async () => {
    const { marco } = DEMO_MEMBERS;
    const token = await signIn(platform, marco.email, marco.password);
    const start = clock.now().getTime();
    for (let day = 5; day < 30; day += 5) {
      clock.advance(5 * DAY);
      expect((await profile(token)).status).toBe(200);
    }
    // Pushed no further than the absolute end.
    expect(Math.abs((await expiryOf(token)) - (start + 30 * DAY))).toBeLessThan(5000);
    clock.advance(5 * DAY);
    expect((await profile(token)).status).toBe(401);
  });

  it("a shorter absolute lifetime set later applies to the tokens already given", async () => {
    const { giulia } = DEMO_MEMBERS;
    const token = await signIn(platform, giulia.email, giulia.password);
    clock.advance(3 * DAY);
    expect((await profile(token)).status).toBe(200);
    const config = platform.services.config as { sessionMaxMs: number };
    const before = config.sessionMaxMs;
    config.sessionMaxMs = 2 * DAY;
    try {
      expect((await profile(token)).status).toBe(401);
    } finally {
      config.sessionMaxMs = before;
    }
  });

  it("logout everywhere revokes every token of the member and of no one else", async () => {
    const { giulia, marco } = DEMO_MEMBERS;
    const phone = await signIn(platform, giulia.email, giulia.password);
    const laptop = await signIn(platform, giulia.email, giulia.password);
    const other = await signIn(platform, marco.email, marco.password);
    const everywhere = await call(platform, "POST", "/api/v2/auth/logout", {
      token: phone,
      body: { everywhere: true },
    });
    expect(everywhere.status).toBe(204);
    expect((await profile(phone)).status).toBe(401);
    expect((await profile(laptop)).status).toBe(401);
    expect((await profile(other)).status).toBe(200);
    // Without a live token there is nobody to sign out.
    const anonymous = await call(platform, "POST", "/api/v2/auth/logout", { body: { everywhere: true } });
    expect(anonymous.status).toBe(401);
    const revoked = await call(platform, "POST", "/api/v2/auth/logout", {
      token: laptop,
      body: { everywhere: true },
    });
    expect(revoked.status).toBe(401);
    expect((await profile(other)).status).toBe(200);
  });
});
