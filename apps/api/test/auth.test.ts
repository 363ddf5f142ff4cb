import { createHash } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.js";
import { cartLines, carts, outbox, rateLimits, requestTokens, sessions } from "../src/db/schema/index.js";
import { deliverOutbox } from "../src/mail/mailer.js";
import { DEMO_MEMBERS } from "../src/seed/members.js";
import { createPlatform } from "../src/server.js";
import { call, lastEmail, movableClock, signIn, tokenFromEmail } from "./members-helpers.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe.each(databaseKinds)("auth journeys on %s", (kind) => {
  let platform: TestPlatform;
  const clock = movableClock();
  beforeAll(async () => {
    platform = await startTestPlatform(kind, { clock: clock.now });
  });
  afterAll(() => platform?.close());

  it("signs up on an open club through the emailed link, then signs in", async () => {
    const email = "nuovo.socio@example.com";
    const requested = await call(platform, "POST", "/api/v2/auth/signup", {
      body: { email, language: "it" },
    });
    expect(requested.status).toBe(202);
    expect(requested.body).toMatchObject({ code: "INVITATION_SENT" });

    const { token, lang, mail } = await tokenFromEmail(platform, email, "signup");
    expect(lang).toBe("it");
    expect(mail?.subject).toContain("Completa la registrazione");
    expect(mail?.text).toContain(mail?.link);

    const invite = await call(platform, "GET", `/api/v2/auth/signup/${token}`);
    expect(invite.status).toBe(200);
    expect(invite.body).toMatchObject({ email, requiresInvitation: false });

    const short = await call(platform, "POST", `/api/v2/auth/signup/${token}`, {
      body: { firstName: "Nuovo", lastName: "Socio", password: "corta", acceptTerms: true },
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: "PASSWORD_TOO_SHORT", fields: { password: "TOO_SHORT" } });

    const created = await call(platform, "POST", `/api/v2/auth/signup/${token}`, {
      body: { firstName: "Nuovo", lastName: "Socio", password: "una password lunga", acceptTerms: true },
    });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ email, firstName: "Nuovo", lastName: "Socio" });
    const profile = await call(platform, "GET", "/api/v2/profile", { token: created.body.token });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email, language: "it" });

    // The link is spent, and the email now belongs to a member.
    const reused = await call(platform, "POST", `/api/v2/auth/signup/${token}`, {
      body: { firstName: "Altro", lastName: "Socio", password: "una password lunga", acceptTerms: true },
    });
    expect(reused.status).toBe(404);
    expect(reused.body.code).toBe("INVITATION_TOKEN_INVALID");
    expect((await call(platform, "GET", `/api/v2/auth/signup/${token}`)).body.code).toBe(
      "INVITATION_TOKEN_INVALID",
    );
    const again = await call(platform, "POST", "/api/v2/auth/signup", {
      body: { email: "Nuovo.Socio@example.com" },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("ALREADY_REGISTERED");

    await signIn(platform, email, "una password lunga");
  });

  it("answers ALREADY_INVITED within 10 minutes; a newer link supersedes the older one", async () => {
    const email = "ritardatario@example.com";
    expect((await call(platform, "POST", "/api/v2/auth/signup", { body: { email } })).status).toBe(202);
    const first = await tokenFromEmail(platform, email, "signup");
    expect(first.lang).toBe("en");
    const soon = await call(platform, "POST", "/api/v2/auth/signup", { body: { email } });
    expect(soon.status).toBe(409);
    expect(soon.body.code).toBe("ALREADY_INVITED");

    clock.advance(11 * 60 * 1000);
    expect((await call(platform, "POST", "/api/v2/auth/signup", { body: { email } })).status).toBe(202);
    const second = await tokenFromEmail(platform, email, "signup");
    expect(second.token).not.toBe(first.token);
    const stale = await call(platform, "GET", `/api/v2/auth/signup/${first.token}`);
    expect(stale.status).toBe(404);
    expect(stale.body.code).toBe("INVITATION_TOKEN_INVALID");
    expect((await call(platform, "GET", `/api/v2/auth/signup/${second.token}`)).status).toBe(200);

    // Links expire after a week.
    clock.advance(8 * 24 * 60 * 60 * 1000);
    expect((await call(platform, "GET", `/api/v2/auth/signup/${second.token}`)).body.code).toBe(
      "INVITATION_TOKEN_INVALID",
    );
  });

  it("signs up on an invitation-only club only the invited emails", async () => {
    const refused = await call(platform, "POST", "/api/v2/auth/signup", {
      club: "invitational",
      body: { email: "sconosciuto@example.com" },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("INVITATION_REQUIRED");
    expect(await lastEmail(platform, "sconosciuto@example.com")).toBeUndefined();

    const email = "invitato@example.com";
    const sent = await call(platform, "POST", "/api/v2/auth/signup", {
      club: "invitational",
      body: { email },
    });
    expect(sent.status).toBe(202);
    const { token } = await tokenFromEmail(platform, email, "signup");
    const invite = await call(platform, "GET", `/api/v2/auth/signup/${token}`, { club: "invitational" });
    expect(invite.body).toMatchObject({
      email,
      firstName: "Luca",
      lastName: "Verdi",
      invitedBy: "Anna Ferrari",
      requiresInvitation: true,
    });
    // A link of one club means nothing to another.
    expect((await call(platform, "GET", `/api/v2/auth/signup/${token}`)).status).toBe(404);
    const created = await call(platform, "POST", `/api/v2/auth/signup/${token}`, {
      club: "invitational",
      body: { firstName: "Luca", lastName: "Verdi", password: "olio-nuovo-2026", acceptTerms: true },
    });
    expect(created.status).toBe(201);
    await signIn(platform, email, "olio-nuovo-2026", "invitational");
    // Members of one club are not members of another.
    const elsewhere = await call(platform, "POST", "/api/v2/auth/signin", {
      body: { email, password: "olio-nuovo-2026" },
    });
    expect(elsewhere.status).toBe(401);
  });

  it("signs in with the right password only, answering unknown emails the same way", async () => {
    const { giulia } = DEMO_MEMBERS;
    const ok = await call(platform, "POST", "/api/v2/auth/signin", {
      body: { email: "Giulia.Rossi@example.com", password: giulia.password },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ id: giulia.id, email: giulia.email });
    expect(new Date(ok.body.expiresAt).getTime()).toBeGreaterThan(Date.now());

    const wrong = await call(platform, "POST", "/api/v2/auth/signin", {
      body: { email: giulia.email, password: "not-the-password" },
    });
    const unknown = await call(platform, "POST", "/api/v2/auth/signin", {
      body: { email: "nobody@example.com", password: "not-the-password" },
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: "UNAUTHORIZED", message: "Invalid email or password" });
    }
    expect(Object.keys(wrong.body).sort()).toEqual(Object.keys(unknown.body).sort());
  });

  it("stores tokens only as hashes", async () => {
    const token = await signIn(platform, DEMO_MEMBERS.marco.email, DEMO_MEMBERS.marco.password);
    const [row] = await platform.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(row?.memberId).toBe(DEMO_MEMBERS.marco.id);
    const raw = await platform.db.execute(
      sql`select count(*)::int as n from sessions where token_hash = ${token}`,
    );
    expect(JSON.stringify(raw)).toContain('"n":0');

    await call(platform, "POST", "/api/v2/password/request", { body: { email: DEMO_MEMBERS.marco.email } });
    const link = await tokenFromEmail(platform, DEMO_MEMBERS.marco.email, "password/confirm");
    const rows = await platform.db.select().from(requestTokens);
    expect(rows.some((r) => r.tokenHash === sha256(link.token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(link.token);
    const allSessions = await platform.db.select().from(sessions);
    expect(JSON.stringify(allSessions)).not.toContain(token);
  });

  it("logs out by revoking the token, or every token with everywhere", async () => {
    const { giulia } = DEMO_MEMBERS;
    const token = await signIn(platform, giulia.email, giulia.password);
    expect((await call(platform, "GET", "/api/v2/profile", { token })).status).toBe(200);
    expect((await call(platform, "POST", "/api/v2/auth/logout", { token })).status).toBe(204);
    const after = await call(platform, "GET", "/api/v2/profile", { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe("AUTHENTICATION_REQUIRED");

    const phone = await signIn(platform, giulia.email, giulia.password);
    const laptop = await signIn(platform, giulia.email, giulia.password);
    expect(
      (await call(platform, "POST", "/api/v2/auth/logout", { token: phone, body: { everywhere: true } }))
        .status,
    ).toBe(204);
    expect((await call(platform, "GET", "/api/v2/profile", { token: laptop })).status).toBe(401);
    expect((await call(platform, "GET", "/api/v2/profile", { token: phone })).status).toBe(401);
    expect((await call(platform, "POST", "/api/v2/auth/logout", {})).status).toBe(401);
  });

  it("resets a password through the emailed link, signing out other sessions", async () => {
    const nobody = await call(platform, "POST", "/api/v2/password/request", {
      body: { email: "nobody@example.com" },
    });
    const { marco } = DEMO_MEMBERS;
    const old = await signIn(platform, marco.email, marco.password);
    const known = await call(platform, "POST", "/api/v2/password/request", {
      body: { email: marco.email },
      headers: { "Accept-Language": "it" },
    });
    // The same answer whether or not the email has an account.
    for (const answer of [nobody, known]) {
      expect(answer.status).toBe(202);
      expect(answer.body.code).toBe("PASSWORD_RESET_SENT");
    }
    expect(nobody.body.message).not.toBe(known.body.message); // only the language differs
    expect(await lastEmail(platform, "nobody@example.com")).toBeUndefined();
    const { token, lang } = await tokenFromEmail(platform, marco.email, "password/confirm");
    expect(lang).toBe("en"); // the member's language, not the request's

    const short = await call(platform, "POST", `/api/v2/password/confirm/${token}`, {
      body: { password: "1234567" },
    });
    expect(short.body.code).toBe("PASSWORD_TOO_SHORT");
    const bad = await call(platform, "POST", `/api/v2/password/confirm/${"x".repeat(43)}`, {
      body: { password: "brunello-2026" },
    });
    expect(bad.status).toBe(404);
    expect(bad.body.code).toBe("PASSWORD_TOKEN_INVALID");

    const confirmed = await call(platform, "POST", `/api/v2/password/confirm/${token}`, {
      body: { password: "brunello-2026" },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user.email).toBe(marco.email);
    expect((await call(platform, "GET", "/api/v2/profile", { token: old })).status).toBe(401);
    expect((await call(platform, "GET", "/api/v2/profile", { token: confirmed.body.token })).status).toBe(
      200,
    );
    const reused = await call(platform, "POST", `/api/v2/password/confirm/${token}`, {
      body: { password: "another-password" },
    });
    expect(reused.body.code).toBe("PASSWORD_TOKEN_INVALID");
    expect(
      (
        await call(platform, "POST", "/api/v2/auth/signin", {
          body: { email: marco.email, password: marco.password },
        })
      ).status,
    ).toBe(401);
    await signIn(platform, marco.email, "brunello-2026");
  });

  it("moves the visitor's cart (X-Cart-Id) to the member on sign-up and sign-in", async () => {
    const cartKey = "5b0e7c1e-9a53-4d52-8d1c-6f0e3b2a9c11";
    await platform.db
      .insert(carts)
      .values({ id: "cart_test_anon", clubId: "castelvecchio", shopPageId: "sp_test", anonKey: cartKey });
    await platform.db
      .insert(cartLines)
      .values({ cartId: "cart_test_anon", shopItemId: "si_test", quantity: 6 });
    await call(platform, "POST", "/api/v2/auth/signup", { body: { email: "carrello@example.com" } });
    const { token } = await tokenFromEmail(platform, "carrello@example.com", "signup");
    const created = await call(platform, "POST", `/api/v2/auth/signup/${token}`, {
      headers: { "X-Cart-Id": cartKey },
      body: { firstName: "Carla", lastName: "Carrello", password: "spesa-2026", acceptTerms: true },
    });
    expect(created.status).toBe(201);
    const [moved] = await platform.db.select().from(carts).where(eq(carts.id, "cart_test_anon"));
    expect(moved).toMatchObject({ memberId: created.body.user.id, anonKey: null });

    // Later, as a visitor again on another device: the quantities add up to the member's cart on sign-in.
    const otherKey = "0d5f4a43-43b7-4f0e-9a55-2b8d9c7e6f10";
    await platform.db
      .insert(carts)
      .values({ id: "cart_test_anon2", clubId: "castelvecchio", shopPageId: "sp_test", anonKey: otherKey });
    await platform.db
      .insert(cartLines)
      .values({ cartId: "cart_test_anon2", shopItemId: "si_test", quantity: 6 });
    const signedIn = await call(platform, "POST", "/api/v2/auth/signin", {
      headers: { "X-Cart-Id": otherKey },
      body: { email: "carrello@example.com", password: "spesa-2026" },
    });
    expect(signedIn.status).toBe(200);
    const lines = await platform.db.select().from(cartLines).where(eq(cartLines.cartId, "cart_test_anon"));
    expect(lines).toEqual([expect.objectContaining({ shopItemId: "si_test", quantity: 12 })]);
    expect(await platform.db.select().from(carts).where(eq(carts.id, "cart_test_anon2"))).toEqual([]);
  });

  it("rate limits sign-in per email in the database and answers 429 with retryAfter", async () => {
    const email = "bersaglio@example.com";
    for (let i = 0; i < 10; i++) {
      const answer = await call(platform, "POST", "/api/v2/auth/signin", {
        body: { email, password: "guess-1234" },
      });
      expect(answer.status).toBe(401);
    }
    const limited = await call(platform, "POST", "/api/v2/auth/signin", {
      body: { email, password: "guess-1234" },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("RATE_LIMITED");
    expect(limited.body.retryAfter).toBeGreaterThan(0);
    expect(limited.body.retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(Number(limited.headers.get("retry-after"))).toBe(limited.body.retryAfter);
    const rows = await platform.db
      .select()
      .from(rateLimits)
      .where(sql`${rateLimits.key} like 'signin:email-ip:%'`);
    expect(rows.some((row) => row.count === 11)).toBe(true);
    // No row names the email in clear.
    expect(JSON.stringify(rows)).not.toContain(email);

    // Another process on the same PostgreSQL database sees the same count.
    if (kind === "postgres") {
      const result = (await platform.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: Array<{ name: string }>;
      };
      const name = result.rows[0]!.name;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const second = await createPlatform(
        { ...platform.services.config, seedOnStart: false },
        { log: platform.services.log, clock: clock.now },
        await openDatabase({ url: url.toString() }),
      );
      try {
        const response = await second.app.request(
          "/api/v2/auth/signin",
          {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              "X-Club-Origin": "localhost:1",
              "X-App-Token": "demo-castelvecchio",
            },
            body: JSON.stringify({ email, password: "guess-1234" }),
          },
          { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
        );
        expect(response.status).toBe(429);
      } finally {
        await second.close();
      }
    }

    // A new window starts after the old one ends.
    clock.advance(16 * 60 * 1000);
    const later = await call(platform, "POST", "/api/v2/auth/signin", {
      body: { email, password: "guess-1234" },
    });
    expect(later.status).toBe(401);
  });

  it("counts concurrent attempts atomically: exactly the limit gets through", async () => {
    const email = "raffica@example.com";
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        call(platform, "POST", "/api/v2/auth/signin", { body: { email, password: "guess-1234" } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it("rate limits sign-up and password requests per email", async () => {
    const email = "insistente@example.com";
    for (let i = 0; i < 5; i++) {
      const answer = await call(platform, "POST", "/api/v2/password/request", { body: { email } });
      expect(answer.status).toBe(202);
    }
    const limited = await call(platform, "POST", "/api/v2/password/request", { body: { email } });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("RATE_LIMITED");
  });

  it("delivers the outbox through the mail transport once, even with two deliverers at work", async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const sent: string[] = [];
    const recording = {
      async sendMail(message: nodemailer.SendMailOptions) {
        const info = await transport.sendMail(message);
        sent.push(String(message.to));
        expect(String((info as { message: Buffer }).message)).toContain(`To: ${message.to}`);
        return info;
      },
    };
    const [pending] = (await platform.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(isNull(outbox.sentAt))) as [{ n: number }];
    expect(pending.n).toBeGreaterThan(0);
    // Batches of 20: a few rounds drain the outbox.
    for (let round = 0; round < 10; round++) {
      await Promise.all([
        deliverOutbox(platform.db, recording, "Club <no-reply@club.test>", platform.services.log),
        deliverOutbox(platform.db, recording, "Club <no-reply@club.test>", platform.services.log),
      ]);
    }
    expect(sent).toHaveLength(pending.n);
    const left = await platform.db.select().from(outbox).where(isNull(outbox.sentAt));
    expect(left).toEqual([]);
  });

  it("lists the outbox in the development mailbox", async () => {
    const json = await platform.fetch("/dev/mailbox.json");
    expect(json.status).toBe(200);
    const { items } = (await json.json()) as {
      items: Array<{ to: string; link: string | null; kind: string }>;
    };
    const mail = items.find((item) => item.to === "nuovo.socio@example.com");
    expect(mail?.kind).toBe("signup");
    expect(mail?.link).toMatch(/\/it\/signup\/[A-Za-z0-9_-]+$/);
    const html = await platform.fetch("/dev/mailbox?to=nuovo.socio@example.com");
    expect(html.headers.get("content-type")).toContain("text/html");
    const page = await html.text();
    expect(page).toContain(mail!.link!);
    const count = await platform.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "signup")));
    expect(count.length).toBeGreaterThan(0);
  });
});
