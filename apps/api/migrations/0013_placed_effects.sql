-- When a placed order's effects (its lines out of the cart, points, emails) were done; null while still due, so the
-- release job redoes them after a failure. Orders placed before this column existed had them done with the order.
ALTER TABLE "expenses" ADD COLUMN "placed_effects_done_at" timestamp with time zone;--> statement-breakpoint
UPDATE "expenses" SET "placed_effects_done_at" = "created_at" WHERE "status" <> 'pending_payment';--> statement-breakpoint
CREATE INDEX "expenses_effects_due" ON "expenses" USING btree ("created_at") WHERE "expenses"."placed_effects_done_at" is null and "expenses"."status" in ('paid', 'awaiting_pickup_payment');
