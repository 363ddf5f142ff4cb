-- Issue 17: search. The extensions and the immutable unaccent wrapper are written by hand (drizzle-kit does not
-- model them) ahead of drizzle-kit's columns and indexes: a generated column may only call immutable functions,
-- and unaccent(text) is only stable because its dictionary could change, so the wrapper names the dictionary.
-- PGlite loads both extensions when it opens (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION club_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('italian', club_unaccent(coalesce(title->>'it', '') || ' ' || coalesce(subtitle->>'it', ''))), 'A')
      || setweight(to_tsvector('english', club_unaccent(coalesce(title->>'en', '') || ' ' || coalesce(subtitle->>'en', ''))), 'A')
      || setweight(to_tsvector('simple', club_unaccent(coalesce(profile->>'region', '') || ' ' || coalesce(profile->>'grapes', '') || ' ' || coalesce(profile->>'denomination', ''))), 'A')
      || setweight(to_tsvector('italian', club_unaccent(coalesce(description->>'it', ''))), 'C')
      || setweight(to_tsvector('english', club_unaccent(coalesce(description->>'en', ''))), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(club_unaccent(coalesce(title->>'it', '') || ' ' || coalesce(title->>'en', '') || ' ' || coalesce(profile->>'region', '') || ' ' || coalesce(profile->>'grapes', '') || ' ' || coalesce(profile->>'denomination', '')))) STORED;--> statement-breakpoint
CREATE INDEX "products_search_document" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_search_name" ON "products" USING gin ("search_name" gin_trgm_ops);