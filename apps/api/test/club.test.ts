import type { Club, ClubMeta, Config } from "@club/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubs } from "../src/db/schema/index.js";
import { DEMO } from "../src/seed/clubs.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

describe.each(databaseKinds)("club endpoints on %s", (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  it("answers the club's navigation in the request's language", async () => {
    const it_ = (await platform.client({ language: "it" }).GET("/api/v2/club")) as Club;
    const en = (await platform.client({ language: "en" }).GET("/api/v2/club")) as Club;
    expect(it_.title).toBe("Club dei Soci");
    expect(en.title).toBe("Members' Club");
    expect(en.home.headline).toBe("The members' cellar");
    // Each shop page carries its picture, for the home's shop cards, with its alt text in the language.
    expect(en.shopPages.map((page) => page.image?.url)).toEqual([
      expect.stringMatching(/^\/media\/.+\.svg$/),
      expect.stringMatching(/^\/media\/.+\.svg$/),
    ]);
    expect(it_.shopPages[0]?.image?.alt).toBe("Botti in cantina");
    expect(en.shopPages[0]?.image?.alt).toBe("Casks in the cellar");
  });

  it("answers config with the club settings and no user when anonymous", async () => {
    const config = (await platform.client().GET("/api/v2/config")) as Config;
    expect(config.user).toBeNull();
    expect(config.club.settings.requiresInvitation).toBe(false);
    expect(config.payments.provider).toBe("sandbox");
    const invitational = (await platform.client({ club: "invitational" }).GET("/api/v2/config")) as Config;
    expect(invitational.club.settings.requiresInvitation).toBe(true);
  });

  it("answers the meta title as company plus club title", async () => {
    const meta = (await platform.client().GET("/api/v2/club/meta")) as ClubMeta;
    expect(meta.title).toBe("Tenuta Castelvecchio · Members' Club");
  });

  it("answers the theme (dark on request) and the style as CSS", async () => {
    const theme = await platform.client().GET("/api/v2/theme", { params: { query: { mode: "dark" } } });
    expect(theme.palette?.mode).toBe("dark");
    expect(theme.palette?.primary?.main).toBe("#7b1e3a");
    const response = await platform.fetch("/api/v2/style");
    expect(response.headers.get("content-type")).toContain("text/css");
    expect(await response.text()).toContain(".club-hero");
  });

  it("serves a stored style only through the postcss sanitiser, whatever was written to the database", async () => {
    const [row] = await platform.db.select().from(clubs).where(eq(clubs.id, DEMO.estate.id));
    const hostile = [
      "@import 'https://evil.example/a.css';",
      '@IMPORT/**/"https://evil.example/b.css";',
      ".x { color: red; -moz-binding: url(x.xml#xss); }",
      ".y { width: expression(alert(1)); margin: 0; }",
      ".z { background: url(https://tracker.example/p.gif); padding: 0; }",
      ".w { background: u\\72l(//tracker.example/q.gif); }",
    ].join("\n");
    await platform.db.update(clubs).set({ style: hostile }).where(eq(clubs.id, DEMO.estate.id));
    try {
      const css = await (await platform.fetch("/api/v2/style")).text();
      for (const gone of ["evil.example", "binding", "expression", "tracker.example", "mport"])
        expect(css).not.toContain(gone);
      expect(css).toContain(".x { color: red; }");
      expect(css).toContain(".y { margin: 0; }");
      expect(css).toContain(".z { padding: 0; }");
      // An escaped @import does not parse as CSS: the whole style is dropped.
      await platform.db
        .update(clubs)
        .set({ style: '@\\69mport url("https://evil.example/x.css");\n.x{color:red}' })
        .where(eq(clubs.id, DEMO.estate.id));
      expect(await (await platform.fetch("/api/v2/style")).text()).toBe("");
    } finally {
      await platform.db.update(clubs).set({ style: row!.style }).where(eq(clubs.id, DEMO.estate.id));
    }
  });

  it("refuses an unknown club or a host the deployment does not allow", async () => {
    const unknown = await platform.fetch("/api/v2/club", { headers: { "X-App-Token": "not-a-club" } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "CLUB_NOT_FOUND" });
    const foreignHost = await platform.fetch("/api/v2/club", {
      headers: { "X-Club-Origin": "evil.example" },
    });
    expect(foreignHost.status).toBe(404);
  });

  it("answers 400 VALIDATION with fields for missing tenancy headers, in the request's language", async () => {
    const response = await fetch(`${platform.baseUrl}/api/v2/club`, { headers: { "Accept-Language": "it" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "VALIDATION",
      message: "Alcuni campi non sono validi",
      fields: { "header.x-club-origin": "REQUIRED", "header.x-app-token": "REQUIRED" },
    });
  });

  it("answers 404 for unknown API paths and 405 for a wrong method", async () => {
    expect((await platform.fetch("/api/v2/nothing-here")).status).toBe(404);
    const wrong = await platform.fetch("/api/v2/club", { method: "DELETE" });
    expect(wrong.status).toBe(405);
    expect(await wrong.json()).toMatchObject({ code: "METHOD_NOT_ALLOWED" });
  });

  it("answers 401 AUTHENTICATION_REQUIRED on member operations without a valid token", async () => {
    const response = await platform.fetch("/api/v2/profile", { headers: { Authorization: "Bearer forged" } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "AUTHENTICATION_REQUIRED" });
  });
});
