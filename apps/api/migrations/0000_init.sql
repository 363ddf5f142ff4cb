CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb,
	"description" jsonb NOT NULL,
	"product_type" text NOT NULL,
	"format" numeric(6, 3),
	"weight" integer,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quantity_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"shop_page_id" text NOT NULL,
	"product_type" text NOT NULL,
	"field" text NOT NULL,
	"field_value" numeric(8, 3) NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_listings" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"shop_page_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"carrier" text,
	"countries" text[] NOT NULL,
	"price" integer NOT NULL,
	"free_above" integer,
	"min_days" integer,
	"max_days" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_items" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"product_id" text NOT NULL,
	"price" integer NOT NULL,
	"compare_at_price" integer,
	"stock" integer NOT NULL,
	"max_per_order" integer,
	"badges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" jsonb,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"settings" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"shop_page_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" jsonb,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_deployments" (
	"app_token" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"hosts" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"company" jsonb NOT NULL,
	"logo_url" text,
	"requires_invitation" boolean DEFAULT false NOT NULL,
	"theme" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"style" text DEFAULT '' NOT NULL,
	"settings" jsonb NOT NULL,
	"home" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"cart_id" text NOT NULL,
	"shop_item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cart_lines_cart_id_shop_item_id_pk" PRIMARY KEY("cart_id","shop_item_id")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"shop_page_id" text NOT NULL,
	"member_id" text,
	"anon_key" text,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"description" jsonb NOT NULL,
	"min_subtotal" integer,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_counters" (
	"club_id" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "expense_counters_club_id_year_pk" PRIMARY KEY("club_id","year")
);
--> statement-breakpoint
CREATE TABLE "expense_lines" (
	"expense_id" text NOT NULL,
	"position" integer NOT NULL,
	"shop_item_id" text,
	"title" jsonb NOT NULL,
	"product_type" text NOT NULL,
	"format" jsonb,
	"weight" integer,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"line_total" integer NOT NULL,
	CONSTRAINT "expense_lines_expense_id_position_pk" PRIMARY KEY("expense_id","position")
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" text PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"club_id" text NOT NULL,
	"shop_page_id" text NOT NULL,
	"member_id" text,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"currency" text NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer NOT NULL,
	"shipping_cost" integer NOT NULL,
	"total" integer NOT NULL,
	"coupon_code" text,
	"shipping_mode" text NOT NULL,
	"billing_mode" text NOT NULL,
	"listing_id" text,
	"listing_name" jsonb,
	"shipping_address" jsonb,
	"billing" jsonb,
	"payment" jsonb NOT NULL,
	"points_earned" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "custom_components" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb,
	"html" jsonb NOT NULL,
	"css" text,
	"image" jsonb,
	"link" text
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"name" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"html" jsonb NOT NULL,
	"component_ids" text[] DEFAULT '{}' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fidelity_balances" (
	"program_id" text NOT NULL,
	"member_id" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fidelity_balances_program_id_member_id_pk" PRIMARY KEY("program_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "fidelity_ledger" (
	"id" text PRIMARY KEY NOT NULL,
	"program_id" text NOT NULL,
	"member_id" text NOT NULL,
	"delta" integer NOT NULL,
	"expense_id" text,
	"redemption_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fidelity_prizes" (
	"id" text PRIMARY KEY NOT NULL,
	"program_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" jsonb,
	"cost" integer NOT NULL,
	"stock" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fidelity_programs" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"points" integer NOT NULL,
	"per_amount" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redemptions" (
	"id" text PRIMARY KEY NOT NULL,
	"program_id" text NOT NULL,
	"prize_id" text NOT NULL,
	"member_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"points_spent" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"club_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_club_id_email_pk" PRIMARY KEY("club_id","email")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"phone_country" text,
	"birth_date" date,
	"language" text DEFAULT 'en' NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"provider_customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"member_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"card_name" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "request_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"member_id" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"club_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"expense_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"club_id" text NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_club_id_scope_key_pk" PRIMARY KEY("club_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"kind" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"card_name" text,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setup_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"member_id" text NOT NULL,
	"provider" text NOT NULL,
	"client_secret_hash" text NOT NULL,
	"status" text NOT NULL,
	"payment_method_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quantity_rules" ADD CONSTRAINT "quantity_rules_shop_page_id_shop_pages_id_fk" FOREIGN KEY ("shop_page_id") REFERENCES "public"."shop_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_listings" ADD CONSTRAINT "shipping_listings_shop_page_id_shop_pages_id_fk" FOREIGN KEY ("shop_page_id") REFERENCES "public"."shop_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_items" ADD CONSTRAINT "shop_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_items" ADD CONSTRAINT "shop_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_pages" ADD CONSTRAINT "shop_pages_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_shop_page_id_shop_pages_id_fk" FOREIGN KEY ("shop_page_id") REFERENCES "public"."shop_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_deployments" ADD CONSTRAINT "club_deployments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fidelity_prizes" ADD CONSTRAINT "fidelity_prizes_program_id_fidelity_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."fidelity_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_tokens" ADD CONSTRAINT "request_tokens_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_tokens" ADD CONSTRAINT "request_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_items_shop" ON "shop_items" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "shop_pages_club" ON "shop_pages" USING btree ("club_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_member" ON "carts" USING btree ("shop_page_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_anon" ON "carts" USING btree ("shop_page_id","anon_key");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_club_code" ON "coupons" USING btree ("club_id","code");--> statement-breakpoint
CREATE INDEX "expenses_member" ON "expenses" USING btree ("club_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_number" ON "expenses" USING btree ("club_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_club_name" ON "pages" USING btree ("club_id","name");--> statement-breakpoint
CREATE INDEX "fidelity_ledger_member" ON "fidelity_ledger" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "addresses_member" ON "addresses" USING btree ("member_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "members_club_email" ON "members" USING btree ("club_id",lower("email"));--> statement-breakpoint
CREATE INDEX "payment_methods_member" ON "payment_methods" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "request_tokens_email" ON "request_tokens" USING btree ("club_id","kind","email");--> statement-breakpoint
CREATE INDEX "sessions_member" ON "sessions" USING btree ("member_id");