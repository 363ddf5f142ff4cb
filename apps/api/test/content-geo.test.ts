import type { Club, CountryList, CustomComponent, CustomPage, GeoList } from "@club/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubs, customComponents, shippingListings, shopPages } from "../src/db/schema/index.js";
import { DEMO } from "../src/seed/clubs.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

/** What a browser would run: script elements, inline handlers, script URLs, style elements. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script|<\/script|<style|<iframe|<object|<embed/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
}

describe.each(databaseKinds)("custom content and geo on %s", (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  async function get<T>(path: string, lang: "it" | "en" = "en", club: keyof typeof DEMO = "estate") {
    const response = await platform.fetch(path, { club, headers: { "Accept-Language": lang } });
    expect(response.status, `${path}: ${response.status}`).toBe(200);
    return (await response.json()) as T;
  }

  describe("pages", () => {
    it.each(["it", "en"] as const)(
      "answers a page with its stored script and onerror stripped (%s)",
      async (lang) => {
        const page = await get<CustomPage>("/api/v2/pages/visite", lang);
        expect(page.title).toBe(lang === "it" ? "Visite e degustazioni" : "Visits and tastings");
        expectInert(page.html);
        expect(page.html).not.toContain("dataLayer");
        expect(page.html).not.toContain("document.cookie");
        // The content around it survives.
        expect(page.html).toContain('<img src="/media/banner-visit-castelvecchio.svg"');
        expect(page.html).toContain("<table>");
        expect(page.html).toContain('href="mailto:visite@castelvecchio.example"');
        expect(page.components.map((c) => c.id)).toEqual(["castelvecchio-visit"]);
        expect(page.components[0]?.image?.url).toBe("/media/banner-visit-castelvecchio.svg");
      },
    );

    it("answers every page the club lists, in both languages, sanitised", async () => {
      for (const lang of ["it", "en"] as const) {
        const club = (await platform.client({ language: lang }).GET("/api/v2/club")) as Club;
        expect(club.pages.map((p) => p.name)).toEqual([
          "la-nostra-storia",
          "visite",
          "spedizioni",
          "privacy",
          "cookie",
        ]);
        for (const summary of club.pages) {
          const page = await get<CustomPage>(`/api/v2/pages/${summary.name}`, lang);
          expect(page).toMatchObject({ id: summary.id, name: summary.name, title: summary.title });
          expect(page.html.length).toBeGreaterThan(100);
          expectInert(page.html);
        }
      }
      const story = await get<CustomPage>("/api/v2/pages/la-nostra-storia", "it");
      expect(story.title).toBe("La nostra storia");
      expect(story.html).toContain("Radda");
    });

    it("answers the cookie policy the consent banner links to and the privacy policy, for both clubs", async () => {
      const config = (await platform.client({ language: "en" }).GET("/api/v2/config")) as {
        consent: { policyUrl: Record<string, string> };
      };
      expect(config.consent.policyUrl).toEqual({ it: "/it/pages/cookie", en: "/en/pages/cookie" });
      const it_ = await get<CustomPage>("/api/v2/pages/cookie", "it");
      const en = await get<CustomPage>("/api/v2/pages/cookie", "en");
      expect(it_.html).toContain("Impostazioni cookie");
      expect(en.html).toContain("Cookie settings");
      const mill = await get<CustomPage>("/api/v2/pages/privacy", "it", "invitational");
      expect(mill.html).toContain("Frantoio del Garda");
      expect((await get<CustomPage>("/api/v2/pages/cookie", "en", "invitational")).title).toBe(
        "Cookie policy",
      );
    });

    it("answers 404 NOT_FOUND for unknown pages and other clubs' pages, 400 for a malformed name", async () => {
      const unknown = await platform.fetch("/api/v2/pages/no-such-page", {
        headers: { "Accept-Language": "it" },
      });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ code: "NOT_FOUND", message: "Non trovato" });
      expect((await platform.fetch("/api/v2/pages/visite", { club: "invitational" })).status).toBe(404);
      expect((await platform.fetch("/api/v2/pages/Visite")).status).toBe(400);
      expect((await platform.fetch("/api/v2/pages/..%2F..%2Fetc")).status).toBe(400);
    });
  });

  describe("components", () => {
    it("answers every component of the club's home", async () => {
      const club = (await platform.client({ language: "it" }).GET("/api/v2/club")) as Club;
      expect(club.home.componentIds).toEqual(["castelvecchio-welcome", "castelvecchio-visit"]);
      for (const id of club.home.componentIds) {
        const component = await get<CustomComponent>(`/api/v2/custom-components/${id}?context=home`, "it");
        expect(component.id).toBe(id);
        expectInert(component.html);
      }
      const welcome = await get<CustomComponent>("/api/v2/custom-components/castelvecchio-welcome", "en");
      expect(welcome).toMatchObject({ kind: "html", title: "Welcome to the cellar" });
      expect(welcome.css).toContain(".welcome-points");
      const visit = await get<CustomComponent>("/api/v2/custom-components/castelvecchio-visit", "it");
      expect(visit).toMatchObject({ kind: "banner", title: "Vieni a trovarci" });
      expect(visit.image).toMatchObject({ alt: "Le botti della cantina di Castelvecchio", width: 1200 });
    });

    it("sanitises a hostile component's HTML and CSS on the way out", async () => {
      await platform.db.insert(customComponents).values({
        id: "hostile-banner",
        clubId: DEMO.estate.id,
        kind: "html",
        title: { it: "Ostile", en: "Hostile" },
        html: {
          it: '<p onmouseover="steal()">Ciao</p><script src="https://evil.example/x.js"></script>',
          en: '<p>Hi <a href="javascript:steal()">win</a></p><svg><script>steal()</script></svg><iframe src="https://evil.example"></iframe><img src=x onerror=steal()>',
        },
        css: '@import url(https://evil.example/x.css);\n.hostile { color: red; background: url("javascript:steal()"); width: expression(steal()); }\n.hostile::after { content: "</style><script>steal()</script>"; }',
        image: null,
        link: "https://castelvecchio.example/promo",
      });
      for (const lang of ["it", "en"] as const) {
        const component = await get<CustomComponent>("/api/v2/custom-components/hostile-banner", lang);
        expectInert(component.html);
        expect(component.html).not.toContain("steal");
      }
      const { css } = await get<CustomComponent>("/api/v2/custom-components/hostile-banner");
      expect(css).toContain(".hostile");
      expect(css).toContain("color: red");
      expect(css).not.toMatch(/@import|javascript:|expression\(|<\/style|<script/i);
      await platform.db.delete(customComponents).where(eq(customComponents.id, "hostile-banner"));
    });

    it("hands out no script or data URL as a component's link or image, nor in the club's style", async () => {
      for (const [id, link, url] of [
        ["hostile-link", "javascript:steal()", "data:image/svg+xml,<svg onload=steal()>"],
        ["hostile-tab", "java\tscript:steal()", "javascript:steal()"],
        ["hostile-data", "data:text/html,<script>steal()</script>", " JAVASCRIPT:steal()"],
      ] as const) {
        await platform.db.insert(customComponents).values({
          id,
          clubId: DEMO.estate.id,
          kind: "banner",
          title: null,
          html: { it: "<p>Promo</p>", en: "<p>Promo</p>" },
          image: { url, alt: { it: "x", en: "x" }, width: 10, height: 10 },
          link,
        });
        const component = await get<CustomComponent>(`/api/v2/custom-components/${id}`);
        expect(component.link).toBeNull();
        expect(component.image).toBeNull();
        await platform.db.delete(customComponents).where(eq(customComponents.id, id));
      }
      const [club] = await platform.db.select().from(clubs).where(eq(clubs.id, DEMO.estate.id));
      await platform.db
        .update(clubs)
        .set({
          style: `@import url(https://evil.example/x.css);\n.club-hero { color: red; background: url(javascript:steal()); }\n.x::after { content: "</style><script>steal()</script>"; }`,
        })
        .where(eq(clubs.id, DEMO.estate.id));
      const style = await (await platform.fetch("/api/v2/style")).text();
      expect(style).toContain("color: red");
      expect(style).not.toMatch(/@import|javascript:|<\/style|<script/i);
      await platform.db.update(clubs).set({ style: club!.style }).where(eq(clubs.id, DEMO.estate.id));
    });

    it("answers 404 NOT_FOUND for unknown components and other clubs' components", async () => {
      const unknown = await platform.fetch("/api/v2/custom-components/nothing-here");
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ code: "NOT_FOUND" });
      expect(
        (await platform.fetch("/api/v2/custom-components/castelvecchio-welcome", { club: "invitational" }))
          .status,
      ).toBe(404);
      expect(
        (await platform.fetch("/api/v2/custom-components/castelvecchio-welcome?context=cart")).status,
      ).toBe(400);
    });
  });

  describe("geo", () => {
    it("lists countries named in the request's language with calling codes", async () => {
      const it_ = await get<CountryList>("/api/v2/geo/countries", "it");
      const en = await get<CountryList>("/api/v2/geo/countries", "en");
      expect(it_.items.length).toBeGreaterThan(200);
      expect(new Set(it_.items.map((c) => c.code)).size).toBe(it_.items.length);
      expect(it_.items.find((c) => c.code === "IT")).toMatchObject({ name: "Italia", phoneCode: "+39" });
      expect(it_.items.find((c) => c.code === "DE")?.name).toBe("Germania");
      expect(en.items.find((c) => c.code === "DE")).toMatchObject({ name: "Germany", phoneCode: "+49" });
      expect(en.items.find((c) => c.code === "CH")?.name).toBe("Switzerland");
      // Alphabetical in the request's language.
      const names = it_.items.map((c) => c.name);
      expect(names).toEqual([...names].sort(new Intl.Collator("it").compare));
    });

    it("marks as shipping exactly the countries one of the club's listings serves", async () => {
      const [page] = await platform.db
        .insert(shopPages)
        .values({
          id: "sp_geo_test",
          clubId: DEMO.invitational.id,
          slug: "geo-test",
          title: { it: "Prova", en: "Test" },
          description: { it: "", en: "" },
          settings: {
            payment: { pickup: "enable" },
            shipping: { enabled: true, pickupEnabled: false },
            invoice: { enabled: false },
          },
        })
        .returning();
      await platform.db.insert(shippingListings).values({
        id: "sl_geo_test",
        clubId: DEMO.invitational.id,
        shopPageId: page!.id,
        name: { it: "Corriere", en: "Courier" },
        countries: ["IT", "CH", "AT"],
        price: 990,
      });
      const mill = await get<CountryList>("/api/v2/geo/countries", "en", "invitational");
      const shipping = mill.items
        .filter((c) => c.shipping)
        .map((c) => c.code)
        .sort();
      expect(shipping).toEqual(["AT", "CH", "IT"]);

      // The estate's answer matches whatever its own listings serve.
      const listings = await platform.db
        .select({ countries: shippingListings.countries })
        .from(shippingListings)
        .where(eq(shippingListings.clubId, DEMO.estate.id));
      const served = new Set(listings.flatMap((l) => l.countries));
      const estate = await get<CountryList>("/api/v2/geo/countries");
      for (const country of estate.items) expect(country.shipping).toBe(served.has(country.code));
      await platform.db.delete(shopPages).where(eq(shopPages.id, "sp_geo_test"));
    });

    it("lists the 20 Italian regions and other countries' states", async () => {
      const regions = await get<GeoList>("/api/v2/geo/states?country=IT", "it");
      expect(regions.items).toHaveLength(20);
      expect(regions.items).toContainEqual({ code: "IT-52", name: "Toscana" });
      const en = await get<GeoList>("/api/v2/geo/states?country=IT", "en");
      expect(en.items).toContainEqual({ code: "IT-52", name: "Tuscany" });
      expect((await get<GeoList>("/api/v2/geo/states?country=DE", "it")).items).toContainEqual({
        code: "DE-BY",
        name: "Baviera",
      });
      expect((await get<GeoList>("/api/v2/geo/states?country=US")).items).toHaveLength(51);
      expect((await get<GeoList>("/api/v2/geo/states?country=FR")).items).toEqual([]);
    });

    it("lists the 107 Italian provinces with their sigla and region, filtered by region", async () => {
      const all = await get<GeoList>("/api/v2/geo/provinces?country=IT", "it");
      expect(all.items).toHaveLength(107);
      expect(new Set(all.items.map((p) => p.code)).size).toBe(107);
      expect(all.items.every((p) => /^[A-Z]{2}$/.test(p.code) && /^IT-\d{2}$/.test(p.state ?? ""))).toBe(
        true,
      );
      const regions = new Set((await get<GeoList>("/api/v2/geo/states?country=IT")).items.map((r) => r.code));
      expect(all.items.every((p) => regions.has(p.state!))).toBe(true);

      const tuscany = await get<GeoList>("/api/v2/geo/provinces?country=IT&state=IT-52", "it");
      expect(tuscany.items.map((p) => p.code).sort()).toEqual(
        ["AR", "FI", "GR", "LI", "LU", "MS", "PI", "PO", "PT", "SI"].sort(),
      );
      expect(tuscany.items).toContainEqual({ code: "FI", name: "Firenze", state: "IT-52" });
      const byShortCode = await get<GeoList>("/api/v2/geo/provinces?country=IT&state=52", "en");
      expect(byShortCode.items).toContainEqual({ code: "FI", name: "Florence", state: "IT-52" });
      expect((await get<GeoList>("/api/v2/geo/provinces?country=IT&state=IT-99")).items).toEqual([]);
      expect((await get<GeoList>("/api/v2/geo/provinces?country=FR")).items).toEqual([]);
    });

    it("refuses a malformed or missing country with 400 VALIDATION", async () => {
      for (const query of ["", "?country=it", "?country=ITA"]) {
        const response = await platform.fetch(`/api/v2/geo/states${query}`);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ code: "VALIDATION" });
      }
    });
  });
});
