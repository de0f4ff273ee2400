CREATE TABLE "expiration_configs" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"shelf_life_days" integer NOT NULL,
	"warning_days" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "market_prices" (
	"id" text PRIMARY KEY NOT NULL,
	"base_product_id" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"source" text,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "price_releases" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"release_date" date NOT NULL,
	"status" text NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "school_fills" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"name" text NOT NULL,
	"category_id" text,
	"unit" text NOT NULL,
	"spec" text,
	"brand" text,
	"note" text,
	"status" text NOT NULL,
	"reason" text,
	"base_product_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "audit_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "audited_by" text;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "audited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreement_prices" ADD COLUMN "effective_to" date;--> statement-breakpoint
ALTER TABLE "agreement_prices" ADD COLUMN "release_id" text;--> statement-breakpoint
ALTER TABLE "base_products" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "base_products" ADD COLUMN "shelf_life_days" integer;--> statement-breakpoint
ALTER TABLE "base_products" ADD COLUMN "warning_days" integer;--> statement-breakpoint
ALTER TABLE "base_products" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "base_products" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "base_products" ADD COLUMN "virtual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "base_products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "expiration_configs" ADD CONSTRAINT "expiration_configs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_prices" ADD CONSTRAINT "market_prices_base_product_id_base_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."base_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_fills" ADD CONSTRAINT "school_fills_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_fills" ADD CONSTRAINT "school_fills_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_fills" ADD CONSTRAINT "school_fills_base_product_id_base_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."base_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expiration_configs_category_key" ON "expiration_configs" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "market_prices_product_period_idx" ON "market_prices" USING btree ("base_product_id","period_start");--> statement-breakpoint
CREATE INDEX "market_prices_period_idx" ON "market_prices" USING btree ("period_start");--> statement-breakpoint
CREATE INDEX "price_releases_status_date_idx" ON "price_releases" USING btree ("status","release_date");--> statement-breakpoint
CREATE INDEX "school_fills_restaurant_idx" ON "school_fills" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "school_fills_status_idx" ON "school_fills" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "supplier_products_audit_idx" ON "supplier_products" USING btree ("audit_status","created_at");--> statement-breakpoint
CREATE INDEX "agreement_prices_product_from_idx" ON "agreement_prices" USING btree ("base_product_id","effective_from");--> statement-breakpoint
CREATE INDEX "agreement_prices_supplier_from_idx" ON "agreement_prices" USING btree ("supplier_id","effective_from");--> statement-breakpoint
CREATE INDEX "agreement_prices_restaurant_from_idx" ON "agreement_prices" USING btree ("restaurant_id","effective_from");--> statement-breakpoint
CREATE INDEX "agreement_prices_from_idx" ON "agreement_prices" USING btree ("effective_from");--> statement-breakpoint
CREATE INDEX "agreement_prices_release_idx" ON "agreement_prices" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "base_products_name_idx" ON "base_products" USING btree ("name");--> statement-breakpoint
CREATE INDEX "base_products_created_idx" ON "base_products" USING btree ("created_at");