import { and, inArray, ne, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client.js";
import type { ShopPageSettings, StoredImage } from "../db/schema/catalog.js";
import { products, shopItems, shopPages, shops } from "../db/schema/index.js";

/**
 * An upsert's `updated_at`: now when one of `columns` (SQL names) changes, else as it was, so importing the same
 * catalogue again moves no page's last-modified date in the sitemap.
 */
const changedAt = (table: string, columns: string[]) =>
  sql.raw(
    `CASE WHEN (${columns.map((c) => `"${table}"."${c}"`).join(", ")}) IS DISTINCT FROM (${columns
      .map((c) => `excluded."${c}"`)
      .join(", ")}) THEN now() ELSE "${table}"."updated_at" END`,
  );

import {
  type CatalogueRow,
  type ParsedCatalogue,
  parseCatalogue,
  type RowProblem,
} from "./catalogue-file.js";

export interface ImportReport {
  rows: number;
  shopPages: number;
  shops: number;
  items: number;
  problems: RowProblem[];
  /** False on a dry run or when any row has a problem: then nothing was written. */
  written: boolean;
}

// New shop pages start with shipping and invoices on and no pickup; the club edits them later.
const NEW_PAGE_SETTINGS: ShopPageSettings = {
  payment: { pickup: "disable" },
  shipping: { enabled: true, pickupEnabled: false },
  invoice: { enabled: true },
};
const CHUNK = 500;

/**
 * Checks a catalogue file against its schema and the database (ids of another club), then creates or updates its
 * shop pages, shops, products and shop items in one transaction — only when every row is clean and not a dry run.
 */
export async function importCatalogue(
  db: Executor,
  clubId: string,
  file: { name: string; content: string },
  options: { dryRun: boolean },
): Promise<ImportReport> {
  const parsed = parseCatalogue(file.name, file.content);
  const problems = [...parsed.problems, ...(await foreignIds(db, clubId, parsed))].sort(
    (a, b) => a.line - b.line,
  );
  const rows = parsed.rows.map((r) => r.row);
  const report: ImportReport = {
    rows: parsed.total,
    shopPages: new Set(rows.map((r) => r.shop_page)).size,
    shops: new Set(rows.map((r) => r.shop)).size,
    items: rows.length,
    problems,
    written: false,
  };
  if (problems.length || options.dryRun) return report;
  await db.transaction(async (tx) => {
    await write(tx as unknown as Executor, clubId, rows);
  });
  return { ...report, written: true };
}

/** Ids the file reuses that already belong to another club: refused, never taken over. */
async function foreignIds(db: Executor, clubId: string, parsed: ParsedCatalogue): Promise<RowProblem[]> {
  const checks: Array<[PgTable & { id: never; clubId: never }, "shop_page" | "shop" | "item"]> = [
    [shopPages as never, "shop_page"],
    [shops as never, "shop"],
    [products as never, "item"],
    [shopItems as never, "item"],
  ];
  const problems: RowProblem[] = [];
  // An item is a product and a shop item: one problem per row and field however many tables object.
  const reported = new Set<string>();
  for (const [table, field] of checks) {
    const ids = [...new Set(parsed.rows.map(({ row }) => row[field]))];
    const taken = new Set<string>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      const t = table as unknown as typeof shops;
      const found = await db
        .select({ id: t.id })
        .from(t)
        .where(and(inArray(t.id, ids.slice(i, i + CHUNK)), ne(t.clubId, clubId)));
      for (const { id } of found) taken.add(id);
    }
    for (const { line, row } of parsed.rows)
      if (taken.has(row[field]) && !reported.has(`${line}:${field}`)) {
        reported.add(`${line}:${field}`);
        problems.push({ line, field, reason: `${row[field]} belongs to another club` });
      }
  }
  return problems;
}

const localized = (it: string, en: string) => ({ it, en });

function picture(row: CatalogueRow): StoredImage | null {
  if (!row.image_url) return null;
  return {
    url: row.image_url,
    alt: localized(row.image_alt_it ?? "", row.image_alt_en ?? ""),
    width: row.image_width ?? 0,
    height: row.image_height ?? 0,
  };
}

async function write(db: Executor, clubId: string, rows: CatalogueRow[]) {
  const pages = new Map<string, CatalogueRow>();
  const shopRows = new Map<string, CatalogueRow>();
  for (const row of rows) {
    if (!pages.has(row.shop_page)) pages.set(row.shop_page, row);
    if (!shopRows.has(row.shop)) shopRows.set(row.shop, row);
  }
  const [{ next } = { next: 0 }] = await db
    .select({ next: sql<number>`coalesce(max(${shopPages.position}) + 1, 0)::int` })
    .from(shopPages)
    .where(sql`${shopPages.clubId} = ${clubId}`);
  await db
    .insert(shopPages)
    .values(
      [...pages.values()].map((row, index) => ({
        id: row.shop_page,
        clubId,
        slug: row.shop_page,
        title: localized(row.shop_page_title_it, row.shop_page_title_en),
        description: localized("", ""),
        currency: row.currency,
        settings: NEW_PAGE_SETTINGS,
        position: next + index,
      })),
    )
    .onConflictDoUpdate({
      target: shopPages.id,
      set: {
        title: sql`excluded.title`,
        currency: sql`excluded.currency`,
        updatedAt: changedAt("shop_pages", ["title", "currency"]),
      },
    });
  await db
    .insert(shops)
    .values(
      [...shopRows.values()].map((row, index) => ({
        id: row.shop,
        clubId,
        shopPageId: row.shop_page,
        title: localized(row.shop_title_it, row.shop_title_en),
        description: localized("", ""),
        position: index,
      })),
    )
    .onConflictDoUpdate({
      target: shops.id,
      set: {
        shopPageId: sql`excluded.shop_page_id`,
        title: sql`excluded.title`,
        position: sql`excluded.position`,
        updatedAt: changedAt("shops", ["shop_page_id", "title", "position"]),
      },
    });
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    await db
      .insert(products)
      .values(
        chunk.map((row) => {
          const image = picture(row);
          return {
            id: row.item,
            clubId,
            title: localized(row.title_it, row.title_en),
            description: localized(row.description_it ?? "", row.description_en ?? ""),
            productType: row.product_type,
            format: row.format ?? null,
            weight: row.weight ?? null,
            images: image ? [image] : [],
          };
        }),
      )
      .onConflictDoUpdate({
        target: products.id,
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          productType: sql`excluded.product_type`,
          format: sql`excluded.format`,
          weight: sql`excluded.weight`,
          images: sql`excluded.images`,
          updatedAt: changedAt("products", [
            "title",
            "description",
            "product_type",
            "format",
            "weight",
            "images",
          ]),
        },
      });
    await db
      .insert(shopItems)
      .values(
        chunk.map((row, index) => ({
          id: row.item,
          clubId,
          shopId: row.shop,
          productId: row.item,
          price: row.price,
          compareAtPrice: row.compare_at_price ?? null,
          memberPrice: row.member_price ?? null,
          membersOnly: row.members_only ?? false,
          stock: row.stock,
          maxPerOrder: row.max_per_order ?? null,
          position: i + index,
        })),
      )
      .onConflictDoUpdate({
        target: shopItems.id,
        set: {
          shopId: sql`excluded.shop_id`,
          price: sql`excluded.price`,
          compareAtPrice: sql`excluded.compare_at_price`,
          memberPrice: sql`excluded.member_price`,
          membersOnly: sql`excluded.members_only`,
          stock: sql`excluded.stock`,
          maxPerOrder: sql`excluded.max_per_order`,
          position: sql`excluded.position`,
          // The stock is left out: every sale moves it, and it is not what a crawler revisits a page for.
          updatedAt: changedAt("shop_items", [
            "shop_id",
            "price",
            "compare_at_price",
            "member_price",
            "members_only",
            "max_per_order",
            "position",
          ]),
        },
      });
  }
}
