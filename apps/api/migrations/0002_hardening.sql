ALTER TABLE "coupons" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
-- The demo's welcome coupon says "first order only".
UPDATE "coupons" SET "per_customer_limit" = 1 WHERE "id" = 'cv-benvenuto10';--> statement-breakpoint
ALTER TABLE "sandbox_cards" ADD COLUMN "member_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_cards" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
-- Cards already saved belong to the member who saved them first.
UPDATE "sandbox_cards" SET "member_id" = (
	SELECT "pm"."member_id" FROM "payment_methods" "pm"
	WHERE "pm"."provider" = 'sandbox' AND "pm"."provider_ref" = "sandbox_cards"."id" AND "pm"."club_id" = "sandbox_cards"."club_id"
	ORDER BY "pm"."created_at", "pm"."id" LIMIT 1
);--> statement-breakpoint
CREATE INDEX "expenses_coupon" ON "expenses" USING btree ("club_id","coupon_code");--> statement-breakpoint
-- Racing saves could leave several defaults: the first in the member's order stays the default.
UPDATE "addresses" SET "is_default" = false WHERE "is_default" AND EXISTS (
	SELECT 1 FROM "addresses" "other"
	WHERE "other"."member_id" = "addresses"."member_id" AND "other"."kind" = "addresses"."kind" AND "other"."is_default"
	AND ("other"."position", "other"."created_at", "other"."id") < ("addresses"."position", "addresses"."created_at", "addresses"."id")
);--> statement-breakpoint
UPDATE "payment_methods" SET "is_default" = false WHERE "is_default" AND "deleted_at" IS NULL AND EXISTS (
	SELECT 1 FROM "payment_methods" "other"
	WHERE "other"."member_id" = "payment_methods"."member_id" AND "other"."is_default" AND "other"."deleted_at" IS NULL
	AND ("other"."created_at", "other"."id") < ("payment_methods"."created_at", "payment_methods"."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default" ON "addresses" USING btree ("member_id","kind") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default" ON "payment_methods" USING btree ("member_id") WHERE "payment_methods"."is_default" and "payment_methods"."deleted_at" is null;
