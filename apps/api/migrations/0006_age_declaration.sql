-- The buyer's age declaration (birth date, minimum age applied, country, time) kept with each order.
ALTER TABLE "expenses" ADD COLUMN "age_declaration" jsonb;
