import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { clubs } from "./clubs.js";
import type { Localized } from "./localized.js";

export interface ShopPageSettings {
  payment: { pickup: "enable" | "disable" };
  shipping: { enabled: boolean; pickupEnabled: boolean; pickupAddress?: string; pickupHours?: Localized };
  invoice: { enabled: boolean };
}

export interface StoredImage {
  url: string;
  alt: Localized;
  width: number;
  height: number;
}

export const shopPages = pgTable(
  "shop_pages",
  {
    id: text("id").primaryKey(),
    clubId: text("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: jsonb("title").$type<Localized>().notNull(),
    description: jsonb("description").$type<Localized>().notNull(),
    image: jsonb("image").$type<StoredImage | null>(),
    currency: text("currency").notNull().default("EUR"),
    settings: jsonb("settings").$type<ShopPageSettings>().notNull(),
    position: integer("position").notNull().default(0),
    /** When its content last changed (the sitemap's `lastmod`); set by the commands that change it. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("shop_pages_club").on(t.clubId, t.slug)],
);

export const shops = pgTable("shops", {
  id: text("id").primaryKey(),
  clubId: text("club_id").notNull(),
  shopPageId: text("shop_page_id")
    .notNull()
    .references(() => shopPages.id, { onDelete: "cascade" }),
  title: jsonb("title").$type<Localized>().notNull(),
  description: jsonb("description").$type<Localized>().notNull(),
  image: jsonb("image").$type<StoredImage | null>(),
  position: integer("position").notNull().default(0),
  /** When its content last changed (the sitemap's `lastmod`); set by the commands that change it. */
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type ProductType = "wine" | "liquid" | "food" | "generic";

export type ItemKind =
  | "red"
  | "white"
  | "rose"
  | "sparkling"
  | "sweet"
  | "oil"
  | "cheese"
  | "honey"
  | "other";
export type Denomination = "DOCG" | "DOC" | "IGT" | "DOP" | "IGP";

/** A product's typed facts (the contract's ItemProfile plus the detail-only pairings and tasting notes). */
export interface ProductProfile {
  kind: ItemKind;
  grapes: string[];
  denomination: Denomination | null;
  region: string | null;
  vintage: number | null;
  alcohol: number | null;
  pairings: Localized[];
  tastingNotes: Localized | null;
}

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

// Search (architecture §10, catalog): each language's stemmed words (`search_it` with the Italian configuration,
// `search_en` with the English one), accents removed by the immutable wrapper club_unaccent (migration 0008), names
// weighted above descriptions, grapes, region and denomination as they are written (`simple`) in both; a plain
// lower-case text of names, grapes and region for trigram similarity, which catches typos stemming cannot; each
// language's name as the search sorts it; and the region and grapes as its filters compare them. All generated: an
// import or an edit has nothing to keep in step.
const localizedText = (column: string) =>
  `coalesce(${column}->>'it', '') || ' ' || coalesce(${column}->>'en', '')`;
const profileText = `coalesce(profile->>'region', '') || ' ' || coalesce(profile->>'grapes', '') || ' ' || coalesce(profile->>'denomination', '')`;
const searchDocument = (lang: "it" | "en", config: "italian" | "english") =>
  sql.raw(`setweight(to_tsvector('${config}', club_unaccent(coalesce(title->>'${lang}', '') || ' ' || coalesce(subtitle->>'${lang}', ''))), 'A')
      || setweight(to_tsvector('simple', club_unaccent(${profileText})), 'A')
      || setweight(to_tsvector('${config}', club_unaccent(coalesce(description->>'${lang}', ''))), 'C')`);

export const products = pgTable(
  "products",
  {
    id: text("id").primaryKey(),
    clubId: text("club_id").notNull(),
    title: jsonb("title").$type<Localized>().notNull(),
    subtitle: jsonb("subtitle").$type<Localized | null>(),
    description: jsonb("description").$type<Localized>().notNull(),
    productType: text("product_type").$type<ProductType>().notNull(),
    // Litres for wine and liquids (0.75, 1.5); grams for foods.
    format: numeric("format", { precision: 6, scale: 3, mode: "number" }),
    weight: integer("weight"),
    attributes: jsonb("attributes")
      .$type<Array<{ label: Localized; value: Localized }>>()
      .notNull()
      .default([]),
    images: jsonb("images").$type<StoredImage[]>().notNull().default([]),
    profile: jsonb("profile").$type<ProductProfile | null>(),
    /** When its content last changed (the sitemap's `lastmod`); set by the commands that change it. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchIt: tsvector("search_it").generatedAlwaysAs(searchDocument("it", "italian")),
    searchEn: tsvector("search_en").generatedAlwaysAs(searchDocument("en", "english")),
    searchName: text("search_name").generatedAlwaysAs(
      sql.raw(`lower(club_unaccent(${localizedText("title")} || ' ' || ${profileText}))`),
    ),
    // The name the search shows in each language (the English one when there is no Italian), as it sorts them.
    sortNameIt: text("sort_name_it").generatedAlwaysAs(
      sql.raw(`lower(club_unaccent(coalesce(title->>'it', title->>'en')))`),
    ),
    sortNameEn: text("sort_name_en").generatedAlwaysAs(sql.raw(`lower(club_unaccent(title->>'en'))`)),
    // The region and grapes as the search's filters compare them (club_folded_texts: migration 0014).
    regionKey: text("region_key").generatedAlwaysAs(sql.raw(`lower(club_unaccent(profile->>'region'))`)),
    grapeKeys: text("grape_keys").array().generatedAlwaysAs(sql.raw(`club_folded_texts(profile->'grapes')`)),
  },
  // Without fastupdate, a write enters the GIN indexes at once: with it, rows written since the last vacuum wait in a
  // pending list that every search reads through, and that makes the planner turn from the index to a full scan.
  (t) => [
    index("products_search_it").using("gin", t.searchIt).with({ fastupdate: false }),
    index("products_search_en").using("gin", t.searchEn).with({ fastupdate: false }),
    index("products_search_name").using("gin", t.searchName.op("gin_trgm_ops")).with({ fastupdate: false }),
  ],
);

/** A product on sale in one shop: its price and stock there. */
export const shopItems = pgTable(
  "shop_items",
  {
    id: text("id").primaryKey(),
    clubId: text("club_id").notNull(),
    shopId: text("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    price: integer("price").notNull(),
    compareAtPrice: integer("compare_at_price"),
    /** What a signed-in member of the club pays instead of `price` (same currency, minor units); null for none. */
    memberPrice: integer("member_price"),
    /** Sold to members only: visitors see it, the cart and checkout refuse it to them (MEMBERS_ONLY). */
    membersOnly: boolean("members_only").notNull().default(false),
    stock: integer("stock").notNull(),
    maxPerOrder: integer("max_per_order"),
    badges: jsonb("badges").$type<Localized[]>().notNull().default([]),
    available: boolean("available").notNull().default(true),
    position: integer("position").notNull().default(0),
    /** When its price or listing last changed (not its stock, which every sale moves): the sitemap's `lastmod`. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // By product: the search joins the products it matched to their items.
  (t) => [index("shop_items_shop").on(t.shopId), index("shop_items_product").on(t.productId)],
);

/** Quantities of a product type with a given format/weight must be a multiple of `quantity` (e.g. wine 0.75 L by 6). */
export const quantityRules = pgTable("quantity_rules", {
  id: text("id").primaryKey(),
  clubId: text("club_id").notNull(),
  shopPageId: text("shop_page_id")
    .notNull()
    .references(() => shopPages.id, { onDelete: "cascade" }),
  productType: text("product_type").$type<ProductType>().notNull(),
  field: text("field").$type<"format" | "weight">().notNull(),
  fieldValue: numeric("field_value", { precision: 8, scale: 3, mode: "number" }).notNull(),
  quantity: integer("quantity").notNull(),
});

export const shippingListings = pgTable("shipping_listings", {
  id: text("id").primaryKey(),
  clubId: text("club_id").notNull(),
  shopPageId: text("shop_page_id")
    .notNull()
    .references(() => shopPages.id, { onDelete: "cascade" }),
  name: jsonb("name").$type<Localized>().notNull(),
  description: jsonb("description").$type<Localized | null>(),
  carrier: text("carrier"),
  countries: text("countries").array().notNull(),
  price: integer("price").notNull(),
  freeAbove: integer("free_above"),
  minDays: integer("min_days"),
  maxDays: integer("max_days"),
  position: integer("position").notNull().default(0),
});
