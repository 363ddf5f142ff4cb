import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../src/db/schema/index.js";
import { DEMO_MEMBERS } from "../src/seed/members.js";
import { call } from "./members-helpers.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

// The platform trusts the test's own address as its proxy, so each request names its client in X-Forwarded-For.
describe.each(databaseKinds)("no one can lock a member out, on %s", { timeout: 120_000 }, (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform(kind, {}, { trustProxy: ["127.0.0.1", "::1"] });
  });
  afterAll(() => platform?.close());

  const from = (client: string) => ({ "X-Forwarded-For": client });
  const signIn = async (client: string, email: string, password: string) => {
    const started = performance.now();
    const answer = await call(platform, "POST", "/api/v2/auth/signin", {
      headers: from(client),
      body: { email, password },
    });
    return { ...answer, ms: performance.now() - started };
  };

  it("ten wrong passwords from one address refuse that address, and the member still signs in from another", async () => {
    const { giulia } = DEMO_MEMBERS;
    for (let i = 0; i < 10; i++)
      expect((await signIn("203.0.113.66", giulia.email, "wrong-guess")).status).toBe(401);
    const refused = await signIn("203.0.113.66", giulia.email, giulia.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
    const member = await signIn("198.51.100.20", giulia.email, giulia.password);
    expect(member.status).toBe(200);
    expect(member.body.token).toEqual(expect.any(String));
  });

  it("guesses at one account from many addresses wait longer and longer, and the member still signs in", async () => {
    const { marco } = DEMO_MEMBERS;
    // Ten free attempts for the account in its window, spread over addresses that each stay under their limit.
    for (let i = 0; i < 10; i++) {
      const answer = await signIn(`203.0.113.${100 + i}`, marco.email, "wrong-guess");
      expect(answer.status).toBe(401);
    }
    const slowed = [];
    for (let i = 0; i < 3; i++) slowed.push(await signIn(`203.0.113.${120 + i}`, marco.email, "wrong-guess"));
    expect(slowed.map((answer) => answer.status)).toEqual([401, 401, 401]);
    // 250, 500 and 1000 ms on top of the attempt's own time.
    expect(slowed[0]!.ms).toBeGreaterThanOrEqual(240);
    expect(slowed[1]!.ms).toBeGreaterThanOrEqual(490);
    expect(slowed[2]!.ms).toBeGreaterThanOrEqual(990);
    expect(slowed[2]!.ms).toBeGreaterThan(slowed[0]!.ms);
    const member = await signIn("198.51.100.21", marco.email, marco.password);
    expect(member.status).toBe(200);
    expect(member.ms).toBeGreaterThanOrEqual(1990);
  });

  it("password reset requests for a member from one address refuse that address only", async () => {
    const { anna } = DEMO_MEMBERS;
    const request = (client: string) =>
      call(platform, "POST", "/api/v2/password/request", {
        club: "invitational",
        headers: from(client),
        body: { email: anna.email },
      });
    for (let i = 0; i < 5; i++) expect((await request("203.0.113.77")).status).toBe(202);
    const refused = await request("203.0.113.77");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const emails = async () =>
      (await platform.db.select({ n: count() }).from(outbox).where(eq(outbox.to, anna.email)))[0]!.n;
    const before = await emails();
    expect((await request("198.51.100.22")).status).toBe(202);
    // The member's own request still sends the link.
    expect(await emails()).toBe(before + 1);
  });

  it("sign-up requests for an address from one client do not refuse its owner", async () => {
    const email = "nuovo.socio@example.com";
    const request = (client: string) =>
      call(platform, "POST", "/api/v2/auth/signup", { headers: from(client), body: { email } });
    for (let i = 0; i < 5; i++) expect((await request("203.0.113.88")).status).not.toBe(429);
    expect((await request("203.0.113.88")).status).toBe(429);
    // Already invited (the link is in their mailbox), not refused.
    expect((await request("198.51.100.23")).status).not.toBe(429);
  });
});
