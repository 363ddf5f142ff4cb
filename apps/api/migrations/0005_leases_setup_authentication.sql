ALTER TABLE "idempotency_keys" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "setup_intents" ADD COLUMN "card_ref" text;--> statement-breakpoint
ALTER TABLE "setup_intents" ADD COLUMN "lang" text;