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

/**
 * One SQL condition per filter (`true` when the filter is not given), over the columns of `item` (the select inside
 * `matched`); region and grapes compare the product's stored keys, folded alike. Null (no vintage, say) does not
 * pass, as in a where clause.
 */
function conditions(filters: Filters) {
  const { type, grape, region, vintage, format, priceMin, priceMax } = filters;
  const price = [
    ...(priceMin !== undefined ? [sql`price >= ${priceMin}`] : []),
    ...(priceMax !== undefined ? [sql`price <= ${priceMax}`] : []),
  ];
  return {
    type: type?.length ? sql`kind = any(${list(type, "text[]")})` : sql`true`,
    grape: grape?.length ? sql`grape_keys && ${folded(grape)}` : sql`true`,
    region: region?.length ? sql`region_key = any(${folded(region)})` : sql`true`,
    vintage: vintage?.length ? sql`vintage = any(${list(vintage, "int[]")})` : sql`true`,
    format: format?.length ? sql`format = any(${list(format, "numeric[]")})` : sql`true`,
    price: price.length ? sql.join(price, sql` and `) : sql`true`,
  };
}
type Facet = keyof ReturnType<typeof conditions>;
const FACETS = Object.keys(conditions({})) as Facet[];
/** The column of `matched` that holds whether an item passes a facet's filter. */
const passes = (facet: Facet) => sql.raw(`in_${facet}`);

/** Every filter but `skip`'s: a facet's counts ignore its own filter. */
function allBut(skip?: Facet): SQL {
  return sql.join(FACETS.filter((facet) => facet !== skip).map(passes), sql` and `);
}

// The name as sorted: lower case without accents (stored per language, so sorting reads no function per row),
// compared byte by byte ("C"), the same on PostgreSQL and PGlite.
const SORT_NAME: Record<Lang, SQL> = {
  it: sql`p.sort_name_it`,
  en: sql`p.sort_name_en`,
};
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
 * English (accents ignored), or a name, grape or region close enough by trigrams — read once into `matched`, with
 * whether each passes each filter; then the filtered total, the ids of the asked page in order (ties by name, then
 * id) and every facet's counts (each under all the other filters), all from `matched`, so only one page of rows and
 * a few counts leave the database.
 *
 * Each way of matching reads its index: the Italian query the stored Italian tsvector (`search_it`) and the English
 * one `search_en` (GIN both, one BitmapOr), and `<%` the trigram index of `search_name` (`close`, the names near
 * the text). `<%` is word_similarity ≥ pg_trgm.word_similarity_threshold, which every connection sets to
 * TYPO_SIMILARITY (db/session.ts): unlike the word_similarity() function, the operator can use the index. The rank
 * is ts_rank, plus the word similarity for a product only a close name matched: computing the similarity of every
 * product a word matches would cost more than the rest of the search.
 */
export function searchStatement(request: SearchRequest): SQL {
  const { clubId, lang, filters, sort, limit, offset } = request;
  const text = request.query.trim();
  // Immutable functions of a bound value: PostgreSQL folds them into constants when planning, so the plan can weigh
  // (and use) the full-text and trigram indexes.
  const italian = sql`websearch_to_tsquery('italian', club_unaccent(${text}))`;
  const english = sql`websearch_to_tsquery('english', club_unaccent(${text}))`;
  const typed = sql`lower(club_unaccent(${text}))`;
  const ranked = text !== "" && sort === "relevance";
  const textRank = ranked ? sql`ts_rank(p.search_it, ${italian}) + ts_rank(p.search_en, ${english})` : sql`0`;
  // The stored keys of products are read only for the filters that compare them, and `matched` leads with what
  // every read of it filters on: a row is taken apart only as far as its last column read.
  const item = (rank: SQL) => sql`
    select si.id, s.shop_page_id, si.price, p.format, p.profile->>'kind' as kind, p.profile->'grapes' as grapes,
      ${filters.grape?.length ? sql`p.grape_keys` : sql`null`} as grape_keys, p.profile->>'region' as region,
      ${filters.region?.length ? sql`p.region_key` : sql`null`} as region_key,
      (p.profile->>'vintage')::int as vintage, ${SORT_NAME[lang]} as sort_name, ${rank} as rank
    from products p
      join shop_items si on si.product_id = p.id
      join shops s on s.id = si.shop_id
    where si.club_id = ${clubId}`;
  const worded = sql`(p.search_it @@ ${italian} or p.search_en @@ ${english})`;
  // The products the words match, then those only a close name matches (ranked by how close), each product once.
  const items = text
    ? sql`${item(textRank)} and ${worded}
      union all
      ${item(ranked ? sql`${textRank} + word_similarity(${typed}, p.search_name)` : sql`0`)}
        and p.id in (select id from close) and not ${worded}`
    : item(sql`0`);
  const where = conditions(filters);
  return sql`
    with ${text ? sql`close as materialized (select id from products where ${typed} <% search_name),` : sql``}
    matched as materialized (
      select ${sql.join(
        FACETS.map((facet) => sql`${where[facet]} as ${passes(facet)}`),
        sql`, `,
      )}, price, vintage, rank, format, kind, region, id, shop_page_id, sort_name, grapes
      from (${items}) item
    )
    select
      (select count(*)::int from matched where ${allBut()}) as total,
      (select coalesce(json_agg(json_build_object('id', id, 'shopPageId', shop_page_id)), '[]')
        from (select id, shop_page_id from matched where ${allBut()}
          order by ${ORDER[sort]} sort_name collate "C", id collate "C" limit ${limit} offset ${offset}) page) as page,
      (select coalesce(json_agg(json_build_object('value', kind, 'count', n)), '[]')
        from (select kind, count(*)::int n from matched where kind is not null and ${allBut("type")}
          group by kind) counted) as type,
      (select coalesce(json_agg(json_build_object('value', grape, 'count', n)), '[]')
        from (select grape, count(*)::int n
          from (select jsonb_array_elements_text(grapes) as grape from matched where ${allBut("grape")}) listed
          group by grape) counted) as grape,
      (select coalesce(json_agg(json_build_object('value', region, 'count', n)), '[]')
        from (select region, count(*)::int n from matched where region is not null and ${allBut("region")}
          group by region) counted) as region,
      (select coalesce(json_agg(json_build_object('value', vintage, 'count', n)), '[]')
        from (select vintage, count(*)::int n from matched where vintage is not null and vintage <> 0
          and ${allBut("vintage")} group by vintage) counted) as vintage,
      (select coalesce(json_agg(json_build_object('value', format::float8, 'count', n)), '[]')
        from (select format, count(*)::int n from matched where format is not null and format <> 0
          and ${allBut("format")} group by format) counted) as format,
      (select json_build_array(${sql.join(
        PRICE_BANDS.map(
          ([min, max]) =>
            sql`count(*) filter (where price >= ${min}${max === null ? sql`` : sql` and price < ${max}`})::int`,
        ),
        sql`, `,
      )}) from matched where ${allBut("price")}) as price`;
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

/**
 * The page cost the search is planned with, in its own transaction: PostgreSQL's default (4, for disks that seek),
 * with pg_trgm's `<%` priced as a plain comparison though it compares every trigram of a name, makes reading every
 * product look cheaper than the trigram index as soon as a tenth of the names are near the text. The catalogue
 * lives in memory or on SSD, where a random page costs about what a sequential one does.
 */
export const SEARCH_RANDOM_PAGE_COST = 1.1;

/** Runs the search statement (or an EXPLAIN of it) as the search plans it. */
export function executeSearch(db: Executor, statement: SQL) {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local random_page_cost = ${SEARCH_RANDOM_PAGE_COST}`));
    return tx.execute(statement);
  });
}

/** Runs the search: the total, the page's item ids (with their shop page) in order, and the facets. */
export async function searchItems(db: Executor, request: SearchRequest) {
  const result = await executeSearch(db, searchStatement(request));
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
