import { parse as parseCsv } from "csv-parse/sync";
import { isMap, isSeq, LineCounter, parseDocument } from "yaml";
import { z } from "zod";

/**
 * A catalogue file: one row per item on sale, naming its shop page and shop, as CSV (header row, comma-separated,
 * UTF-8) or JSON (an array of objects with the same keys). Prices are in the currency's units with up to 2
 * decimals ("12.50"); format is litres (0.75), weight grams.
 */
export const CATALOGUE_COLUMNS = [
  "shop_page",
  "shop_page_title_it",
  "shop_page_title_en",
  "currency",
  "shop",
  "shop_title_it",
  "shop_title_en",
  "item",
  "product_type",
  "title_it",
  "title_en",
  "description_it",
  "description_en",
  "format",
  "weight",
  "price",
  "compare_at_price",
  "member_price",
  "members_only",
  "stock",
  "max_per_order",
  "image_url",
  "image_alt_it",
  "image_alt_en",
  "image_width",
  "image_height",
] as const;

const ID = /^[a-z0-9][a-z0-9-]{0,79}$/;
const id = z.string().trim().regex(ID, "use 1-80 lowercase letters, digits and dashes");
const text = (max: number) => z.string().trim().min(1, "required").max(max, `at most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    .optional()
    .transform((v) => v || undefined);
// CSV cells are strings and JSON values may be numbers: both read as the same numbers; an empty cell is absent.
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const money = z.coerce
  .string()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, "a price like 12.50 (up to 2 decimals, not negative)")
  .transform((v) => Math.round(Number(v) * 100));
const count = (max: number) =>
  z.coerce
    .number({ invalid_type_error: "a whole number" })
    .int("a whole number")
    .min(0, "not negative")
    .max(max);
const positive = (max: number) =>
  z.coerce.number({ invalid_type_error: "a number" }).positive("more than 0").max(max, `at most ${max}`);
const required = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess(
    blankToUndefined,
    z
      .any()
      .refine((v) => v !== undefined, "required")
      .pipe(schema),
  );
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
// A CSV cell says yes/no (true/false, 1/0, sì/no); JSON may give a boolean.
const yesNo = z.preprocess(
  (v) => (typeof v === "boolean" ? String(v) : v),
  z
    .string({ invalid_type_error: "yes or no (true/false, 1/0)" })
    .trim()
    .toLowerCase()
    .refine((v) => YES.includes(v) || NO.includes(v), "yes or no (true/false, 1/0)")
    .transform((v) => YES.includes(v)),
);
const YES = ["yes", "true", "1", "sì", "si"];
const NO = ["no", "false", "0"];
const imageUrl = z
  .string()
  .trim()
  .refine(
    (v) => /^https:\/\/[^\s]+$/i.test(v) || /^\/media\/[\w./-]+$/.test(v),
    "an https:// URL or /media/… path",
  );

export const catalogueRow = z
  .object({
    shop_page: id,
    shop_page_title_it: text(120),
    shop_page_title_en: text(120),
    currency: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^[A-Z]{3}$/, "a 3-letter ISO 4217 code such as EUR")
        .default("EUR"),
    ),
    shop: id,
    shop_title_it: text(120),
    shop_title_en: text(120),
    item: id,
    product_type: z.enum(["wine", "liquid", "food", "generic"], {
      errorMap: () => ({ message: "one of wine, liquid, food, generic" }),
    }),
    title_it: text(160),
    title_en: text(160),
    description_it: optionalText(4000),
    description_en: optionalText(4000),
    format: optional(positive(100)),
    weight: optional(count(1_000_000)),
    price: required(money),
    compare_at_price: optional(money),
    // What the club's members pay instead of price; and whether only members may buy the item.
    member_price: optional(money),
    members_only: optional(yesNo),
    stock: required(count(10_000_000)),
    max_per_order: optional(count(10_000)),
    image_url: optional(imageUrl),
    image_alt_it: optionalText(300),
    image_alt_en: optionalText(300),
    image_width: optional(count(20_000)),
    image_height: optional(count(20_000)),
  })
  .strict()
  .superRefine((row, ctx) => {
    if ((row.product_type === "wine" || row.product_type === "liquid") && row.format === undefined)
      ctx.addIssue({ code: "custom", path: ["format"], message: "required for wine and liquids (litres)" });
    if (row.compare_at_price !== undefined && row.compare_at_price <= row.price)
      ctx.addIssue({ code: "custom", path: ["compare_at_price"], message: "must be more than price" });
    if (row.member_price !== undefined && row.member_price >= row.price)
      ctx.addIssue({ code: "custom", path: ["member_price"], message: "must be less than price" });
    if (row.image_url) {
      for (const field of ["image_alt_it", "image_alt_en", "image_width", "image_height"] as const)
        if (row[field] === undefined)
          ctx.addIssue({ code: "custom", path: [field], message: "required with image_url" });
    }
  });

export type CatalogueRow = z.output<typeof catalogueRow>;

export interface RowProblem {
  line: number;
  field: string;
  reason: string;
}

export interface ParsedCatalogue {
  /** Rows read from the file, clean or not. */
  total: number;
  rows: Array<{ line: number; row: CatalogueRow }>;
  problems: RowProblem[];
}

/** Reads a catalogue file (CSV, or JSON when the name ends in .json) and checks every row; nothing is written. */
export function parseCatalogue(fileName: string, content: string): ParsedCatalogue {
  const records = fileName.toLowerCase().endsWith(".json") ? jsonRecords(content) : csvRecords(content);
  if ("problem" in records) return { total: 0, rows: [], problems: [records.problem] };
  const rows: ParsedCatalogue["rows"] = [];
  const problems: RowProblem[] = [];
  for (const { line, record } of records.list) {
    const parsed = catalogueRow.safeParse(record);
    if (parsed.success) rows.push({ line, row: parsed.data });
    else
      for (const issue of parsed.error.issues)
        problems.push({
          line,
          field: issue.code === "unrecognized_keys" ? issue.keys.join(", ") : issue.path.join(".") || "(row)",
          reason: issue.code === "unrecognized_keys" ? "unknown column" : issue.message,
        });
  }
  problems.push(...consistencyProblems(rows));
  if (records.list.length === 0) problems.push({ line: 1, field: "(file)", reason: "no rows" });
  return { total: records.list.length, rows, problems: problems.sort((a, b) => a.line - b.line) };
}

type Records = { list: Array<{ line: number; record: Record<string, unknown> }> } | { problem: RowProblem };

function csvRecords(content: string): Records {
  try {
    const parsed = parseCsv(content, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim()),
      skip_empty_lines: true,
      trim: false,
      info: true,
    }) as Array<{ record: Record<string, string>; info: { lines: number } }>;
    return { list: parsed.map(({ record, info }) => ({ line: info.lines, record })) };
  } catch (error) {
    const { lines, message } = error as { lines?: number; message: string };
    return { problem: { line: lines ?? 1, field: "(file)", reason: `not valid CSV: ${message}` } };
  }
}

/** JSON read through YAML's parser (JSON is YAML), which knows the line each row starts on. */
function jsonRecords(content: string): Records {
  const lineCounter = new LineCounter();
  const doc = parseDocument(content, { lineCounter, strict: true, uniqueKeys: true });
  const first = doc.errors[0];
  if (first) {
    const line = first.linePos?.[0]?.line ?? 1;
    return { problem: { line, field: "(file)", reason: `not valid JSON: ${first.message.split("\n")[0]}` } };
  }
  if (!isSeq(doc.contents))
    return { problem: { line: 1, field: "(file)", reason: "must be a JSON array of rows" } };
  const list: Array<{ line: number; record: Record<string, unknown> }> = [];
  for (const node of doc.contents.items) {
    const line = lineCounter.linePos(node.range[0]).line;
    if (!isMap(node)) return { problem: { line, field: "(row)", reason: "each row must be an object" } };
    list.push({ line, record: node.toJSON() as Record<string, unknown> });
  }
  return { list };
}

/** Rows must agree on what they share: one title per shop page and shop, one shop page per shop, unique items. */
function consistencyProblems(rows: ParsedCatalogue["rows"]): RowProblem[] {
  const problems: RowProblem[] = [];
  const pages = new Map<string, { line: number; row: CatalogueRow }>();
  const shops = new Map<string, { line: number; row: CatalogueRow }>();
  const items = new Map<string, number>();
  for (const { line, row } of rows) {
    const page = pages.get(row.shop_page);
    if (!page) pages.set(row.shop_page, { line, row });
    else
      for (const field of ["shop_page_title_it", "shop_page_title_en", "currency"] as const)
        if (page.row[field] !== row[field])
          problems.push({
            line,
            field,
            reason: `differs from line ${page.line} for shop page ${row.shop_page}`,
          });
    const shop = shops.get(row.shop);
    if (!shop) shops.set(row.shop, { line, row });
    else
      for (const field of ["shop_page", "shop_title_it", "shop_title_en"] as const)
        if (shop.row[field] !== row[field])
          problems.push({ line, field, reason: `differs from line ${shop.line} for shop ${row.shop}` });
    const seen = items.get(row.item);
    if (seen !== undefined) problems.push({ line, field: "item", reason: `already on line ${seen}` });
    else items.set(row.item, line);
  }
  return problems;
}
