ALTER TABLE "shop_items" ADD COLUMN "member_price" integer;--> statement-breakpoint
ALTER TABLE "shop_items" ADD COLUMN "members_only" boolean DEFAULT false NOT NULL;