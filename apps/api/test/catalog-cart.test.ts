import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG } from "../src/seed/catalog.js";
import { DEMO_MEMBERS } from "../src/seed/members.js";
import { CANTINA, call, DISPENSA, newCartId, putItems, signIn } from "./commerce-helpers.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

const { items, shops } = CATALOG;

describe.each(databaseKinds)("catalog and cart on %s", (kind) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform(kind);
  });
  afterAll(() => platform?.close());

  it("answers a shop page by id or slug, with its shops' items on expand", async () => {
    const plain = await call(platform, "GET", `/api/v2/shop-pages/cantina`);
    expect(plain.status).toBe(200);
    expect(plain.body.id).toBe(CANTINA);
    expect(plain.body.shops.map((shop: { id: string }) => shop.id)).toEqual([
      shops.rossi,
      shops.bianchi,
      shops.magnum,
    ]);
    expect(plain.body.shops[0].items).toBeUndefined();
    expect(plain.body.settings).toMatchObject({
      payment: { pickup: "disable" },
      shipping: { pickupEnabled: true },
    });

    const expanded = await call(platform, "GET", `/api/v2/shop-pages/${CANTINA}?expand=shops,shops.items`, {
      headers: { "Accept-Language": "it" },
    });
    expect(expanded.status).toBe(200);
    expect(expanded.body.title).toBe("La Cantina");
    const reds = expanded.body.shops[0];
    expect(reds.title).toBe("Rossi");
    const chianti = reds.items.find((item: { id: string }) => item.id === items.chianti2021);
    expect(chianti).toMatchObject({
      title: "Chianti Classico DOCG 2021",
      productType: "wine",
      format: 0.75,
      price: { amount: 1850, currency: "EUR" },
      quantityRule: { productType: "wine", field: "format", fieldValue: 0.75, quantity: 6 },
      available: true,
    });
    expect(chianti.images[0].url).toMatch(/^\/media\/.+\.svg$/);
    const soldOut = reds.items.find((item: { id: string }) => item.id === items.vignaCastello2020);
    expect(soldOut).toMatchObject({ stock: 0, available: false });

    expect((await call(platform, "GET", "/api/v2/shop-pages/nowhere")).status).toBe(404);
    // Another club's page is not this club's.
    expect((await call(platform, "GET", `/api/v2/shop-pages/${CATALOG.frantoio}`)).status).toBe(404);
  });

  it("serves every picture the catalog and the club name", async () => {
    const urls = new Set<string>([
      "/media/logo-castelvecchio.svg",
      "/media/hero-castelvecchio.svg",
      "/media/logo-frantoio.svg",
    ]);
    for (const [page, club] of [
      [CANTINA, "estate"],
      [DISPENSA, "estate"],
      [CATALOG.frantoio, "invitational"],
    ] as const) {
      const { body } = await call(platform, "GET", `/api/v2/shop-pages/${page}?expand=shops.items`, { club });
      if (body.image) urls.add(body.image.url);
      for (const shop of body.shops)
        for (const item of shop.items) for (const image of item.images) urls.add(image.url);
    }
    expect(urls.size).toBeGreaterThan(20);
    for (const url of urls) {
      const response = await fetch(`${platform.baseUrl}${url}`);
      expect(response.status, url).toBe(200);
      expect(await response.text()).toContain("<svg");
    }
  });

  it("answers a shop item with its tasting sheet and related items", async () => {
    const path = `/api/v2/shop-pages/${CANTINA}/shops/${shops.rossi}/shop-items/${items.riserva2019}?expand=related`;
    const { status, body } = await call(platform, "GET", path);
    expect(status).toBe(200);
    expect(body.description).toContain("Poggio");
    expect(body.attributes).toContainEqual({ label: "Serve at", value: "18 °C" });
    expect(body.attributes.map((attribute: { label: string }) => attribute.label)).not.toContain("Vintage");
    expect(body.related.length).toBeGreaterThan(0);
    expect(body.related.some((item: { id: string }) => item.id === items.riserva2019)).toBe(false);
    const wrongShop = `/api/v2/shop-pages/${CANTINA}/shops/${shops.magnum}/shop-items/${items.riserva2019}`;
    expect((await call(platform, "GET", wrongShop)).status).toBe(404);
  });

  it("answers an item's typed profile: compact in lists, with pairings and tasting notes in its language", async () => {
    const path = `/api/v2/shop-pages/${CANTINA}/shops/${shops.rossi}/shop-items/${items.chianti2021}`;
    const italian = await call(platform, "GET", path, { headers: { "Accept-Language": "it" } });
    expect(italian.status).toBe(200);
    expect(italian.body.profile).toEqual({
      kind: "red",
      grapes: ["Sangiovese", "Canaiolo"],
      denomination: "DOCG",
      region: "Toscana",
      vintage: 2021,
      alcohol: 13.5,
    });
    expect(italian.body.format).toBe(0.75);
    expect(italian.body.pairings).toEqual(["Pici al ragù", "bistecca alla fiorentina"]);
    expect(italian.body.tastingNotes).toMatch(/^Rubino brillante/);
    const english = await call(platform, "GET", path, { headers: { "Accept-Language": "en" } });
    expect(english.body.pairings).toEqual(["Pici with ragù", "Florentine steak"]);
    expect(english.body.tastingNotes).toMatch(/^Bright ruby/);

    const page = await call(platform, "GET", `/api/v2/shop-pages/${CANTINA}?expand=shops,shops.items`);
    const listed = page.body.shops.flatMap((shop: { items: Array<Record<string, unknown>> }) => shop.items);
    const magnum = listed.find((item: { id: string }) => item.id === items.magnumGranSelezione2016);
    expect(magnum.profile).toMatchObject({ kind: "red", denomination: "DOCG", vintage: 2016, alcohol: 14.5 });
    expect(magnum.format).toBe(1.5);
    expect(magnum.pairings).toBeUndefined();
    const kinds = new Set(listed.map((item: { profile: { kind: string } }) => item.profile.kind));
    expect([...kinds].sort()).toEqual(["red", "rose", "white"]);
  });

  it("keeps anonymous carts apart by X-Cart-Id", async () => {
    const anna = newCartId();
    const luca = newCartId();
    const first = await putItems(platform, CANTINA, [[items.chianti2021, 6]], { cartId: anna });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ itemCount: 6, subtotal: { amount: 11100 }, canCheckout: true });
    await putItems(platform, CANTINA, [[items.riserva2019, 12]], { cartId: luca });

    const annaCart = await call(platform, "GET", `/api/v2/shop-pages/${CANTINA}/cart/data`, { cartId: anna });
    const lucaCart = await call(platform, "GET", `/api/v2/shop-pages/${CANTINA}/cart/data`, { cartId: luca });
    expect(annaCart.body.lines.map((l: { shopItemId: string }) => l.shopItemId)).toEqual([items.chianti2021]);
    expect(lucaCart.body.lines.map((l: { shopItemId: string }) => l.shopItemId)).toEqual([items.riserva2019]);

    const stranger = await call(platform, "GET", `/api/v2/shop-pages/${CANTINA}/cart/data`, {
      cartId: newCartId(),
    });
    expect(stranger.body).toMatchObject({ lines: [], itemCount: 0, canCheckout: false });
    const noKey = await call(platform, "PATCH", `/api/v2/shop-pages/${CANTINA}/cart`, {
      body: { items: [] },
    });
    expect(noKey.status).toBe(400);
  });

  it("counts what a quantity rule misses across lines, then accepts the fixed cart", async () => {
    const cartId = newCartId();
    const short = await putItems(
      platform,
      CANTINA,
      [
        [items.chianti2021, 3],
        [items.riserva2019, 1],
        [items.magnumRiserva2018, 1],
      ],
      { cartId },
    );
    expect(short.body.canCheckout).toBe(false);
    expect(short.body.quantityRules).toEqual(
      expect.arrayContaining([
        { productType: "wine", field: "format", fieldValue: 0.75, quantity: 6, current: 4, missing: 2 },
        { productType: "wine", field: "format", fieldValue: 1.5, quantity: 2, current: 1, missing: 1 },
      ]),
    );
    expect(short.body.problems.map((p: { code: string }) => p.code)).toContain("QUANTITY_RULE");

    const fixed = await putItems(
      platform,
      CANTINA,
      [
        [items.chianti2021, 5],
        [items.riserva2019, 1],
        [items.magnumRiserva2018, 0],
      ],
      { cartId },
    );
    expect(fixed.body.quantityRules).toEqual([]);
    expect(fixed.body.lines).toHaveLength(2);
    expect(fixed.body.canCheckout).toBe(true);

    const overStock = await putItems(platform, CANTINA, [[items.rosato2023, 6]], { cartId });
    expect(overStock.body.canCheckout).toBe(false);
    expect(overStock.body.problems).toContainEqual(
      expect.objectContaining({ code: "OUT_OF_STOCK", shopItemId: items.rosato2023 }),
    );
  });

  it("refuses unknown items and items of another page or club", async () => {
    const cartId = newCartId();
    const unknown = await putItems(
      platform,
      CANTINA,
      [
        [items.chianti2021, 6],
        ["no-such-wine", 1],
      ],
      { cartId },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ "items.1.shopItemId": "NOT_FOUND" });
    const otherPage = await putItems(platform, CANTINA, [[items.pecorino500, 2]], { cartId });
    expect(otherPage.status).toBe(400);
    const otherClub = await putItems(platform, CANTINA, [[items.gardaDop500, 1]], { cartId });
    expect(otherClub.status).toBe(400);
  });

  it("validates coupons on their own and in the cart", async () => {
    const valid = await call(platform, "GET", "/api/v2/coupons/benvenuto10/validate");
    expect(valid.status).toBe(200);
    expect(valid.body).toMatchObject({
      code: "BENVENUTO10",
      kind: "percent",
      value: 10,
      minSubtotal: { amount: 5000 },
    });
    const expired = await call(platform, "GET", "/api/v2/coupons/ESTATE2025/validate");
    expect(expired).toMatchObject({ status: 422, body: { code: "COUPON_EXPIRED" } });
    const unknown = await call(platform, "GET", "/api/v2/coupons/REGALO/validate");
    expect(unknown).toMatchObject({ status: 404, body: { code: "COUPON_INVALID" } });

    const cartId = newCartId();
    await putItems(platform, CANTINA, [[items.chianti2021, 6]], { cartId });
    const withCoupon = await call(platform, "PATCH", `/api/v2/shop-pages/${CANTINA}/cart`, {
      cartId,
      body: { couponCode: "BENVENUTO10" },
    });
    expect(withCoupon.body).toMatchObject({
      subtotal: { amount: 11100 },
      discount: { amount: 1110 },
      total: { amount: 9990 },
      coupon: { code: "BENVENUTO10", valid: true, discount: { amount: 1110 } },
    });
    const expiredInCart = await call(
      platform,
      "GET",
      `/api/v2/shop-pages/${CANTINA}/cart/data?couponCode=ESTATE2025`,
      { cartId },
    );
    expect(expiredInCart.body.coupon).toMatchObject({
      valid: false,
      reason: "COUPON_EXPIRED",
      discount: { amount: 0 },
    });
    expect(expiredInCart.body.total.amount).toBe(11100);
    const unknownInCart = await call(
      platform,
      "GET",
      `/api/v2/shop-pages/${CANTINA}/cart/data?couponCode=NIENTE`,
      { cartId },
    );
    expect(unknownInCart.body.coupon).toMatchObject({ valid: false, reason: "COUPON_INVALID" });
    expect(unknownInCart.body.problems.map((p: { code: string }) => p.code)).toContain("COUPON_INVALID");
  });

  it("lists shipping for the destination: Italy free above €150, Japan none", async () => {
    const cartId = newCartId();
    await putItems(platform, CANTINA, [[items.chianti2021, 6]], { cartId });
    const italy = await call(platform, "GET", `/api/v2/shop-pages/${CANTINA}/cart/listings?country=IT`, {
      cartId,
    });
    expect(italy.status).toBe(200);
    expect(italy.body.country).toBe("IT");
    const courier = italy.body.listings.find((l: { id: string }) => l.id === "cantina-it-corriere");
    expect(courier).toMatchObject({ price: { amount: 990 }, freeAbove: { amount: 15000 } });
    expect(italy.body.listings).toHaveLength(2);
    const japan = await call(platform, "GET", `/api/v2/shop-pages/${CANTINA}/cart/listings?country=JP`, {
      cartId,
    });
    expect(japan.body).toEqual({ country: "JP", listings: [] });
    const france = await call(platform, "GET", `/api/v2/shop-pages/${CANTINA}/cart/listings?country=FR`, {
      cartId,
    });
    expect(france.body.listings.map((l: { price: { amount: number } }) => l.price.amount)).toEqual([2490]);

    const priced = await call(
      platform,
      "GET",
      `/api/v2/shop-pages/${CANTINA}/cart/data?listingId=cantina-it-corriere`,
      { cartId },
    );
    expect(priced.body).toMatchObject({ shippingCost: { amount: 990 }, total: { amount: 12090 } });
    await putItems(platform, CANTINA, [[items.chianti2021, 12]], { cartId });
    const free = await call(
      platform,
      "GET",
      `/api/v2/shop-pages/${CANTINA}/cart/data?listingId=cantina-it-corriere`,
      { cartId },
    );
    expect(free.body).toMatchObject({ subtotal: { amount: 22200 }, shippingCost: { amount: 0 } });
    const freeCoupon = await call(
      platform,
      "GET",
      `/api/v2/shop-pages/${CANTINA}/cart/listings?country=FR&couponCode=SPEDIZIONEGRATIS`,
      { cartId },
    );
    expect(freeCoupon.body.listings[0].price.amount).toBe(0);
    const pickup = await call(
      platform,
      "GET",
      `/api/v2/shop-pages/${CANTINA}/cart/data?shippingMode=pickup&listingId=cantina-eu-corriere`,
      { cartId },
    );
    expect(pickup.body).toMatchObject({ shippingMode: "pickup", shippingCost: { amount: 0 } });
    const unknown = await call(
      platform,
      "GET",
      `/api/v2/shop-pages/${CANTINA}/cart/data?listingId=dispensa-it-corriere`,
      { cartId },
    );
    expect(unknown).toMatchObject({ status: 400, body: { fields: { listingId: "NOT_FOUND" } } });
  });

  it("gives members their own cart and merges nothing from others", async () => {
    const giulia = await signIn(platform, DEMO_MEMBERS.giulia.email, DEMO_MEMBERS.giulia.password);
    const marco = await signIn(platform, DEMO_MEMBERS.marco.email, DEMO_MEMBERS.marco.password);
    await putItems(platform, DISPENSA, [[items.miele, 3]], { token: giulia });
    const marcoCart = await call(platform, "GET", `/api/v2/shop-pages/${DISPENSA}/cart/data`, {
      token: marco,
    });
    expect(marcoCart.body.lines).toEqual([]);
    const giuliaCart = await call(platform, "GET", `/api/v2/shop-pages/${DISPENSA}/cart/data`, {
      token: giulia,
    });
    expect(giuliaCart.body.lines).toEqual([
      expect.objectContaining({ shopItemId: items.miele, quantity: 3 }),
    ]);
    // An anonymous key cannot reach a member's cart.
    const anonymous = await call(platform, "GET", `/api/v2/shop-pages/${DISPENSA}/cart/data`, {
      cartId: newCartId(),
    });
    expect(anonymous.body.lines).toEqual([]);
  });

  it("merges the visitor's carts into the member's on sign-in", async () => {
    const { email, password } = DEMO_MEMBERS.marco;
    const before = await signIn(platform, email, password);
    await putItems(platform, CANTINA, [[items.chianti2021, 6]], { token: before });
    const visitor = newCartId();
    await putItems(
      platform,
      CANTINA,
      [
        [items.chianti2021, 6],
        [items.riserva2019, 6],
      ],
      { cartId: visitor },
    );
    await putItems(platform, DISPENSA, [[items.olio500, 2]], { cartId: visitor });
    const signedIn = await call(platform, "POST", "/api/v2/auth/signin", {
      cartId: visitor,
      body: { email, password },
    });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.token as string;
    const cantina = await call(platform, "GET", `/api/v2/shop-pages/${CANTINA}/cart/data`, { token });
    expect(
      cantina.body.lines.map((l: { shopItemId: string; quantity: number }) => [l.shopItemId, l.quantity]),
    ).toEqual([
      [items.chianti2021, 12],
      [items.riserva2019, 6],
    ]);
    const dispensa = await call(platform, "GET", `/api/v2/shop-pages/${DISPENSA}/cart/data`, { token });
    expect(dispensa.body.lines).toEqual([
      expect.objectContaining({ shopItemId: items.olio500, quantity: 2 }),
    ]);
    const left = await call(platform, "GET", `/api/v2/shop-pages/${CANTINA}/cart/data`, { cartId: visitor });
    expect(left.body.lines).toEqual([]);
  });
});
