import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubProblems } from "../src/club/start-checks.js";
import { clubs, outbox } from "../src/db/schema/index.js";
import { CATALOG } from "../src/seed/catalog.js";
import { DEMO, FRANTOIO_STOREFRONT_URL } from "../src/seed/clubs.js";
import { DEMO_MEMBERS } from "../src/seed/members.js";
import { call, guestShippingOrder, newCartId } from "./commerce-helpers.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

type DemoClub = keyof typeof DEMO;

describe.each(databaseKinds)("each club's emails link to its own storefront on %s", (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  const storefronts = (): Record<DemoClub, string> => ({
    estate: platform.services.config.storefrontUrl,
    invitational: FRANTOIO_STOREFRONT_URL,
  });
  const latestMail = async (to: string, kind: string) =>
    (
      await platform.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, to), eq(outbox.kind, kind)))
        .orderBy(desc(outbox.createdAt))
        .limit(1)
    )[0];

  it("the demo clubs have storefronts of their own", () => {
    expect(storefronts().estate).not.toBe(storefronts().invitational);
  });

  it.each([
    ["estate", DEMO_MEMBERS.giulia.email],
    ["invitational", DEMO_MEMBERS.anna.email],
  ] as const)("a password reset email of the %s club links to its storefront", async (club, email) => {
    const asked = await call(platform, "POST", "/api/v2/password/request", { club, body: { email } });
    expect(asked.status).toBe(202);
    const mail = await latestMail(email, "password_reset");
    expect(mail?.clubId).toBe(DEMO[club].id);
    expect(mail?.link).toMatch(new RegExp(`^${storefronts()[club]}/(it|en)/password/confirm/[\\w-]+$`));
    expect(mail?.text).toContain(mail!.link!);
    expect(mail?.html).toContain(`href="${mail!.link!}"`);
  });

  it.each([
    ["estate", CATALOG.cantina, CATALOG.items.chianti2021, 6, `cantina-${CATALOG.listings.italyStandard}`],
    ["invitational", CATALOG.frantoio, CATALOG.items.gardaDop500, 1, CATALOG.listings.gardaItaly],
  ] as const)(
    "an order email of the %s club links to its storefront",
    async (club, shopPage, item, quantity, listingId) => {
      const cartId = newCartId();
      const email = `storefront-${club}@example.com`;
      const cart = await call(platform, "PATCH", `/api/v2/shop-pages/${shopPage}/cart`, {
        club,
        cartId,
        body: { items: [{ shopItemId: item, quantity }] },
      });
      expect(cart.status).toBe(200);
      const card = await call(platform, "POST", "/sandbox-pay/v1/tokens", {
        club,
        body: { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123", name: "Anna Ferrari" },
      });
      const placed = await call(platform, "POST", `/api/v2/shop-pages/${shopPage}/checkout`, {
        club,
        cartId,
        headers: { "Idempotency-Key": randomUUID() },
        body: guestShippingOrder(email, card.body.id, listingId),
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const mail = await latestMail(email, "order_confirmation");
      expect(mail?.link).toBe(
        `${storefronts()[club]}/${mail?.link?.split("/")[3]}/public/expenses/${placed.body.expense.publicId}`,
      );
      expect(mail?.text).toContain(mail!.link!);
      // The club's own notification links there too.
      const notice = await platform.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, "order_notification"), eq(outbox.link, mail!.link!)));
      expect(notice).toHaveLength(1);
    },
  );

  it("a club without a storefront URL of its own falls back to STOREFRONT_URL, which production refuses", async () => {
    await platform.db.update(clubs).set({ storefrontUrl: null }).where(eq(clubs.id, DEMO.invitational.id));
    try {
      const email = DEMO_MEMBERS.anna.email;
      await call(platform, "POST", "/api/v2/password/request", { club: "invitational", body: { email } });
      const mail = await latestMail(email, "password_reset");
      expect(mail?.link?.startsWith(`${platform.services.config.storefrontUrl}/`)).toBe(true);
      const config = platform.services.config;
      expect(await clubProblems(platform.db, config, {})).toEqual([]);
      expect(await clubProblems(platform.db, { ...config, production: true }, {})).toContain(
        "club frantoio-del-garda has no storefront URL of its own for the links in its emails (club url frantoio-del-garda https://…)",
      );
    } finally {
      await platform.db
        .update(clubs)
        .set({ storefrontUrl: FRANTOIO_STOREFRONT_URL })
        .where(eq(clubs.id, DEMO.invitational.id));
    }
  });
});
