-- Search by language, and the search's keys stored. Each language's tsvector on its own (the Italian query against
-- the Italian words, the English against the English), each with its GIN index, in place of the one document of
-- both; each language's name as the search sorts it; the region and grapes as the filters compare them. The folding
-- of a JSON list is a function (a generated column may not hold a subquery), written by hand as club_unaccent is in
-- 0008; a profile whose grapes are not a list folds to none rather than failing its insert. One ALTER TABLE, so the
-- table is rewritten once (its indexes rebuilt with it). The GIN indexes without fastupdate: a write enters them at
-- once instead of a pending list that every search reads through until the next vacuum. Items by product: the
-- search joins the products it matched to their items.
CREATE OR REPLACE FUNCTION club_folded_texts(jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE WHEN jsonb_typeof($1) = 'array'
    THEN array(SELECT lower(club_unaccent(value)) FROM jsonb_array_elements_text($1) value) END $$;--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_document";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_document",
  ADD COLUMN "search_it" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('italian', club_unaccent(coalesce(title->>'it', '') || ' ' || coalesce(subtitle->>'it', ''))), 'A')
      || setweight(to_tsvector('simple', club_unaccent(coalesce(profile->>'region', '') || ' ' || coalesce(profile->>'grapes', '') || ' ' || coalesce(profile->>'denomination', ''))), 'A')
      || setweight(to_tsvector('italian', club_unaccent(coalesce(description->>'it', ''))), 'C')) STORED,
  ADD COLUMN "search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', club_unaccent(coalesce(title->>'en', '') || ' ' || coalesce(subtitle->>'en', ''))), 'A')
      || setweight(to_tsvector('simple', club_unaccent(coalesce(profile->>'region', '') || ' ' || coalesce(profile->>'grapes', '') || ' ' || coalesce(profile->>'denomination', ''))), 'A')
      || setweight(to_tsvector('english', club_unaccent(coalesce(description->>'en', ''))), 'C')) STORED,
  ADD COLUMN "sort_name_it" text GENERATED ALWAYS AS (lower(club_unaccent(coalesce(title->>'it', title->>'en')))) STORED,
  ADD COLUMN "sort_name_en" text GENERATED ALWAYS AS (lower(club_unaccent(title->>'en'))) STORED,
  ADD COLUMN "region_key" text GENERATED ALWAYS AS (lower(club_unaccent(profile->>'region'))) STORED,
  ADD COLUMN "grape_keys" text[] GENERATED ALWAYS AS (club_folded_texts(profile->'grapes')) STORED;--> statement-breakpoint
ALTER INDEX "products_search_name" SET (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_it" ON "products" USING gin ("search_it") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_en" ON "products" USING gin ("search_en") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "shop_items_product" ON "shop_items" USING btree ("product_id");
