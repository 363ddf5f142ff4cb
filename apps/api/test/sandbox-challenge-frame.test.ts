import { runInNewContext } from "node:vm";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubDeployments, clubs } from "../src/db/schema/index.js";
import { CHALLENGE_SCRIPT } from "../src/payments/sandbox-challenge.js";
import { CATALOG } from "../src/seed/catalog.js";
import { DEMO } from "../src/seed/clubs.js";
import { cardToken, checkoutCase, florence, sandboxChallenge } from "./commerce-helpers.js";
import { memberSession } from "./member-session.js";
import { call } from "./members-helpers.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

const AUTHENTICATE = "4000002760003184";
const frameAncestors = (response: Response) =>
  /frame-ancestors ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

describe.each(databaseKinds)(
  "who may frame the sandbox challenge page, and hear its answer, on %s",
  (kind) => {
    let platform: TestPlatform;
    beforeAll(async () => {
      platform = await startTestPlatform(kind);
    });
    afterAll(() => platform?.close());

    const challenge = (url: string, result?: "completed" | "failed") =>
      sandboxChallenge(platform, url, result);
    const chargeChallenge = async (email: string) => {
      const placed = await checkoutCase(platform, {
        email,
        birthDate: "1980-05-01",
        shippingAddress: florence,
        listingId: `cantina-${CATALOG.listings.italyStandard}`,
        paymentMethodId: await cardToken(platform, AUTHENTICATE),
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(202);
      return placed.body.action.challengeUrl as string;
    };
    /** Runs the page's script as the framed page would, answering what it posted and to which origin. */
    const postedBy = (script: string, pageOrigin: string, result?: string) => {
      const posted: unknown[][] = [];
      runInNewContext(script, {
        window: {
          location: { origin: pageOrigin },
          parent: { postMessage: (...args: unknown[]) => posted.push(args) },
        },
        document: { body: { dataset: result ? { result } : {} } },
      });
      return posted;
    };

    it("may be framed by the club's storefront hosts and origin only, not by any site", async () => {
      const url = await chargeChallenge("frame-demo@example.com");
      const page = await challenge(url);
      expect(page.status).toBe(200);
      // The demo's hosts (IPv6 literals cannot be CSP sources) and its storefront URL.
      expect(frameAncestors(page)).toBe(`localhost:* 127.0.0.1:* ${platform.services.config.storefrontUrl}`);
      expect(page.headers.get("content-security-policy")).not.toMatch(/frame-ancestors \*/);

      const [estate] = await platform.db.select().from(clubs).where(eq(clubs.id, DEMO.estate.id));
      const [deployment] = await platform.db
        .select()
        .from(clubDeployments)
        .where(eq(clubDeployments.clubId, DEMO.estate.id));
      try {
        await platform.db
          .update(clubDeployments)
          .set({ hosts: ["shop.castelvecchio.example", "www.castelvecchio.example"] })
          .where(eq(clubDeployments.clubId, DEMO.estate.id));
        await platform.db
          .update(clubs)
          .set({ storefrontUrl: "https://shop.castelvecchio.example" })
          .where(eq(clubs.id, DEMO.estate.id));
        // Another club's hosts (Frantoio's localhost:*) are not this club's.
        expect(frameAncestors(await challenge(url))).toBe(
          "shop.castelvecchio.example www.castelvecchio.example https://shop.castelvecchio.example",
        );
        const answered = await challenge(url, "failed");
        expect(await answered.text()).toContain('data-result="failed"');
        expect(frameAncestors(answered)).toBe(
          "shop.castelvecchio.example www.castelvecchio.example https://shop.castelvecchio.example",
        );
      } finally {
        await platform.db
          .update(clubDeployments)
          .set({ hosts: deployment!.hosts })
          .where(eq(clubDeployments.clubId, DEMO.estate.id));
        await platform.db
          .update(clubs)
          .set({ storefrontUrl: estate!.storefrontUrl })
          .where(eq(clubs.id, DEMO.estate.id));
      }
    });

    it("a card's challenge is framed by its club's storefront; an unknown one by nobody", async () => {
      const member = await memberSession(platform, { club: "invitational" });
      const intent = await call(platform, "GET", "/api/v2/profile/setup-intent", {
        token: member.token,
        club: "invitational",
      });
      const typed = await call(platform, "POST", "/sandbox-pay/v1/tokens", {
        club: "invitational",
        body: { number: AUTHENTICATE, expMonth: 12, expYear: 2040, cvc: "123" },
      });
      const confirmed = await call(
        platform,
        "POST",
        `/sandbox-pay/v1/setup-intents/${intent.body.id}/confirm`,
        {
          club: "invitational",
          body: { clientSecret: intent.body.clientSecret, paymentMethodId: typed.body.id },
        },
      );
      expect(confirmed.body.status).toBe("requires_action");
      const [mill] = await platform.db.select().from(clubs).where(eq(clubs.id, DEMO.invitational.id));
      expect(frameAncestors(await challenge(confirmed.body.action.challengeUrl))).toBe(
        `localhost:* 127.0.0.1:* ${mill!.storefrontUrl}`,
      );
      for (const id of ["ch_sbx_0000000000000000", "seti_sbx_0000000000000000", "nothing"]) {
        const missing = await challenge(`/sandbox-pay/v1/challenges/${id}`);
        expect(missing.status).toBe(404);
        expect(frameAncestors(missing)).toBe("'none'");
      }
    });

    it("posts the answer to its own origin (the storefront that framed it through its proxy), never to any", async () => {
      const served = await fetch(`${platform.baseUrl}/sandbox-pay/v1/challenge.js`);
      const script = await served.text();
      expect(script).toBe(CHALLENGE_SCRIPT);
      expect(postedBy(script, "https://shop.castelvecchio.example", "completed")).toEqual([
        [{ type: "club-sandbox-challenge", result: "completed" }, "https://shop.castelvecchio.example"],
      ]);
      expect(postedBy(script, "http://localhost:3000", "failed")).toEqual([
        [{ type: "club-sandbox-challenge", result: "failed" }, "http://localhost:3000"],
      ]);
      expect(postedBy(script, "http://localhost:3000")).toEqual([]);
      expect(script).not.toContain('"*"');
    });
  },
);
