import { sql } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import type { ItemKind } from "../db/schema/catalog.js";
import type { Lang } from "../http/lang.js";
import type { Candidate } from "./search-facets.js";

/** word_similarity at or above which a name, grape or region counts as the query misspelt ("chanti" → 0.57). */
export const TYPO_SIMILARITY = 0.5;

interface CandidateRow {
  item_id: string;
  shop_page_id: string;
  name: string;
  kind: ItemKind | null;
  grapes: string[] | null;
  region: string | null;
  vintage: number | null;
  format: string | number | null;
  price: number;
  rank: number | string;
}

/**
 * The club's items whose product matches `query` — stemmed words in Italian or English (accents ignored), or a
 * name, grape or region close enough by trigrams — with what filtering and facets need. No query: every item.
 */
export async function searchCandidates(
  db: Executor,
  clubId: string,
  query: string,
  lang: Lang,
): Promise<Candidate[]> {
  const text = query.trim();
  const match = text
    ? sql`and (p.search_document @@ (websearch_to_tsquery('italian', club_unaccent(${text}))
            || websearch_to_tsquery('english', club_unaccent(${text})))
          or word_similarity(lower(club_unaccent(${text})), p.search_name) >= ${TYPO_SIMILARITY})`
    : sql``;
  const rank = text
    ? sql`ts_rank(p.search_document, websearch_to_tsquery('italian', club_unaccent(${text}))
            || websearch_to_tsquery('english', club_unaccent(${text})))
          + word_similarity(lower(club_unaccent(${text})), p.search_name)`
    : sql`0`;
  const result = await db.execute(sql`
    select si.id as item_id, s.shop_page_id, coalesce(p.title->>${lang}, p.title->>'en') as name,
      p.profile->>'kind' as kind, p.profile->'grapes' as grapes, p.profile->>'region' as region,
      (p.profile->>'vintage')::int as vintage, p.format, si.price, ${rank} as rank
    from shop_items si
      join products p on p.id = si.product_id
      join shops s on s.id = si.shop_id
    where si.club_id = ${clubId} ${match}`);
  return (result as unknown as { rows: CandidateRow[] }).rows.map((row) => ({
    itemId: row.item_id,
    shopPageId: row.shop_page_id,
    name: row.name,
    kind: row.kind,
    grapes: row.grapes ?? [],
    region: row.region,
    vintage: row.vintage,
    format: row.format === null ? null : Number(row.format),
    price: row.price,
    rank: Number(row.rank),
  }));
}
