import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import type { ItemKind } from "../db/schema/catalog.js";
import { WORD_SIMILARITY_THRESHOLD } from "../db/session.js";
import type { Lang } from "../http/lang.js";

/** word_similarity at or above which a name, grape or region counts as the query misspelt ("chanti" → 0.57). */
export const TYPO_SIMILARITY = WORD_SIMILARITY_THRESHOLD;

export interface Filters {
  type?: ItemKind[];
  grape?: string[];
  region?: string[];
  vintage?: number[];
  format?: number[];
  priceMin?: number;
  priceMax?: number;
}

export type Sort = "relevance" | "name" | "price" | "price-desc" | "vintage" | "vintage-desc";

export interface SearchRequest {
  clubId: string;
  lang: Lang;
  /** The text the shopper typed; blank: every item of the club. */
  query: string;
  filters: Filters;
  sort: Sort;
  limit: number;
  offset: number;
}

/** Price bands in minor units: [min, max) with an open top band. */
export const PRICE_BANDS: Array<[number, number | null]> = [
  [0, 1500],
  [1500, 3000],
  [3000, 5000],
  [5000, null],
];

const list = <T>(values: T[], cast: string) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(cast)}`;
/** Folded as the search folds text (lower case, accents off), so "toscana" chooses "Toscana". */
const folded = (values: string[]) =>
  sql`array(select lower(club_unaccent(value)) from unnest(${list(values, "text[]")}) value)`;

/** One SQL condition per filter (`true` when the filter is not given), over the columns of `matched`. */
function conditions(filters: Filters) {
  const { type, grape, region, vintage, format, priceMin, priceMax } = filters;
  const price = [
    ...(priceMin !== undefined ? [sql`price >= ${priceMin}`] : []),
    ...(priceMax !== undefined ? [sql`price <= ${priceMax}`] : []),
  ];
  return {
    type: type?.length ? sql`kind = any(${list(type, "text[]")})` : sql`true`,
    grape: grape?.length
      ? sql`exists (select 1 from jsonb_array_elements_text(grapes) grape
          where lower(club_unaccent(grape)) = any(${folded(grape)}))`
      : sql`true`,
    region: region?.length ? sql`lower(club_unaccent(region)) = any(${folded(region)})` : sql`true`,
    vintage: vintage?.length ? sql`vintage = any(${list(vintage, "int[]")})` : sql`true`,
    format: format?.length ? sql`format = any(${list(format, "numeric[]")})` : sql`true`,
    price: price.length ? sql.join(price, sql` and `) : sql`true`,
  };
}
type Facet = keyof ReturnType<typeof conditions>;

/** Every filter but `skip`'s: a facet's counts ignore its own filter. */
function allBut(where: Record<Facet, SQL>, skip?: Facet): SQL {
  const kept = (Object.keys(where) as Facet[]).filter((facet) => facet !== skip).map((facet) => where[facet]);
  return sql.join(
    kept.map((condition) => sql`(${condition})`),
    sql` and `,
  );
}

// The name as sorted: lower case without accents, compared byte by byte ("C"), the same on PostgreSQL and PGlite.
const NAME_KEY = sql`lower(club_unaccent(name)) collate "C"`;
const ORDER: Record<Sort, SQL> = {
  relevance: sql`rank desc,`,
  name: sql``,
  price: sql`price asc,`,
  "price-desc": sql`price desc,`,
  vintage: sql`vintage asc nulls last,`,
  "vintage-desc": sql`vintage desc nulls last,`,
};

/**
 * The search as one statement: the club's items whose product matches the text — stemmed words in Italian or
 * English (accents ignored), or a name, grape or region close enough by trigrams — read once into `matched`; then
 * the filtered total, the ids of the asked page in order (ties by name, then id) and every facet's counts (each under
 * all the other filters), so only one page of rows and a few counts leave the database.
 *
 * `<%` is word_similarity ≥ pg_trgm.word_similarity_threshold, which every connection sets to TYPO_SIMILARITY
 * (db/session.ts): unlike the word_similarity() function, the operator can use the trigram index.
 */
export function searchStatement(request: SearchRequest): SQL {
  const { clubId, lang, filters, sort, limit, offset } = request;
  const text = request.query.trim();
  // Immutable functions of a bound value: PostgreSQL folds them into constants when planning, so the plan can weigh
  // (and use) the full-text and trigram indexes.
  const asked = sql`(websearch_to_tsquery('italian', club_unaccent(${text}))
    || websearch_to_tsquery('english', club_unaccent(${text})))`;
  const typed = sql`lower(club_unaccent(${text}))`;
  const match = text ? sql`and (p.search_document @@ ${asked} or ${typed} <% p.search_name)` : sql``;
  // The rank is worth its cost (word_similarity over every match) only when it orders the list.
  const rank =
    text && sort === "relevance"
      ? sql`ts_rank(p.search_document, ${asked}) + word_similarity(${typed}, p.search_name)`
      : sql`0`;
  const where = conditions(filters);
  const all = allBut(where);
  const facet = (skip: Facet) => allBut(where, skip);
  return sql`
    with matched as materialized (
      select si.id, s.shop_page_id, si.price, p.format, p.profile->>'kind' as kind, p.profile->'grapes' as grapes,
        p.profile->>'region' as region, (p.profile->>'vintage')::int as vintage,
        coalesce(p.title->>${lang}, p.title->>'en') as name, ${rank} as rank
      from shop_items si
        join products p on p.id = si.product_id
        join shops s on s.id = si.shop_id
      where si.club_id = ${clubId} ${match}
    ),
    hits as materialized (select * from matched where ${all})
    select
      (select count(*)::int from hits) as total,
      (select coalesce(json_agg(json_build_object('id', id, 'shopPageId', shop_page_id)), '[]')
        from (select id, shop_page_id from hits
          order by ${ORDER[sort]} ${NAME_KEY}, id collate "C" limit ${limit} offset ${offset}) page) as page,
      (select coalesce(json_agg(json_build_object('value', kind, 'count', n)), '[]')
        from (select kind, count(*)::int n from matched where kind is not null and ${facet("type")}
          group by kind) counted) as type,
      (select coalesce(json_agg(json_build_object('value', grape, 'count', n)), '[]')
        from (select grape, count(*)::int n from matched, jsonb_array_elements_text(grapes) grape
          where ${facet("grape")} group by grape) counted) as grape,
      (select coalesce(json_agg(json_build_object('value', region, 'count', n)), '[]')
        from (select region, count(*)::int n from matched where region is not null and ${facet("region")}
          group by region) counted) as region,
      (select coalesce(json_agg(json_build_object('value', vintage, 'count', n)), '[]')
        from (select vintage, count(*)::int n from matched where vintage is not null and vintage <> 0
          and ${facet("vintage")} group by vintage) counted) as vintage,
      (select coalesce(json_agg(json_build_object('value', format::float8, 'count', n)), '[]')
        from (select format, count(*)::int n from matched where format is not null and format <> 0
          and ${facet("format")} group by format) counted) as format,
      (select json_build_array(${sql.join(
        PRICE_BANDS.map(
          ([min, max]) =>
            sql`count(*) filter (where price >= ${min}${max === null ? sql`` : sql` and price < ${max}`})::int`,
        ),
        sql`, `,
      )}) from matched where ${facet("price")}) as price`;
}

interface Counted<T> {
  value: T;
  count: number;
}
interface SearchRow {
  total: number;
  page: Array<{ id: string; shopPageId: string }>;
  type: Array<Counted<ItemKind>>;
  grape: Array<Counted<string>>;
  region: Array<Counted<string>>;
  vintage: Array<Counted<number>>;
  format: Array<Counted<number>>;
  price: number[];
}

// One collator for every comparison of facet values (localeCompare with options builds a new one per call).
const collator = new Intl.Collator("it", { sensitivity: "base" });
const byCount = <T extends string | number>(a: Counted<T>, b: Counted<T>) =>
  b.count - a.count || collator.compare(String(a.value), String(b.value));

/** JSON columns come back parsed from node-postgres and as text from some drivers. */
const parsed = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);

/** Runs the search: the total, the page's item ids (with their shop page) in order, and the facets. */
export async function searchItems(db: Executor, request: SearchRequest) {
  const result = await db.execute(searchStatement(request));
  const row = (result as unknown as { rows: SearchRow[] }).rows[0]!;
  const prices = parsed(row.price);
  return {
    total: Number(row.total),
    page: parsed(row.page),
    facets: {
      type: parsed(row.type).sort(byCount),
      grape: parsed(row.grape).sort(byCount),
      region: parsed(row.region).sort(byCount),
      vintage: parsed(row.vintage).sort((a, b) => b.value - a.value),
      format: parsed(row.format).sort((a, b) => a.value - b.value),
      price: PRICE_BANDS.map(([min, max], band) => ({ min, max, count: prices[band] ?? 0 })),
    },
  };
}
