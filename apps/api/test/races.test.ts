import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueRequestToken } from "../src/auth/request-tokens.js";
import { addresses, cartLines, carts, members } from "../src/db/schema/index.js";
import { DEMO } from "../src/seed/clubs.js";
import { CANTINA, call, florence, newCartId, putItems } from "./commerce-helpers.js";
import { memberSession } from "./member-session.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

const torino = { ...florence, street: "Via Po", number: "10", city: "Torino", province: "TO", zip: "10123" };

describe.each(databaseKinds)("requests racing each other on %s", (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  const defaults = async (memberId: string) =>
    (
      await platform.db
        .select({ n: count() })
        .from(addresses)
        .where(and(eq(addresses.memberId, memberId), eq(addresses.isDefault, true)))
    )[0]!.n;

  it("the same profile save sent five times at once leaves one address, the default, with one id", async () => {
    const member = await memberSession(platform);
    const body = { addresses: [{ ...florence, isDefault: true }] };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(platform, "PATCH", "/api/v2/profile", { token: member.token, body }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await platform.db.select().from(addresses).where(eq(addresses.memberId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.isDefault).toBe(true);
    expect(new Set(answers.map((a) => a.body.addresses[0].id))).toEqual(new Set([rows[0]!.id]));
  });

  it("different saves at once end with exactly one default address and one default billing", async () => {
    const member = await memberSession(platform);
    const billing = (city: string) => ({
      person: true,
      firstName: "Mario",
      lastName: "Rossi",
      street: "Via Roma 1",
      city,
      zip: "53100",
      province: "SI",
      country: "IT",
      cf: "RSSMRA85T10A562S",
    });
    const answers = await Promise.all([
      call(platform, "PATCH", "/api/v2/profile", {
        token: member.token,
        body: { addresses: [florence, { ...torino, isDefault: true }] },
      }),
      call(platform, "PATCH", "/api/v2/profile", {
        token: member.token,
        body: { addresses: [{ ...torino, isDefault: true }, florence] },
      }),
      call(platform, "PATCH", "/api/v2/profile", {
        token: member.token,
        body: { addresses: [{ ...florence, isDefault: true }] },
      }),
    ]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await defaults(member.id)).toBe(1);
    const billings = await Promise.all(
      ["Firenze", "Siena", "Prato"].map((city) =>
        call(platform, "PATCH", "/api/v2/profile", {
          token: member.token,
          body: { billings: [billing(city)] },
        }),
      ),
    );
    expect(billings.map((a) => a.status)).toEqual([200, 200, 200]);
    const rows = await platform.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.memberId, member.id), eq(addresses.kind, "billing")));
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
    expect(rows).toHaveLength(1);
  });

  it("two members confirming the same new email at once: one gets it, the other 409 EMAIL_TAKEN", async () => {
    for (let round = 0; round < 3; round++) {
      const target = `contesa-${round}-${kind}@example.com`;
      const [a, b] = await Promise.all([memberSession(platform), memberSession(platform)]);
      const links = await Promise.all(
        [a, b].map(
          async (member) =>
            (
              await issueRequestToken(platform.db, {
                clubId: DEMO.estate.id,
                kind: "email_confirm",
                email: target,
                memberId: member.id,
                data: { previousEmail: member.email },
                now: new Date(),
              })
            ).token,
        ),
      );
      const answers = await Promise.all(
        links.map((token) => call(platform, "POST", `/api/v2/email/confirm/${token}`)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ code: "EMAIL_TAKEN" });
      const holders = await platform.db.select().from(members).where(eq(members.email, target));
      expect(holders).toHaveLength(1);
    }
  });

  it("a member signing in on two devices at once, each with a visitor's cart, keeps every line", async () => {
    const member = await memberSession(platform);
    const keys = [newCartId(), newCartId()];
    await putItems(platform, CANTINA, [["chianti-classico-2021", 6]], { cartId: keys[0] });
    await putItems(platform, CANTINA, [["chianti-classico-2021", 6]], { cartId: keys[1] });
    const { mergeAnonymousCart } = await import("../src/cart/merge.js");
    await Promise.all(
      keys.map((key) =>
        platform.db.transaction((tx) => mergeAnonymousCart(tx, DEMO.estate.id, member.id, key)),
      ),
    );
    const [cart] = await platform.db.select().from(carts).where(eq(carts.memberId, member.id));
    const lines = await platform.db.select().from(cartLines).where(eq(cartLines.cartId, cart!.id));
    expect(lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(12);
  });
});
