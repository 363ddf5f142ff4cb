CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_method_ref" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_key" ON "sandbox_charges" USING btree ("club_id","idempotency_key");