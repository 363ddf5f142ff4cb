import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBotCheck, verifyUrl } from "../src/bot-check.js";
import type { ClubRow } from "../src/db/rows.js";
import { DEMO_MEMBERS } from "../src/seed/members.js";
import { call, tokenFromEmail } from "./members-helpers.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

describe("the bot check's verification", () => {
  const club = (provider: "none" | "recaptcha" | "turnstile") =>
    ({ id: "castelvecchio", settings: { botCheck: { provider } } }) as unknown as ClubRow;

  it("goes to the provider's siteverify, or to the same path on BOT_CHECK_API_BASE", () => {
    expect(verifyUrl("recaptcha", undefined)).toBe("https://www.google.com/recaptcha/api/siteverify");
    expect(verifyUrl("turnstile", "http://127.0.0.1:9999")).toBe(
      "http://127.0.0.1:9999/turnstile/v0/siteverify",
    );
    expect(() => verifyUrl("recaptcha", "http://127.0.0.1:9999/x")).toThrow(/BOT_CHECK_API_BASE/);
  });

  it("posts the club's secret, the token and the address; passes humans only", async () => {
    const seen: URLSearchParams[] = [];
    const originalFetch = globalThis.fetch;
    globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const form = new URLSearchParams(String(init?.body));
      seen.push(form);
      const human = form.get("response") === "human";
      return Response.json(
        String(input).includes("recaptcha")
          ? { success: human, score: human ? 0.9 : 0.1 }
          : { success: human },
      );
    }) as typeof fetch;
    try {
      const check = createBotCheck({ BOT_CHECK_SECRET_CASTELVECCHIO: "s3cret" });
      expect(await check.verify(club("none"), undefined, "1.2.3.4")).toBe(true);
      expect(await check.verify(club("recaptcha"), "human", "1.2.3.4")).toBe(true);
      expect(await check.verify(club("recaptcha"), "bot", "1.2.3.4")).toBe(false);
      expect(await check.verify(club("turnstile"), "human", "1.2.3.4")).toBe(true);
      expect(await check.verify(club("turnstile"), undefined, "1.2.3.4")).toBe(false);
      expect(Object.fromEntries(seen[0]!)).toEqual({
        secret: "s3cret",
        response: "human",
        remoteip: "1.2.3.4",
      });
      // Without the club's secret nothing can be verified: refused.
      expect(await createBotCheck({}).verify(club("recaptcha"), "human", "1.2.3.4")).toBe(false);
    } finally {
      globalThis.fetch = originalFetch;
    }
  });
});

describe("the forms that carry a bot check", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    // A provider that passes only the token "human": each protected form must send one.
    platform = await startTestPlatform("pglite", {
      botCheck: { verify: async (_club, token) => token === "human" },
    });
  });
  afterAll(() => platform?.close());

  it("refuses a new password without the bot check's token, and takes it with one", async () => {
    const marco = DEMO_MEMBERS.marco;
    const requested = await call(platform, "POST", "/api/v2/password/request", {
      body: { email: marco.email, botToken: "human" },
    });
    expect(requested.status).toBe(202);
    const { token } = await tokenFromEmail(platform, marco.email, "password/confirm");
    const withoutToken = await call(platform, "POST", `/api/v2/password/confirm/${token}`, {
      body: { password: "una nuova password" },
    });
    expect(withoutToken.status).toBe(400);
    expect(withoutToken.body).toMatchObject({ code: "BOT_CHECK_FAILED" });
    const byBot = await call(platform, "POST", `/api/v2/password/confirm/${token}`, {
      body: { password: "una nuova password", botToken: "bot" },
    });
    expect(byBot.status).toBe(400);
    const confirmed = await call(platform, "POST", `/api/v2/password/confirm/${token}`, {
      body: { password: "una nuova password", botToken: "human" },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user).toMatchObject({ email: marco.email });
  });
});
