import fc from "fast-check";
import { document } from "../src/http/contract.js";

type Schema = Record<string, unknown>;

function resolve(schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; typeof current.$ref === "string" && depth < 10; depth++) {
    const name = (current.$ref as string).replace("#/components/schemas/", "");
    current = { ...(document.components.schemas[name] ?? {}), ...omit(current, "$ref") };
  }
  return current;
}

function omit(schema: Schema, key: string): Schema {
  const { [key]: _, ...rest } = schema;
  return rest;
}

/** allOf members folded into one object schema (the contract uses allOf to share field sets). */
function flatten(schema: Schema): Schema {
  const resolved = resolve(schema);
  if (!Array.isArray(resolved.allOf)) return resolved;
  const parts = (resolved.allOf as Schema[]).map(flatten);
  const merged: Schema = { ...omit(resolved, "allOf"), type: "object", properties: {}, required: [] };
  for (const part of [resolved, ...parts]) {
    Object.assign(merged.properties as Schema, part.properties ?? {});
    (merged.required as string[]).push(...((part.required as string[] | undefined) ?? []));
  }
  return merged;
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = Math.max(minLength, Math.min((schema.maxLength as number | undefined) ?? 40, 60));
  switch (schema.format) {
    case "email":
      return fc.emailAddress().filter((email) => email.length <= 254);
    case "uuid":
      return fc.uuid();
    case "date-time":
      return fc
        .date({ min: new Date("2000-01-01"), max: new Date("2040-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString());
    case "date":
      return fc
        .date({ min: new Date("1900-01-01"), max: new Date("2030-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
  }
  if (typeof schema.pattern === "string") {
    // Repeating a match keeps it a match for the contract's patterns (character classes with +), and reaches minLength.
    return fc
      .stringMatching(new RegExp(schema.pattern as string))
      .map((s) => (s.length && s.length < minLength ? s.repeat(Math.ceil(minLength / s.length)) : s))
      .map((s) => s.slice(0, maxLength));
  }
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: "grapheme" }),
    // Valid JSON that PostgreSQL text refuses: U+0000.
    fc.string({ minLength, maxLength }).map((s) => `${s}\u0000`.slice(-maxLength)),
    // Valid JSON that is not well-formed Unicode: lone or reversed surrogates (JSON.stringify keeps them as \uXXXX).
    fc.tuple(fc.string({ minLength, maxLength }), illFormedUtf16, fc.nat()).map(([s, bad, at]) => {
      const cut = s.length ? at % s.length : 0;
      return `${s.slice(0, cut)}${bad}${s.slice(cut)}`.slice(0, Math.max(maxLength, bad.length));
    }),
  );
}

/** UTF-16 no encoder should have produced: a lone high or low surrogate, or a pair in the wrong order. */
export const illFormedUtf16: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 0xd800, max: 0xdbff }).map((unit) => String.fromCharCode(unit)),
  fc.integer({ min: 0xdc00, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
  fc.constantFrom("\udc00\ud800", "a\ud83c", "\udf77b"),
);

/** Bytes that are not UTF-8: overlong forms, CESU-8 surrogates, truncated sequences, stray continuation bytes. */
export const illFormedUtf8: fc.Arbitrary<readonly number[]> = fc.oneof<fc.Arbitrary<readonly number[]>[]>(
  fc.constantFrom(
    [0xc0, 0xaf],
    [0xe0, 0x80, 0xaf],
    [0xed, 0xa0, 0x80],
    [0xed, 0xbf, 0xbf],
    [0xe2, 0x82],
    [0xf0, 0x9f, 0x8d],
    [0xf4, 0x90, 0x80, 0x80],
    [0xff],
    [0xfe],
    [0x80],
  ),
  fc.array(fc.integer({ min: 0x80, max: 0xff }), { minLength: 1, maxLength: 6 }),
);

/**
 * Values shaped like a contract schema (objects with their required fields, enums, formats, patterns, bounds), so
 * fuzzed requests also get past validation into the handlers. Not every value is valid (cross-field rules, lengths
 * cut after a pattern), which is fine: the property is only that nothing answers 5xx.
 */
export function schemaArbitrary(input: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = flatten(input);
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (Array.isArray(branches))
    return fc.oneof(...branches.map((branch) => schemaArbitrary(branch, depth + 1)));
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  return fc.oneof(...types.map((type) => typed(type, schema, depth)));
}

function typed(type: string | undefined, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer({
        min: (schema.minimum as number | undefined) ?? -1000,
        max: (schema.maximum as number | undefined) ?? 1_000_000,
      });
    case "number":
      return fc.double({
        min: (schema.minimum as number | undefined) ?? -1000,
        max: (schema.maximum as number | undefined) ?? 1_000_000,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case "string":
      return stringArbitrary(schema);
    case "array":
      if (depth > 4) return fc.constant([]);
      return fc.array(schemaArbitrary((schema.items as Schema | undefined) ?? {}, depth + 1), {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: Math.min((schema.maxItems as number | undefined) ?? 3, 3),
      });
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      if (depth > 4) return fc.constant({});
      const required = ((schema.required as string[] | undefined) ?? []).filter((key) => key in properties);
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, schemaArbitrary(value, depth + 1)]),
        ),
        { requiredKeys: required },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The top-level field names a body schema knows ($refs followed, allOf folded, oneOf and anyOf branches joined). */
export function fieldNames(input: Schema | undefined): string[] {
  if (!input) return [];
  const schema = flatten(input);
  const branches = ((schema.oneOf ?? schema.anyOf) as Schema[] | undefined) ?? [];
  return [...new Set([...Object.keys(schema.properties ?? {}), ...branches.flatMap(fieldNames)])];
}

export type Nesting = "arrays" | "objects" | "mixed" | "field";

/**
 * JSON text nested `depth` deep, built as text (JSON.stringify itself recurses): arrays in arrays, objects in
 * objects, the two in turn, or one field of the body holding arrays. `noise`, a JSON string of brackets, quotes and
 * backslashes, sits beside the value at every level while the text stays far under the body limit: a counter that
 * counted brackets inside strings would be fooled by it.
 */
export function nestedJson(nesting: Nesting, depth: number, field: string, noise: string): string {
  const literal = JSON.stringify(noise);
  const withNoise = depth * (literal.length + 8) < 64 * 1024;
  switch (nesting) {
    case "arrays":
      return `${(withNoise ? `[${literal},` : "[").repeat(depth)}1${"]".repeat(depth)}`;
    case "objects":
      return `${(withNoise ? `{"n":${literal},"a":` : '{"a":').repeat(depth)}1${"}".repeat(depth)}`;
    case "mixed": {
      const pairs = Math.floor(depth / 2);
      const odd = depth % 2 ? "[" : "";
      return `${'[{"a":'.repeat(pairs)}${odd}${literal}${odd ? "]" : ""}${"}]".repeat(pairs)}`;
    }
    case "field":
      return `{${JSON.stringify(field)}:${nestedJson("arrays", depth - 1, field, noise)}${withNoise ? `,"n":${literal}` : ""}}`;
  }
}

/** Nesting depths: at or under the limit, just past it, and as deep as a body under the size limit can go. */
export const nestingDepth = (limit: number): fc.Arbitrary<number> =>
  fc.oneof(
    fc.integer({ min: 1, max: limit }),
    fc.integer({ min: limit + 1, max: limit + 200 }),
    fc.constantFrom(limit, limit + 1, 5000, 40_000, 100_000),
  );

// The deepest each nesting goes while its text stays under the 256 KB body limit (2, 6 and 4 bytes a level).
const DEEPEST: Record<Nesting, number> = { arrays: 100_000, field: 100_000, objects: 40_000, mixed: 60_000 };

/** A body nested `depth` deep (at most as deep as fits the body limit) in one of the ways above, on a schema's field. */
export function nestedBody(
  schema: Schema | undefined,
  depth: fc.Arbitrary<number>,
): fc.Arbitrary<{ nesting: Nesting; depth: number; text: string }> {
  const names = fieldNames(schema);
  return fc
    .record({
      nesting: fc.constantFrom<Nesting>("arrays", "objects", "mixed", "field"),
      depth,
      field: names.length ? fc.constantFrom(...names) : fc.constant("notes"),
      noise: fc.string({
        unit: fc.constantFrom("[", "]", "{", "}", '"', "\\", ",", ":", "a"),
        maxLength: 12,
      }),
    })
    .map(({ nesting, depth: wanted, field, noise }) => {
      const depth = Math.min(wanted, DEEPEST[nesting]);
      return { nesting, depth, text: nestedJson(nesting, depth, field, noise) };
    });
}
