-- Issue 13: orders carry a payment state; where the goods are moves to its own field.
ALTER TABLE "expenses" ADD COLUMN "fulfilment" text;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "payment_ref" text;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "payment_method_ref" text;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "lang" text DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "checkout" jsonb;--> statement-breakpoint
UPDATE "expenses" SET "fulfilment" = "status", "status" = 'paid' WHERE "status" IN ('shipped', 'ready_for_pickup');--> statement-breakpoint
UPDATE "expenses" SET "fulfilment" = "status", "status" = 'fulfilled' WHERE "status" IN ('delivered', 'collected');--> statement-breakpoint
CREATE INDEX "expenses_reserved" ON "expenses" USING btree ("status","reserved_until");--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
