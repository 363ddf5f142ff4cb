import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Club } from "@club/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE_COLUMNS } from "../src/cli/catalogue-file.js";
import { runClub } from "../src/cli/program.js";
import {
  clubDeployments,
  clubs,
  coupons,
  products,
  shopItems,
  shopPages,
  shops,
} from "../src/db/schema/index.js";
import { DEMO } from "../src/seed/clubs.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

const dir = mkdtempSync(join(tmpdir(), "club-cli-"));
function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

const HEADER = CATALOGUE_COLUMNS.join(",");
// The required columns of a wine; JSON rows use them as they are, with numbers as JSON numbers.
const REQUIRED = {
  shop_page: "vini",
  shop_page_title_it: "Vini",
  shop_page_title_en: "Wines",
  shop: "rossi",
  shop_title_it: "Rossi",
  shop_title_en: "Reds",
  item: "barolo-2019",
  product_type: "wine",
  title_it: "Barolo 2019",
  title_en: "Barolo 2019",
};

function csvRow(values: Partial<Record<(typeof CATALOGUE_COLUMNS)[number], string>>): string {
  const row = {
    ...REQUIRED,
    currency: "EUR",
    description_it: "Nebbiolo, 36 mesi in botte",
    description_en: "Nebbiolo, 36 months in cask",
    format: "0.75",
    weight: "",
    price: "42.50",
    compare_at_price: "",
    member_price: "",
    members_only: "",
    stock: "120",
    max_per_order: "",
    image_url: "",
    image_alt_it: "",
    image_alt_en: "",
    image_width: "",
    image_height: "",
    ...values,
  };
  return CATALOGUE_COLUMNS.map((c) =>
    /[",\n]/.test(row[c]) ? `"${row[c].replace(/"/g, '""')}"` : row[c],
  ).join(",");
}

describe.each(databaseKinds)("the club command line (%s)", (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform(kind);
  });
  afterAll(() => t?.close());

  async function club(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runClub(argv, t.db, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join("\n"), err: err.join("\n") };
  }
  const tokenIn = (text: string) => /(club_[\w-]{43})/.exec(text)?.[1] ?? "";
  const clubOver = (token: string, origin = "shop.langhe.example") =>
    fetch(`${t.baseUrl}/api/v2/club`, { headers: { "X-Club-Origin": origin, "X-App-Token": token } });

  it("creates a club whose app token is shown once, stored hashed, and admits its hosts only", async () => {
    const created = await club(
      "create",
      "langhe",
      "--name",
      "Cantina delle Langhe",
      "--title-it",
      "Club Langhe",
      "--title-en",
      "Langhe Club",
      "--host",
      "shop.langhe.example",
      "--host",
      "localhost:*",
    );
    expect(created.code).toBe(0);
    const token = tokenIn(created.out);
    expect(token).not.toBe("");
    const stored = await t.db.select().from(clubDeployments).where(eq(clubDeployments.clubId, "langhe"));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await clubOver(token)).status).toBe(200);
    expect(await (await clubOver(token)).json()).toMatchObject({ title: "Langhe Club" });
    expect((await clubOver(token, "evil.example")).status).toBe(404);

    expect(
      (
        await club(
          "create",
          "langhe",
          "--name",
          "x",
          "--title-it",
          "x",
          "--title-en",
          "x",
          "--host",
          "a.example",
        )
      ).err,
    ).toMatch(/already exists/);
    expect(
      (
        await club(
          "create",
          "bad",
          "--name",
          "x",
          "--title-it",
          "x",
          "--title-en",
          "x",
          "--host",
          "http://x/",
        )
      ).code,
    ).toBe(1);
  });

  it("rotates the app token (the old one stops working) and replaces hosts", async () => {
    const first = tokenIn((await club("token", "langhe")).out);
    const rotated = await club("token", "langhe");
    const second = tokenIn(rotated.out);
    expect(second).not.toBe(first);
    expect((await clubOver(first)).status).toBe(404);
    expect((await clubOver(second)).status).toBe(200);

    expect((await club("hosts", "langhe", "www.langhe.example")).code).toBe(0);
    expect((await clubOver(second)).status).toBe(404);
    expect((await clubOver(second, "www.langhe.example")).status).toBe(200);
    expect((await club("hosts", "nowhere", "a.example")).err).toMatch(/no club nowhere/);
  });

  it("sets the storefront URL the club's emails link to, on one of its hosts only, and its style may name it", async () => {
    const set = await club("url", "langhe", "https://www.langhe.example/");
    expect(set).toMatchObject({ code: 0, out: "emails of langhe link to https://www.langhe.example" });
    const urlOf = async (id: string) =>
      (await t.db.select().from(clubs).where(eq(clubs.id, id)))[0]?.storefrontUrl;
    expect(await urlOf("langhe")).toBe("https://www.langhe.example");
    for (const [url, refusal] of [
      ["https://evil.example", /not one of the club's hosts/],
      ["https://www.langhe.example.evil.example", /not one of the club's hosts/],
      ["https://www.langhe.example/shop", /origin only/],
      ["https://www.langhe.example/?x=1", /origin only/],
      ["https://user@www.langhe.example", /origin only/],
      ["javascript:alert(1)", /http:\/\/ or https:\/\//],
      ["www.langhe.example", /not a URL/],
    ] as const) {
      const refused = await club("url", "langhe", url);
      expect(refused.code, url).toBe(1);
      expect(refused.err, url).toMatch(refusal);
    }
    expect(await urlOf("langhe")).toBe("https://www.langhe.example");
    expect((await club("url", "nowhere", "https://a.example")).err).toMatch(/no club nowhere/);

    const css = file(
      "own-origin.css",
      String.raw`.a { background: url(https://www.langhe.example/media/a.png); } .b { background: url("/\\evil.example/b.png"); }`,
    );
    expect((await club("style", "langhe", css)).code).toBe(0);
    const [row] = await t.db.select().from(clubs).where(eq(clubs.id, "langhe"));
    expect(row?.style).toContain("https://www.langhe.example/media/a.png");
    expect(row?.style).not.toContain("evil.example");

    const create = (id: string, url: string) =>
      club(
        "create",
        id,
        "--name",
        "x",
        "--title-it",
        "x",
        "--title-en",
        "x",
        "--host",
        `shop.${id}.example`,
        "--url",
        url,
      );
    expect((await create("roero", "https://shop.roero.example")).code).toBe(0);
    expect(await urlOf("roero")).toBe("https://shop.roero.example");
    expect((await create("monferrato", "https://shop.langhe.example")).err).toMatch(
      /not one of the club's hosts/,
    );
    expect(await t.db.select().from(clubs).where(eq(clubs.id, "monferrato"))).toEqual([]);
  });

  it("sets the theme (checked), the style (sanitised) and the settings", async () => {
    const theme = file("theme.json", JSON.stringify({ palette: { primary: { main: "#8a1538" } } }));
    expect((await club("theme", "langhe", theme)).code).toBe(0);
    const badTheme = file("bad-theme.json", JSON.stringify({ palette: { primary: { main: "red;}" } } }));
    const refused = await club("theme", "langhe", badTheme);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/palette\.primary\.main: a colour/);

    const css = file("style.css", "@import url(https://evil.example/x.css);\n.hero { color: #8a1538; }");
    const styled = await club("style", "langhe", css);
    expect(styled.err).toMatch(/dropped/);
    const [row] = await t.db.select().from(clubs).where(eq(clubs.id, "langhe"));
    expect(row?.theme).toEqual({ palette: { primary: { main: "#8a1538" } } });
    expect(row?.style).toContain(".hero");
    expect(row?.style).not.toContain("import");

    expect((await club("config", "langhe", "--payments", "stripe")).err).toMatch(/publishable-key/);
    const configured = await club(
      "config",
      "langhe",
      "--payments",
      "stripe",
      "--publishable-key",
      "pk_test_abc123",
      "--invitation-only",
      "true",
      "--default-language",
      "it",
    );
    expect(configured.code).toBe(0);
    const [after] = await t.db.select().from(clubs).where(eq(clubs.id, "langhe"));
    expect(after?.settings.payments).toEqual({ provider: "stripe", publishableKey: "pk_test_abc123" });
    expect(after?.settings.defaultLanguage).toBe("it");
    expect((await club("config", "langhe", "--default-language", "fr")).code).toBe(1);
    expect(after?.requiresInvitation).toBe(true);

    // Minimum ages per destination: a country's own (case-insensitive), the default for the rest; `DE=` removes it.
    const aged = await club(
      "config",
      "langhe",
      "--minimum-age",
      "18",
      "--minimum-age-country",
      "de=16",
      "--minimum-age-country",
      "AT=16",
    );
    expect(aged.code).toBe(0);
    const [withAges] = await t.db.select().from(clubs).where(eq(clubs.id, "langhe"));
    expect(withAges?.settings.ageCheck).toEqual({ minimumAge: 18, byCountry: { DE: 16, AT: 16 } });
    await club("config", "langhe", "--minimum-age-country", "DE=");
    const [fewer] = await t.db.select().from(clubs).where(eq(clubs.id, "langhe"));
    expect(fewer?.settings.ageCheck).toEqual({ minimumAge: 18, byCountry: { AT: 16 } });
    expect((await club("config", "langhe", "--minimum-age-country", "Germany=16")).err).toMatch(
      /COUNTRY=AGE/,
    );
    expect((await club("config", "langhe", "--minimum-age", "eighteen")).err).toMatch(/age in years/);
  });

  it("reports every bad row of a catalogue with line, field and reason, and imports nothing", async () => {
    const bad = file(
      "bad.csv",
      [
        HEADER,
        csvRow({}),
        csvRow({ item: "Barolo 2020", price: "42,50" }),
        csvRow({ item: "nebbiolo", product_type: "wine", format: "" }),
        csvRow({ item: "barolo-2019" }),
        csvRow({
          item: "dolcetto",
          image_url: "javascript:alert(1)",
          image_alt_it: "Bottiglia",
          image_alt_en: "Bottle",
          image_width: "800",
          image_height: "1200",
        }),
        csvRow({ item: "arneis", shop_title_en: "Red wines" }),
        csvRow({ item: "moscato", image_url: "https://cdn.example/m.jpg" }),
      ].join("\n"),
    );
    const result = await club("import", "langhe", bad);
    expect(result.code).toBe(1);
    expect(result.err.split("\n")).toEqual([
      "line 3, item: use 1-80 lowercase letters, digits and dashes",
      "line 3, price: a price like 12.50 (up to 2 decimals, not negative)",
      "line 4, format: required for wine and liquids (litres)",
      "line 5, item: already on line 2",
      "line 6, image_url: an https:// URL or /media/… path",
      "line 7, shop_title_en: differs from line 2 for shop rossi",
      "line 8, image_alt_it: required with image_url",
      "line 8, image_alt_en: required with image_url",
      "line 8, image_width: required with image_url",
      "line 8, image_height: required with image_url",
      "10 problems; nothing imported",
    ]);
    expect(await t.db.select().from(shopPages).where(eq(shopPages.clubId, "langhe"))).toHaveLength(0);
  });

  it("reads JSON catalogues with the line each row starts on, and refuses another club's ids", async () => {
    const base = {
      ...REQUIRED,
      format: 0.75,
      price: 42.5,
      stock: 120,
    };
    const rows = [
      base,
      { ...base, item: "barolo-2020", stock: -1, colour: "red" },
      { ...base, item: "chianti-classico-2021" },
    ];
    const json = file("catalogue.json", JSON.stringify(rows, null, 2));
    const result = await club("import", "langhe", json, "--dry-run");
    expect(result.code).toBe(1);
    // JSON.stringify(…, 2) puts "[" on line 1 and each row on as many lines as its keys, plus its braces.
    const second = 2 + Object.keys(rows[0]!).length + 2;
    const third = second + Object.keys(rows[1]!).length + 2;
    expect(result.err.split("\n")).toEqual([
      `line ${second}, stock: not negative`,
      `line ${second}, colour: unknown column`,
      `line ${third}, item: chianti-classico-2021 belongs to another club`,
      "3 problems; nothing imported",
    ]);
  });

  it("dry-runs a clean file without writing, then imports it, and a second import updates", async () => {
    const rows = [HEADER];
    for (let i = 0; i < 30; i++)
      rows.push(
        csvRow({
          shop: i < 20 ? "rossi" : "bianchi",
          shop_title_it: i < 20 ? "Rossi" : "Bianchi",
          shop_title_en: i < 20 ? "Reds" : "Whites",
          item: `vino-${i}`,
          price: `${10 + i}.90`,
          stock: `${i}`,
          image_url: "https://cdn.langhe.example/vino.jpg",
          image_alt_it: "Bottiglia",
          image_alt_en: "Bottle",
          image_width: "800",
          image_height: "1200",
        }),
      );
    const clean = file("clean.csv", rows.join("\n"));
    const dry = await club("import", "langhe", clean, "--dry-run");
    expect(dry.code).toBe(0);
    expect(dry.out).toMatch(/dry run: 30 rows: 1 shop pages, 2 shops, 30 items/);
    expect(await t.db.select().from(shops).where(eq(shops.clubId, "langhe"))).toHaveLength(0);

    expect((await club("import", "langhe", clean)).out).toMatch(/imported 30 rows/);
    const items = await t.db.select().from(shopItems).where(eq(shopItems.clubId, "langhe"));
    expect(items).toHaveLength(30);
    expect(items.find((i) => i.id === "vino-3")).toMatchObject({ price: 1390, stock: 3, shopId: "rossi" });

    file("update.csv", [HEADER, csvRow({ item: "vino-3", price: "15.00", stock: "7" })].join("\n"));
    expect((await club("import", "langhe", join(dir, "update.csv"))).code).toBe(0);
    const [updated] = await t.db.select().from(shopItems).where(eq(shopItems.id, "vino-3"));
    expect(updated).toMatchObject({ price: 1500, stock: 7 });
  });

  it("dates the club's navigation by each page's last change, which only a changed row moves", async () => {
    const old = new Date("2020-01-01T00:00:00Z");
    for (const table of [shopPages, shops, products, shopItems])
      await t.db.update(table).set({ updatedAt: old }).where(eq(table.clubId, "langhe"));
    const dateOf = async () => {
      const token = tokenIn((await club("token", "langhe")).out);
      const body = (await (await clubOver(token, "www.langhe.example")).json()) as Club;
      return { page: body.shopPages[0]?.updatedAt, shops: body.shopPages[0]?.shops.map((s) => s.updatedAt) };
    };
    // The same rows again, or only a stock: no page changed for a crawler.
    const same = csvRow({ item: "vino-3", price: "15.00", stock: "6" });
    file("same.csv", [HEADER, same].join("\n"));
    expect((await club("import", "langhe", join(dir, "same.csv"))).code).toBe(0);
    expect(await dateOf()).toEqual({
      page: old.toISOString(),
      shops: [old.toISOString(), old.toISOString()],
    });
    // A new price dates its shop and its shop page, not the other shop.
    const before = Date.now();
    file("price.csv", [HEADER, csvRow({ item: "vino-3", price: "16.00", stock: "7" })].join("\n"));
    expect((await club("import", "langhe", join(dir, "price.csv"))).code).toBe(0);
    const after = await dateOf();
    expect(Date.parse(after.page ?? "")).toBeGreaterThanOrEqual(before - 1000);
    expect(after.shops?.[0]).toBe(after.page);
    expect(after.shops?.[1]).toBe(old.toISOString());
  });

  it("imports member prices and members-only items, refusing a member price not below the price", async () => {
    file(
      "members.csv",
      [
        HEADER,
        csvRow({ item: "vino-8", price: "18.90", member_price: "16.50", members_only: "" }),
        csvRow({ item: "vino-9", price: "19.90", member_price: "", members_only: "sì" }),
      ].join("\n"),
    );
    expect((await club("import", "langhe", join(dir, "members.csv"))).code).toBe(0);
    const rows = await t.db.select().from(shopItems).where(eq(shopItems.clubId, "langhe"));
    expect(rows.find((i) => i.id === "vino-8")).toMatchObject({ memberPrice: 1650, membersOnly: false });
    expect(rows.find((i) => i.id === "vino-9")).toMatchObject({ memberPrice: null, membersOnly: true });

    const json = file(
      "members.json",
      JSON.stringify([
        { ...REQUIRED, item: "vino-9", format: 0.75, price: 19.9, stock: 3, members_only: false },
      ]),
    );
    expect((await club("import", "langhe", json)).code).toBe(0);
    const [again] = await t.db.select().from(shopItems).where(eq(shopItems.id, "vino-9"));
    expect(again?.membersOnly).toBe(false);

    file(
      "bad-members.csv",
      [
        HEADER,
        csvRow({ item: "vino-8", price: "18.90", member_price: "18.90" }),
        csvRow({ item: "vino-9", members_only: "maybe" }),
      ].join("\n"),
    );
    const bad = await club("import", "langhe", join(dir, "bad-members.csv"));
    expect(bad.code).toBe(1);
    expect(bad.err.split("\n")).toEqual([
      "line 2, member_price: must be less than price",
      "line 3, members_only: yes or no (true/false, 1/0)",
      "2 problems; nothing imported",
    ]);
  });

  it("adjusts stock (+N, -N, =N, never below 0) of the club's own items only", async () => {
    expect((await club("stock", "langhe", "vino-3", "+5")).out).toBe("vino-3: stock 12");
    expect((await club("stock", "langhe", "vino-3", "-20")).out).toBe("vino-3: stock 0");
    expect((await club("stock", "langhe", "vino-3", "=48")).out).toBe("vino-3: stock 48");
    expect((await club("stock", "langhe", "vino-3", "7")).code).toBe(1);
    expect((await club("stock", "langhe", "chianti-classico-2021", "=0")).err).toMatch(/has no item/);
  });

  it("creates coupons, refusing bad values and duplicates", async () => {
    const ok = await club(
      "coupon",
      "langhe",
      "BENVENUTO",
      "--kind",
      "percent",
      "--value",
      "10",
      "--description-it",
      "Benvenuto: 10%",
      "--description-en",
      "Welcome: 10%",
      "--per-customer",
      "1",
    );
    expect(ok.code).toBe(0);
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, "BENVENUTO"));
    expect(coupon).toMatchObject({ clubId: "langhe", kind: "percent", value: 10, perCustomerLimit: 1 });
    const again = await club(
      "coupon",
      "langhe",
      "BENVENUTO",
      "--kind",
      "fixed",
      "--value",
      "5.00",
      "--description-it",
      "a",
      "--description-en",
      "a",
    );
    expect(again.err).toMatch(/already has a coupon BENVENUTO/);
    const bad = await club(
      "coupon",
      "langhe",
      "TROPPO",
      "--kind",
      "percent",
      "--value",
      "150",
      "--description-it",
      "a",
      "--description-en",
      "a",
    );
    expect(bad.err).toMatch(/value: a percentage from 1 to 100/);
  });

  it("lists a club's orders, newest first, as text or JSON lines", async () => {
    const text = await club("orders", DEMO.estate.id);
    expect(text.code).toBe(0);
    const lines = text.out.split("\n");
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]).toMatch(/^\d{4}-\d{6}\t\d{4}-\d\d-\d\d \d\d:\d\d\t\w+\t\S+@\S+\t\d+\.\d\d EUR/);
    const json = await club("orders", DEMO.estate.id, "--json", "--limit", "1");
    expect(JSON.parse(json.out)).toMatchObject({ currency: "EUR" });
    expect((await club("orders", "langhe")).err).toBe("0 orders");
  });
});
