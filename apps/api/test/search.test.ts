import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchRequest } from "../src/catalog/search.js";
import { CATALOG } from "../src/seed/catalog.js";
import { DEMO } from "../src/seed/clubs.js";
import { call } from "./commerce-helpers.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";
import { seedSearchCatalogue } from "./search-catalogue.js";
import { indexesRead, planNodes, searchPlan } from "./search-plan.js";

const { items } = CATALOG;
type Hit = { id: string; shopPageId: string; price: { amount: number }; profile: { vintage: number | null } };

describe.each(databaseKinds)("search on %s", (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  const search = (query: string, lang = "en") =>
    call(platform, "GET", `/api/v2/search?${query}`, { headers: { "Accept-Language": lang } });
  const ids = (body: { items: Hit[] }) => body.items.map((item) => item.id);

  it("finds a wine despite a typo, and stems Italian and English words", async () => {
    const typo = await search("q=chanti");
    expect(typo.status).toBe(200);
    expect(ids(typo.body)).toContain(items.chianti2021);
    expect(typo.body.items[0].shopPageId).toBe(CATALOG.cantina);

    const italian = await search("q=rossi", "it"); // plural of "rosso", in the descriptions and subtitles
    expect(italian.status).toBe(200);
    const english = await search("q=casks"); // "cask" stems the same
    expect(ids(english.body)).toContain(items.chianti2021);
    const accented = await search("q=rose"); // "Rosé" without its accent
    expect(ids(accented.body)).toContain(items.rosato2023);
  });

  it("searches every shop page of the club and answers nothing for nonsense", async () => {
    const chianti = await search("q=chianti&limit=48");
    const pages = new Set(chianti.body.items.map((item: Hit) => item.shopPageId));
    expect(pages).toEqual(new Set([CATALOG.cantina, CATALOG.dispensa])); // the Vin Santo del Chianti is food's
    const otherClub = await call(platform, "GET", "/api/v2/search?q=garda", { club: "invitational" });
    expect(otherClub.body.total).toBeGreaterThan(0);
    expect(ids(await search("q=garda").then((answer) => answer.body))).toEqual([]);
    const none = await search("q=zzzxq");
    expect(none.body).toMatchObject({ total: 0, items: [] });
  });

  it("filters by facets (OR within one, AND across), counts each facet under the others, sorts", async () => {
    const all = await search("type=red,white&sort=price&limit=48");
    expect(all.status).toBe(200);
    const prices = all.body.items.map((item: Hit) => item.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(all.body.total).toBe(all.body.items.length);
    // The type facet ignores the type filter: it still offers rosé and oil with their counts.
    const typeFacet = Object.fromEntries(
      all.body.facets.type.map((facet: { value: string; count: number }) => [facet.value, facet.count]),
    );
    expect(typeFacet.rose).toBe(1);
    expect(typeFacet.oil).toBeGreaterThan(0);
    expect(typeFacet.red + typeFacet.white).toBe(all.body.total);

    const magnums = await search("type=red&format=1.5&sort=vintage-desc");
    expect(ids(magnums.body)).toEqual([
      items.magnumChianti2020,
      items.magnumRiserva2018,
      items.magnumGranSelezione2016,
    ]);
    const docg2018 = await search("grape=sangiovese&vintage=2018&region=Toscana");
    expect(ids(docg2018.body).sort()).toEqual([items.granSelezione2018, items.magnumRiserva2018].sort());
    // Grapes and regions compare folded: case and accents do not matter.
    const folded = await search(
      `grape=${encodeURIComponent("SANGIOVÉSE")}&vintage=2018&region=${encodeURIComponent("toscàna")}`,
    );
    expect(ids(folded.body).sort()).toEqual(ids(docg2018.body).sort());
    const cheap = await search("priceMax=1500&type=red");
    for (const item of cheap.body.items as Hit[]) expect(item.price.amount).toBeLessThanOrEqual(1500);
    const bands = cheap.body.facets.price;
    expect(bands[0]).toMatchObject({ min: 0, max: 1500 });
    expect(bands.reduce((sum: number, band: { count: number }) => sum + band.count, 0)).toBeGreaterThan(
      cheap.body.total,
    );
  });

  it("pages with limit and offset: the pages put together are the whole list, in order, each answer says the total", async () => {
    for (const query of ["sort=name", "sort=price-desc", "q=rosso", "type=red&sort=vintage"]) {
      const whole = await search(`${query}&limit=48`);
      expect(whole.body.total).toBe(whole.body.items.length); // the demo catalogue fits one page of 48
      const pages: string[] = [];
      for (let offset = 0; offset < whole.body.total; offset += 5) {
        const page = await search(`${query}&limit=5&offset=${offset}`);
        expect(page.body.total, query).toBe(whole.body.total);
        pages.push(...ids(page.body));
      }
      expect(pages, query).toEqual(ids(whole.body));
    }
    // Past the last page: nothing, and still the total.
    const past = await search("sort=name&limit=5&offset=1000");
    expect(past.status).toBe(200);
    expect(past.body.items).toEqual([]);
    expect(past.body.total).toBeGreaterThan(0);
  });

  it("refuses unknown facets, values outside a facet, bad pages, oversize and injection queries with 400 VALIDATION", async () => {
    const cases: Array<[string, string]> = [
      ["colour=red", "query.colour"],
      ["type=beer", "query.type.0"],
      [`q=${"a".repeat(101)}`, "query.q"],
      [`q=${encodeURIComponent("'; drop table products; --")}`, "query.q"],
      [`grape=${encodeURIComponent("x' or 1=1")}`, "query.grape.0"],
      ["vintage=1200", "query.vintage.0"],
      ["sort=random", "query.sort"],
      ["limit=500", "query.limit"],
      // A page that is not one.
      ["offset=-1", "query.offset"],
      ["offset=two", "query.offset"],
      ["offset=1.5", "query.offset"],
      ["offset=10001", "query.offset"],
      ["limit=0", "query.limit"],
      ["limit=49", "query.limit"],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await search(query);
      expect({ query, status, code: body.code }).toEqual({ query, status: 400, code: "VALIDATION" });
      expect(Object.keys(body.fields), query).toContain(field);
    }
    // A quote in an ordinary query is text, never SQL.
    const quoted = await search(`q=${encodeURIComponent("Chianti' or '1'='1")}`);
    expect(quoted.status).toBe(400);
    const apostrophe = await search(`q=${encodeURIComponent("Chianti' classico")}`);
    expect(apostrophe.status).toBe(200);
    expect(ids(apostrophe.body)).toContain(items.chianti2021);
  });
});

describe.each(databaseKinds)("the search statement's plan on %s", (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform(kind);
    // Enough products that reading them all costs the planner more than an index does.
    await seedSearchCatalogue(platform.db, DEMO.estate.id, 2000);
  }, 120_000);
  afterAll(() => platform?.close());

  const request = (query: string): SearchRequest => ({
    clubId: DEMO.estate.id,
    lang: "en",
    query,
    filters: {},
    sort: "relevance",
    limit: 24,
    offset: 0,
  });
  const plan = (query: string) => searchPlan(platform.db, request(query));

  it("finds an Italian word, an English word and a typo through their indexes", async () => {
    // "castagno" is in one Italian title, "chestnut" in one English title (the honey's).
    expect(indexesRead(await plan("castagno"))).toContain("products_search_it");
    expect(indexesRead(await plan("chestnut"))).toContain("products_search_en");
    // "chanti" is near an eighth of the names: still the trigram index, not a read of every product.
    const typo = await plan("chanti");
    expect(indexesRead(typo)).toContain("products_search_name");
    const scans = planNodes(typo).filter((node) => node["Relation Name"] === "products");
    expect(scans.map((node) => node["Node Type"])).not.toContain("Seq Scan");
  });

  it("reads the products for the matches only, and counts every facet from them", async () => {
    // The trigram matches, the products the words match, the products only a close name matches: three reads of
    // products whatever the facets, which count what the matches hold.
    for (const query of ["castagno", "chanti", ""]) {
      const reads = planNodes(await plan(query)).filter((node) => node["Relation Name"] === "products");
      expect(reads.length, query).toBeLessThanOrEqual(query ? 3 : 1);
    }
  });

  it("answers what it answered without the generated catalogue", async () => {
    const honey = await call(platform, "GET", "/api/v2/search?q=castagno", {
      headers: { "Accept-Language": "it" },
    });
    expect(honey.body.items.map((item: Hit) => item.id)).toEqual([items.miele]);
    const chestnut = await call(platform, "GET", "/api/v2/search?q=chestnut");
    expect(chestnut.body.items.map((item: Hit) => item.id)).toEqual([items.miele]);
    // Every generated Chianti (one name in eight) and the demo's, and nothing else.
    const typo = await call(platform, "GET", "/api/v2/search?q=chanti&limit=48");
    expect(typo.body.total).toBeGreaterThanOrEqual(250);
    for (const { id } of typo.body.items as Hit[]) {
      const generated = /^bench-(\d+)$/.exec(id);
      expect(generated ? Number(generated[1]) % 8 : 0, id).toBe(0);
    }
  });
});
