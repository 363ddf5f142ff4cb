import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContractOperation, contractOperations, document } from "../src/http/contract.js";
import { jsonShape, MAX_JSON_DEPTH } from "../src/http/json-shape.js";
import { DEMO } from "../src/seed/clubs.js";
import { memberSession } from "./member-session.js";
import { databaseKinds, startTestPlatform, type TestPlatform } from "./platform.js";
import {
  illFormedUtf8,
  illFormedUtf16,
  nestedBody,
  nestedJson,
  nestingDepth,
  schemaArbitrary,
} from "./schema-arbitrary.js";

/*
 * Property: whatever arrives — arbitrary JSON, wrong types, 100k-character strings, odd path segments, odd query
 * strings and headers, with or without a member — no operation of the contract answers 5xx.
 * FUZZ_RUNS and FUZZ_SEED reproduce or deepen a run (fast-check prints the seed of a failure).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  schema: Schema;
  $ref?: string;
}

function parametersOf(operation: ContractOperation): Parameter[] {
  const item = document.paths[operation.path] as Record<string, unknown> & { parameters?: Parameter[] };
  const op = item[operation.method.toLowerCase()] as { parameters?: Parameter[] };
  return [...(item.parameters ?? []), ...(op.parameters ?? [])].map((parameter) =>
    parameter.$ref
      ? (document.components.parameters[parameter.$ref.replace("#/components/parameters/", "")] as Parameter)
      : parameter,
  );
}

function bodySchemaOf(operation: ContractOperation): Schema | undefined {
  const item = document.paths[operation.path] as Record<string, unknown>;
  const op = item[operation.method.toLowerCase()] as {
    requestBody?: { content: Record<string, { schema: Schema }> };
  };
  return op.requestBody?.content["application/json"]?.schema;
}

const huge = (size: number) =>
  fc.constantFrom("a", "é", "🍷", "<", "%", "\\").map((unit) => unit.repeat(size));

/**
 * A URL cannot carry a lone surrogate (encodeURIComponent throws): it goes as its CESU-8 bytes, the nearest thing a
 * sloppy client would send.
 */
function encodeSegment(value: string): string {
  return value
    .split(/(\p{Cs})/u)
    .map((part) =>
      /^\p{Cs}$/u.test(part)
        ? [
            0xe0 | (part.charCodeAt(0) >> 12),
            0x80 | ((part.charCodeAt(0) >> 6) & 0x3f),
            0x80 | (part.charCodeAt(0) & 0x3f),
          ]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join("")
        : encodeURIComponent(part),
    )
    .join("");
}

/** Path segments: real ids, contract-shaped ids, unicode, very long, traversal and broken percent-encoding. */
function segment(known: string[], schema: Schema): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: known.length ? fc.constantFrom(...known) : fc.constant("x") },
    { weight: 3, arbitrary: schemaArbitrary(schema).map((v) => encodeSegment(String(v))) },
    {
      weight: 2,
      arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }).map(encodeURIComponent),
    },
    { weight: 1, arbitrary: huge(3000).map(encodeURIComponent) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "..",
        "..%2F..%2Fetc%2Fpasswd",
        "%2e%2e",
        "%ZZ",
        "%",
        "%E0%A4%A",
        "a%00b",
        "%ED%A0%80",
        "%C0%AF",
        "%FF",
        "%F0%9F%8D",
        "%F0%9F%8D%B7",
        "null",
        "undefined",
        "0",
        "-1",
        "__proto__",
        "constructor",
        "%3Cscript%3E",
        "'%20or%201%3D1--",
      ),
    },
  );
}

function queryValue(schema: Schema): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: schemaArbitrary(schema).map((v) => (Array.isArray(v) ? v.join(",") : String(v))),
    },
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
    { weight: 1, arbitrary: huge(2000) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "",
        "-1",
        "1e309",
        "NaN",
        "true",
        "[]",
        "{}",
        "%ZZ",
        "0x10",
        " 1 ",
        "a\u0000b",
      ),
    },
    // Lone surrogates (URLSearchParams sends them as U+FFFD; raw bad bytes come through `rawQuery`).
    { weight: 1, arbitrary: illFormedUtf16.map((bad) => `x${bad}y`) },
    // A query value is never parsed as JSON, however it nests.
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom<"arrays" | "objects" | "mixed">("arrays", "objects", "mixed"),
          fc.integer({ min: 1, max: 2000 }),
        )
        .map(([nesting, depth]) => nestedJson(nesting, depth, "x", "")),
    },
  );
}

const headerText = fc.string({ unit: "grapheme-ascii", maxLength: 80 });

const body = (schema: Schema | undefined) =>
  fc.oneof(
    {
      weight: schema ? 5 : 0,
      arbitrary: schema ? schemaArbitrary(schema).map((v) => JSON.stringify(v)) : fc.constant(""),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.object({ maxDepth: 2 }).map((v) => JSON.stringify(v)) },
    {
      weight: 1,
      arbitrary: huge(100_000).map((s) => JSON.stringify({ email: s, password: s, items: s, notes: s })),
    },
    { weight: 1, arbitrary: huge(100_000).map((s) => JSON.stringify(s)) },
    { weight: 1, arbitrary: fc.constantFrom("", "{", "nul", "[1,", '{"a":}', "\u0000", "{}".repeat(10)) },
    { weight: 1, arbitrary: fc.constant(JSON.stringify({ x: "y".repeat(300 * 1024) })) },
    // Nested at, past and far past the depth limit: arrays, objects, both, one field of the body.
    { weight: 2, arbitrary: nestedBody(schema, nestingDepth(MAX_JSON_DEPTH)).map(({ text }) => text) },
    // Bytes that are not UTF-8 inside an otherwise shaped body: no decoder may quietly turn them into U+FFFD.
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          schema ? schemaArbitrary(schema).map((v) => JSON.stringify(v)) : fc.constant('{"notes":"x"}'),
          illFormedUtf8,
          fc.nat(),
        )
        .map(([json, bad, at]) => {
          const text = Buffer.from(json);
          const cut = text.length ? at % text.length : 0;
          return new Uint8Array([...text.subarray(0, cut), ...bad, ...text.subarray(cut)]);
        }),
    },
  );

/** Runs a property and fails with a short report: the seed to replay and the first lines of the failure. */
async function check<T>(property: fc.IAsyncProperty<T>, numRuns = RUNS) {
  const details = await fc.check(property, { numRuns, seed: SEED, endOnFailure: true });
  if (details.failed) {
    const error =
      details.errorInstance instanceof Error
        ? `${details.errorInstance.message} ${String((details.errorInstance as { cause?: unknown }).cause ?? "")}`
        : String(details.errorInstance);
    throw new Error(
      `property failed (FUZZ_SEED=${details.seed}, path ${details.counterexamplePath}): ${error.slice(0, 1500)} ← ${JSON.stringify(details.counterexample, (_, v) => (typeof v === "string" && v.length > 200 ? `${v.slice(0, 200)}…(${v.length})` : v instanceof Uint8Array ? `bytes(${v.length})` : v)).slice(0, 800)}`,
    );
  }
}

interface FuzzRequest {
  path: Record<string, string>;
  query: Array<[string, string]>;
  /** Percent-encoded bytes that are not UTF-8, appended to the query as they are. */
  rawQuery: string | undefined;
  clubHeaders: "valid" | "other-club" | "missing" | "random";
  origin: string;
  appToken: string;
  auth: "none" | "member" | "garbage";
  garbageToken: string;
  language: string;
  cartId: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string;
  body: string | Uint8Array | undefined;
}

describe.each(databaseKinds)("fuzzing every contract operation on %s", (kind) => {
  let platform: TestPlatform;
  let known: Record<string, string[]> = {};

  beforeAll(async () => {
    platform = await startTestPlatform(kind);
    const ids = async (query: ReturnType<typeof sql>) =>
      ((await platform.db.execute(query)) as unknown as { rows: Array<{ id: string }> }).rows.map(
        (r) => r.id,
      );
    known = {
      shopPageId: [
        ...(await ids(sql`select id from shop_pages`)),
        ...(await ids(sql`select slug as id from shop_pages`)),
      ],
      shopId: await ids(sql`select id from shops`),
      shopItemId: await ids(sql`select id from shop_items`),
      fidelityProgramId: await ids(sql`select id from fidelity_programs`),
      fidelityPrizeId: await ids(sql`select id from fidelity_prizes`),
      customComponentId: await ids(sql`select id from custom_components`),
      pageName: await ids(sql`select name as id from pages`),
      expensePublicId: await ids(sql`select public_id as id from expenses`),
      paymentMethodId: await ids(sql`select id from payment_methods`),
      couponCode: await ids(sql`select code as id from coupons`),
    };
  });
  afterAll(() => platform?.close());

  it.each(contractOperations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    "%s never answers 5xx",
    async (_, operation) => {
      const parameters = parametersOf(operation);
      const pathParams = parameters.filter((p) => p.in === "path");
      const queryParams = parameters.filter((p) => p.in === "query");
      const origin = new URL(platform.baseUrl).host.replace("127.0.0.1", "localhost");

      const request: fc.Arbitrary<FuzzRequest> = fc.record({
        path: fc.record(
          Object.fromEntries(pathParams.map((p) => [p.name, segment(known[p.name] ?? [], p.schema)])),
        ),
        query: fc.array(
          fc.oneof(
            ...(queryParams.length
              ? [
                  fc
                    .constantFrom(...queryParams)
                    .chain((p) => fc.tuple(fc.constant(p.name), queryValue(p.schema))),
                ]
              : []),
            fc.tuple(
              fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }),
              queryValue({ type: "string" }),
            ),
          ),
          { maxLength: 5 },
        ),
        rawQuery: fc.option(
          fc
            .tuple(
              fc.constantFrom(...queryParams.map((p) => p.name), "x"),
              illFormedUtf8.map((bytes) => bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join("")),
            )
            .map(([name, bad]) => `${name}=a${bad}b`),
          { nil: undefined },
        ),
        clubHeaders: fc.constantFrom("valid", "valid", "valid", "valid", "other-club", "missing", "random"),
        origin: headerText,
        appToken: headerText,
        auth: fc.constantFrom("none", "member", "member", "garbage"),
        garbageToken: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 600 }),
        language: fc.oneof(fc.constantFrom("it", "en", "it-IT,it;q=0.9", "de", "*", "en;q=abc"), headerText),
        cartId: fc.option(fc.oneof(fc.uuid(), headerText), { nil: undefined }),
        idempotencyKey: fc.option(fc.oneof(fc.stringMatching(/^[A-Za-z0-9_.:-]{8,128}$/), headerText), {
          nil: undefined,
        }),
        contentType: fc.constantFrom(
          "application/json",
          "application/json",
          "text/plain",
          "application/x-www-form-urlencoded",
        ),
        body:
          operation.hasBody || operation.method !== "GET"
            ? fc.option(body(bodySchemaOf(operation)), { nil: undefined })
            : fc.constant(undefined),
      });

      await check(
        fc.asyncProperty(request, async (input) => {
          const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => input.path[name] ?? "x");
          const query = [new URLSearchParams(input.query).toString(), input.rawQuery]
            .filter(Boolean)
            .join("&");
          const headers: Record<string, string> = {
            "Accept-Language": input.language,
            "Content-Type": input.contentType,
          };
          if (input.clubHeaders === "valid" || input.clubHeaders === "other-club") {
            headers["X-Club-Origin"] = origin;
            headers["X-App-Token"] =
              input.clubHeaders === "valid" ? DEMO.estate.appToken : DEMO.invitational.appToken;
          } else if (input.clubHeaders === "random") {
            headers["X-Club-Origin"] = input.origin;
            headers["X-App-Token"] = input.appToken;
          }
          if (input.auth === "member") {
            // A fresh session each time: a fuzzed logout may have revoked the previous one.
            headers.Authorization = `Bearer ${(await memberSession(platform, { email: "fuzz@example.com" })).token}`;
          } else if (input.auth === "garbage") {
            headers.Authorization = `Bearer ${input.garbageToken}`;
          }
          if (input.cartId !== undefined) headers["X-Cart-Id"] = input.cartId;
          if (input.idempotencyKey !== undefined) headers["Idempotency-Key"] = input.idempotencyKey;

          const response = await fetch(`${platform.baseUrl}${path}${query ? `?${query}` : ""}`, {
            method: operation.method,
            headers,
            body: operation.method === "GET" ? undefined : input.body,
            signal: AbortSignal.timeout(15_000),
          });
          const text = await response.text();
          const detail = `${operation.method} ${path}?${query.slice(0, 200)} → ${response.status} ${text.slice(0, 300)}`;
          expect(response.status < 500, detail).toBe(true);
          // 431 comes from Node's HTTP parser (a URL over its header limit), before the app sees the request.
          if (response.status >= 400 && response.status !== 431) {
            expect(JSON.parse(text).code, detail).toMatch(/^[A-Z][A-Z0-9_]*$/);
          }
        }),
      );
    },
  );

  it.each(contractOperations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    "%s refuses a body nested past the limit with 400 VALIDATION, and a deep query without 5xx",
    async (_, operation) => {
      const parameters = parametersOf(operation);
      // Parameters the contract accepts, so that the body is what the answer is about.
      const path = operation.path.replace(
        /\{(\w+)\}/g,
        (_, name: string) => known[name]?.[0] ?? "abcdefghijklmnop1234",
      );
      const queryNames = [...parameters.filter((p) => p.in === "query").map((p) => p.name), "x"];
      await check(
        fc.asyncProperty(
          nestedBody(bodySchemaOf(operation), nestingDepth(MAX_JSON_DEPTH)),
          fc.constantFrom(...queryNames),
          fc.integer({ min: 1, max: 1000 }),
          async (body, queryName, queryDepth) => {
            expect(jsonShape(body.text).depth).toBe(body.depth);
            if (operation.method !== "GET") {
              const response = await platform.fetch(path, {
                method: operation.method,
                headers: {
                  "Content-Type": "application/json",
                  "X-Cart-Id": crypto.randomUUID(),
                  "Idempotency-Key": `deep-${crypto.randomUUID()}`,
                },
                body: body.text,
                signal: AbortSignal.timeout(15_000),
              });
              const text = await response.text();
              const detail = `${operation.method} ${path} with ${body.nesting} ${body.depth} deep → ${response.status} ${text.slice(0, 300)}`;
              expect(response.status < 500, detail).toBe(true);
              const answer = response.status >= 400 ? JSON.parse(text) : {};
              if (operation.hasBody && body.depth > MAX_JSON_DEPTH) {
                expect(response.status, detail).toBe(400);
                expect(answer, detail).toMatchObject({ code: "VALIDATION", fields: { body: "TOO_DEEP" } });
              } else {
                expect(answer.fields?.body, detail).not.toBe("TOO_DEEP");
              }
            }
            const deepQuery = encodeURIComponent(nestedJson("mixed", queryDepth, "x", ""));
            const response = await platform.fetch(`${path}?${queryName}=${deepQuery}`, {
              method: operation.method,
              headers: { "Content-Type": "application/json" },
              signal: AbortSignal.timeout(15_000),
            });
            await response.arrayBuffer();
            expect(
              response.status,
              `${operation.method} ${path}?${queryName}=(${queryDepth} deep)`,
            ).toBeLessThan(500);
          },
        ),
      );
    },
  );

  it("the sandbox processor's endpoints answer bad input with the contract's 4xx, never 5xx", async () => {
    const origin = new URL(platform.baseUrl).host.replace("127.0.0.1", "localhost");
    const anyValue = fc.oneof(
      schemaArbitrary({ type: "string", maxLength: 40 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom("", "abc", "2030.5", "4242424242424242", "12", "pm_sbx_demo_giulia_visa"),
      fc.jsonValue({ maxDepth: 2 }),
    );
    const field = (name: string) => [name, anyValue] as const;
    const cardBody = fc.record(
      Object.fromEntries(["number", "expMonth", "expYear", "cvc", "name"].map(field)),
      { requiredKeys: [] },
    );
    const confirmBody = fc.record(Object.fromEntries(["clientSecret", "paymentMethodId"].map(field)), {
      requiredKeys: [],
    });
    await check(
      fc.asyncProperty(
        fc.oneof(
          fc.tuple(fc.constant("/sandbox-pay/v1/tokens"), body({ type: "object" }), cardBody),
          fc.tuple(
            segment([], { type: "string" }).map((id) => `/sandbox-pay/v1/setup-intents/${id}/confirm`),
            body({ type: "object" }),
            confirmBody,
          ),
        ),
        fc.boolean(),
        async ([path, raw, shaped], useShaped) => {
          const response = await fetch(`${platform.baseUrl}${path}`, {
            method: "POST",
            headers: {
              "X-Club-Origin": origin,
              "X-App-Token": DEMO.estate.appToken,
              "Content-Type": "application/json",
            },
            body: useShaped ? JSON.stringify(shaped) : raw,
            signal: AbortSignal.timeout(15_000),
          });
          const text = await response.text();
          const detail = `POST ${path} → ${response.status} ${text.slice(0, 300)}`;
          expect(response.status < 500, detail).toBe(true);
          if (response.status >= 400 && response.status !== 431)
            expect(JSON.parse(text).code, detail).toMatch(/^[A-Z][A-Z0-9_]*$/);
        },
      ),
      60,
    );
  });

  it("answers unknown paths, odd methods and raw junk without 5xx", async () => {
    const origin = new URL(platform.baseUrl).host.replace("127.0.0.1", "localhost");
    await check(
      fc.asyncProperty(
        fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"),
        fc.oneof(
          fc.string({ unit: "grapheme", maxLength: 60 }).map((s) => `/api/v2/${encodeURIComponent(s)}`),
          fc.constantFrom(
            "/api/v2/",
            "/api/v2/..",
            "/api/v2/%ZZ",
            "/api/v3/club",
            "/api",
            "/api/v2/club/%",
            "/media/..%2F..%2Fpackage.json.svg",
          ),
        ),
        async (method, path) => {
          const response = await fetch(`${platform.baseUrl}${path}`, {
            method,
            headers: { "X-Club-Origin": origin, "X-App-Token": DEMO.estate.appToken },
            signal: AbortSignal.timeout(15_000),
          });
          await response.arrayBuffer();
          expect(response.status, `${method} ${path}`).toBeLessThan(500);
        },
      ),
      60,
    );
  });
});
