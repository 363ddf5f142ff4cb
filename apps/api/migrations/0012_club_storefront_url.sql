ALTER TABLE "clubs" ADD COLUMN "storefront_url" text;
