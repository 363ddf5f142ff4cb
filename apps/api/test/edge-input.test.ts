import { request } from "node:http";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractOperations, FULL_REPORT_VALUES, MAX_ERROR_FIELDS } from "../src/http/contract.js";
import { MAX_JSON_DEPTH, MAX_JSON_VALUES } from "../src/http/json-shape.js";
import { createLogger } from "../src/logger.js";
import { DEMO } from "../src/seed/clubs.js";
import { CANTINA, call, florence, newCartId } from "./commerce-helpers.js";
import { memberSession } from "./member-session.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";

/** Every log line the platform writes, parsed. */
function logCapture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, log: createLogger("info", stream) };
}

/** Raw bytes to a route, as a client that does not go through a JSON encoder would send them. */
async function sendBytes(
  platform: TestPlatform,
  method: string,
  path: string,
  bytes: Uint8Array,
  cartId?: string,
) {
  const response = await platform.fetch(path, {
    method,
    headers: { "Content-Type": "application/json", ...(cartId ? { "X-Cart-Id": cartId } : {}) },
    body: bytes,
  });
  return { status: response.status, body: await response.json() };
}

describe.each(databaseKinds)("the platform's edge on %s", (kind) => {
  let platform: TestPlatform;
  const captured = logCapture();
  beforeAll(async () => {
    platform = await startTestPlatform(kind, { log: captured.log });
  });
  afterAll(() => platform?.close());

  describe("ill-formed text is refused with the contract's 400, never stored", () => {
    const lone = "Firenze\ud800";
    it.each([
      ["the coupon code", { couponCode: `BENVENUTO\udc00` }, "couponCode"],
      ["the notes", { notes: `ring twice ${lone}` }, "notes"],
      ["the shipping address", { shippingAddress: { ...florence, city: lone } }, "shippingAddress.city"],
      [
        "the billing",
        {
          billing: {
            person: true,
            firstName: "Giulia",
            lastName: lone,
            street: "Via Roma 1",
            city: "Siena",
            zip: "53100",
            country: "IT",
          },
        },
        "billing.lastName",
      ],
    ])("in the cart's %s", async (_, body, field) => {
      const answer = await call(platform, "PATCH", `/api/v2/shop-pages/${CANTINA}/cart`, {
        cartId: newCartId(),
        body,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: "VALIDATION", fields: { [field]: "INVALID_CHARACTER" } });
      expect(answer.body.requestId).toEqual(expect.any(String));
    });

    it("in profile addresses and billings, and in object keys", async () => {
      const { token } = await memberSession(platform);
      const address = await call(platform, "PATCH", "/api/v2/profile", {
        token,
        body: { addresses: [{ ...florence, street: `Via \udfff dei Serragli` }] },
      });
      expect(address).toMatchObject({
        status: 400,
        body: { code: "VALIDATION", fields: { "addresses.0.street": "INVALID_CHARACTER" } },
      });
      const key = await call(platform, "PATCH", "/api/v2/profile", {
        token,
        body: { firstName: "Giulia", "\ud83c": "x" },
      });
      expect(key).toMatchObject({
        status: 400,
        body: { code: "VALIDATION", fields: { body: "INVALID_CHARACTER" } },
      });
      const profile = await call(platform, "GET", "/api/v2/profile", { token });
      expect(profile.body.addresses).toEqual([]);
    });

    it("in a checkout's address", async () => {
      const answer = await call(platform, "POST", `/api/v2/shop-pages/${CANTINA}/checkout`, {
        cartId: newCartId(),
        headers: { "Idempotency-Key": `edge-${Date.now()}` },
        body: {
          shippingMode: "shipping",
          billingMode: "receipt",
          howToPay: "new",
          birthDate: "1980-05-01",
          email: "guest@example.com",
          shippingAddress: { ...florence, street: "Via \ud800" },
        },
      });
      expect(answer).toMatchObject({
        status: 400,
        body: { code: "VALIDATION", fields: { "shippingAddress.street": "INVALID_CHARACTER" } },
      });
    });

    it("as bytes that are not UTF-8 (overlong, CESU-8 surrogates, truncated, stray)", async () => {
      const json = (inner: number[]) =>
        new Uint8Array([...Buffer.from('{"notes":"a'), ...inner, ...Buffer.from('"}')]);
      for (const bytes of [[0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xff], [0x80]]) {
        const answer = await sendBytes(
          platform,
          "PATCH",
          `/api/v2/shop-pages/${CANTINA}/cart`,
          json(bytes),
          newCartId(),
        );
        expect(answer, JSON.stringify(bytes)).toMatchObject({
          status: 400,
          body: { code: "VALIDATION", fields: { body: "INVALID_CHARACTER" } },
        });
      }
      // Well-formed text beyond the BMP is kept as it is.
      const cartId = newCartId();
      const kept = await call(platform, "PATCH", `/api/v2/shop-pages/${CANTINA}/cart`, {
        cartId,
        body: { notes: "Auguri 🍷 e grazie" },
      });
      expect(kept.status).toBe(200);
    });

    it("in a path or query (percent-encoded NUL)", async () => {
      const answer = await call(platform, "GET", `/api/v2/shop-pages/${CANTINA}/cart/data?couponCode=a%00b`);
      expect(answer).toMatchObject({
        status: 400,
        body: { code: "VALIDATION", fields: { "query.couponCode": "INVALID_CHARACTER" } },
      });
    });
  });

  describe("a body nested past the depth limit is refused before it is parsed", () => {
    const bodyOperations = contractOperations.filter((op) => op.hasBody);
    // A path the contract accepts: the body is what is refused.
    const pathOf = (template: string) =>
      template.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === "shopPageId" ? CANTINA : "abcdefghijklmnop1234",
      );
    const shapes: Array<[string, string]> = [
      ["arrays 100,000 deep", `${"[".repeat(100_000)}${"]".repeat(100_000)}`],
      ["objects 40,000 deep", `${'{"a":'.repeat(40_000)}1${"}".repeat(40_000)}`],
      ["a field 5,000 deep", `{"email":${'{"a":'.repeat(4999)}1${"}".repeat(4999)}}`],
    ];

    it.each(
      bodyOperations.flatMap((op) =>
        shapes.map(([shape, text]) => [op.operationId, shape, op, text] as const),
      ),
    )("%s, %s: 400 VALIDATION (body TOO_DEEP)", async (_, __, operation, text) => {
      const response = await platform.fetch(pathOf(operation.path), {
        method: operation.method,
        headers: {
          "Content-Type": "application/json",
          "X-Cart-Id": newCartId(),
          "Idempotency-Key": `deep-${newCartId()}`,
        },
        body: text,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "VALIDATION",
        fields: { body: "TOO_DEEP" },
        requestId: expect.any(String),
      });
    });

    it(`a body ${MAX_JSON_DEPTH} deep is validated as usual; one level more is TOO_DEEP`, async () => {
      const nested = (depth: number) => `{"notes":${"[".repeat(depth - 1)}${"]".repeat(depth - 1)}}`;
      const send = (text: string) =>
        sendBytes(platform, "PATCH", `/api/v2/shop-pages/${CANTINA}/cart`, Buffer.from(text), newCartId());
      expect(await send(nested(MAX_JSON_DEPTH))).toMatchObject({
        status: 400,
        body: { code: "VALIDATION", fields: { notes: "INVALID_TYPE" } },
      });
      expect(await send(nested(MAX_JSON_DEPTH + 1))).toMatchObject({
        status: 400,
        body: { code: "VALIDATION", fields: { body: "TOO_DEEP" } },
      });
      // Brackets inside a string are text, not nesting.
      const text = await send(JSON.stringify({ notes: `${"[{".repeat(400)}\\"[` }));
      expect(text.status).toBe(200);
    });
  });

  describe("an error answer stays small whatever the body", () => {
    const cart = `/api/v2/shop-pages/${CANTINA}/cart`;
    it(`names at most ${MAX_ERROR_FIELDS} fields`, async () => {
      const answer = await call(platform, "PATCH", cart, {
        cartId: newCartId(),
        body: { items: Array(120).fill(1) },
      });
      expect(answer).toMatchObject({ status: 400, body: { code: "VALIDATION" } });
      expect(Object.keys(answer.body.fields)).toHaveLength(MAX_ERROR_FIELDS);
      expect(answer.body.fields["items.0"]).toBe("INVALID_TYPE");
    });

    it(`names the first offending field only past ${FULL_REPORT_VALUES} values`, async () => {
      for (const items of [Array(FULL_REPORT_VALUES * 2).fill(1), Array(FULL_REPORT_VALUES).fill({})]) {
        const answer = await call(platform, "PATCH", cart, { cartId: newCartId(), body: { items } });
        expect(answer).toMatchObject({ status: 400, body: { code: "VALIDATION" } });
        expect(Object.keys(answer.body.fields)).toHaveLength(1);
      }
      // A small body still gets every field named.
      const small = await call(platform, "PATCH", cart, {
        cartId: newCartId(),
        body: { notes: 1, email: 2, shippingMode: "by-air" },
      });
      expect(small.body.fields).toEqual({
        notes: "INVALID_TYPE",
        email: "INVALID_TYPE",
        shippingMode: "INVALID_VALUE",
      });
    });

    it(`refuses a body of more than ${MAX_JSON_VALUES} values unparsed; the largest the contract takes passes`, async () => {
      // Wrong values filling the body limit: each was parsed, walked and validated.
      for (const items of [Array(100_000).fill(1), Array(60_000).fill({}), Array(MAX_JSON_VALUES).fill(0)]) {
        const answer = await call(platform, "PATCH", cart, { cartId: newCartId(), body: { items } });
        expect(answer).toMatchObject({
          status: 400,
          body: { code: "VALIDATION", fields: { body: "TOO_MANY_VALUES" } },
        });
      }
      const unknownKeys = Object.fromEntries(Array.from({ length: 15_000 }, (_, i) => [`k${i}`, i]));
      expect(await call(platform, "PATCH", cart, { cartId: newCartId(), body: unknownKeys })).toMatchObject({
        status: 400,
        body: { fields: { body: "TOO_MANY_VALUES" } },
      });
      // A cart of 200 lines (the contract's maximum): validated as usual.
      const lines = Array.from({ length: 200 }, (_, i) => ({ shopItemId: `item-${i}`, quantity: 1 }));
      const largest = await call(platform, "PATCH", cart, {
        cartId: newCartId(),
        body: { items: lines, notes: "x" },
      });
      expect(largest.status).toBeLessThan(500);
      expect(largest.body?.fields?.body).toBeUndefined();
      expect(MAX_JSON_VALUES).toBeGreaterThan(FULL_REPORT_VALUES);
    });
  });

  describe("the sandbox processor validates its requests like /api/v2", () => {
    const card = { number: "4242424242424242", expMonth: 12, expYear: 2031, cvc: "123" };
    it.each([
      ["expYear null", { ...card, expYear: null }, "expYear"],
      ["expYear true", { ...card, expYear: true }, "expYear"],
      ["expYear empty", { ...card, expYear: "" }, "expYear"],
      ["expYear abc", { ...card, expYear: "abc" }, "expYear"],
      ["expYear 2030.5", { ...card, expYear: 2030.5 }, "expYear"],
      ["expMonth 13", { ...card, expMonth: 13 }, "expMonth"],
      ["number missing", { ...card, number: undefined }, "number"],
      ["a NUL in the name", { ...card, name: "Giulia\u0000" }, "name"],
      ["a lone surrogate in the name", { ...card, name: "Giulia\ud800" }, "name"],
      ["an unknown field", { ...card, pin: "1234" }, "pin"],
    ])("a token with %s: 400 with the field", async (_, body, field) => {
      const answer = await call(platform, "POST", "/sandbox-pay/v1/tokens", { body });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: "VALIDATION" });
      expect(Object.keys(answer.body.fields)).toContain(field);
      expect(answer.body.requestId).toEqual(expect.any(String));
    });

    it("a setup intent id with a NUL, and a confirm body of the wrong shape", async () => {
      const nul = await call(platform, "POST", "/sandbox-pay/v1/setup-intents/seti%00x/confirm", {
        body: { clientSecret: "s", paymentMethodId: "pm_sbx_x" },
      });
      expect(nul).toMatchObject({
        status: 400,
        body: { code: "VALIDATION", fields: { "path.id": "INVALID_FORMAT" } },
      });
      const wrong = await call(platform, "POST", "/sandbox-pay/v1/setup-intents/seti_sbx_x/confirm", {
        body: { clientSecret: 42, paymentMethodId: null },
      });
      expect(wrong).toMatchObject({
        status: 400,
        body: {
          code: "VALIDATION",
          fields: { clientSecret: "INVALID_TYPE", paymentMethodId: "INVALID_TYPE" },
        },
      });
      const notJson = await call(platform, "POST", "/sandbox-pay/v1/tokens", { body: undefined });
      expect(notJson).toMatchObject({
        status: 400,
        body: { code: "VALIDATION", fields: { body: "REQUIRED" } },
      });
    });
  });

  it("every log line written while serving a request carries its request id", async () => {
    const before = captured.lines.length;
    const requestId = `edge-log-${Date.now()}`;
    // An email is queued (a log line from the mailer) and an answer is logged by the sandbox's error path.
    await call(platform, "POST", "/api/v2/password/request", {
      headers: { "X-Request-Id": requestId },
      body: { email: DEMO_EMAIL },
    });
    const broken = await platform.fetch("/sandbox-pay/v1/tokens", {
      method: "POST",
      headers: { "X-Request-Id": `${requestId}-2`, "Content-Type": "application/json" },
      body: "{",
    });
    expect(broken.status).toBe(400);
    const lines = captured.lines.slice(before);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.requestId, JSON.stringify(line)).toMatch(/^edge-log-/);
  });
});

const DEMO_EMAIL = "giulia.rossi@example.com";

describe("the body limit holds while a body streams in", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform("pglite");
  });
  afterAll(() => platform?.close());

  /** Streams `total` bytes chunked to `path`; resolves with the status the server answered and the peak RSS seen. */
  function streamChunked(path: string, total: number, headers: Record<string, string> = {}) {
    const url = new URL(path, platform.baseUrl);
    const chunk = Buffer.alloc(64 * 1024, "a");
    const origin = `localhost:${url.port}`;
    let peak = process.memoryUsage().rss;
    const sample = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    return new Promise<{ status: number; body: string; peak: number; sent: number }>((resolve, reject) => {
      let sent = 0;
      let stopped = false;
      const req = request(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Transfer-Encoding": "chunked",
          "X-Club-Origin": origin,
          "X-App-Token": DEMO.estate.appToken,
          ...headers,
        },
      });
      req.on("response", (response) => {
        stopped = true;
        let body = "";
        response.on("data", (data) => {
          body += data;
        });
        response.on("end", () => {
          clearInterval(sample);
          req.destroy();
          resolve({ status: response.statusCode ?? 0, body, peak, sent });
        });
      });
      // The server may close the connection once it answered; what matters is the answer.
      req.on("error", (error) => {
        if (!stopped) {
          clearInterval(sample);
          reject(error);
        }
      });
      const pump = () => {
        while (!stopped && sent < total) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once("drain", pump);
            return;
          }
        }
        if (!stopped) req.end();
      };
      pump();
    });
  }

  it.each([
    ["/api/v2 (cart)", `/api/v2/shop-pages/${CANTINA}/cart`],
    ["the sandbox processor", "/sandbox-pay/v1/tokens"],
    ["an unknown route", "/nowhere"],
  ])("50 MB chunked to %s: 413, and memory stays flat", async (_, path) => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    const answer = await streamChunked(path, 50 * 1024 * 1024, { "X-Cart-Id": newCartId() });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      requestId: expect.any(String),
    });
    // The server stopped reading long before the 50 MB were sent.
    expect(answer.sent).toBeLessThan(50 * 1024 * 1024);
    expect(answer.peak - before).toBeLessThan(50 * 1024 * 1024);
    console.info(
      `[figures] 50 MB chunked to ${path}: 413 after ${(answer.sent / 2 ** 20).toFixed(1)} MB sent, RSS ${(before / 2 ** 20).toFixed(0)} → peak ${(answer.peak / 2 ** 20).toFixed(0)} MB`,
    );
  });

  it("a declared Content-Length over the limit is refused before any byte is read", async () => {
    const response = await platform.fetch(`/api/v2/shop-pages/${CANTINA}/cart`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", "X-Cart-Id": newCartId() },
      body: JSON.stringify({ notes: "x".repeat(300 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });
});
