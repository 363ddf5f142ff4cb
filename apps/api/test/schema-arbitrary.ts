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
