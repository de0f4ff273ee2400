CREATE TABLE "purchase_bid_awards" (
	"id" text PRIMARY KEY NOT NULL,
	"bid_id" text NOT NULL,
	"base_product_id" text NOT NULL,
	"offer_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"total" numeric(6, 2) NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_bid_offer_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"offer_id" text NOT NULL,
	"base_product_id" text NOT NULL,
	"price" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_bid_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"bid_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"status" text NOT NULL,
	"lead_days" integer NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "purchase_bid_prices" (
	"price_id" text PRIMARY KEY NOT NULL,
	"bid_id" text NOT NULL,
	"award_id" text NOT NULL,
	"restaurant_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_bids" (
	"id" text PRIMARY KEY NOT NULL,
	"bid_no" text NOT NULL,
	"rule_id" text NOT NULL,
	"title" text NOT NULL,
	"product_ids" jsonb NOT NULL,
	"restaurant_ids" jsonb NOT NULL,
	"price_weight" integer NOT NULL,
	"quality_weight" integer NOT NULL,
	"delivery_weight" integer NOT NULL,
	"min_offers" integer NOT NULL,
	"effective_from" date NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"awarded_at" timestamp with time zone,
	"awarded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "purchase_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product_ids" jsonb NOT NULL,
	"restaurant_ids" jsonb NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"price_weight" integer NOT NULL,
	"quality_weight" integer NOT NULL,
	"delivery_weight" integer NOT NULL,
	"min_offers" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "purchase_bid_awards" ADD CONSTRAINT "purchase_bid_awards_bid_id_purchase_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."purchase_bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bid_awards" ADD CONSTRAINT "purchase_bid_awards_base_product_id_base_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."base_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bid_awards" ADD CONSTRAINT "purchase_bid_awards_offer_id_purchase_bid_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."purchase_bid_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bid_awards" ADD CONSTRAINT "purchase_bid_awards_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bid_offer_lines" ADD CONSTRAINT "purchase_bid_offer_lines_offer_id_purchase_bid_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."purchase_bid_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bid_offer_lines" ADD CONSTRAINT "purchase_bid_offer_lines_base_product_id_base_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."base_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bid_offers" ADD CONSTRAINT "purchase_bid_offers_bid_id_purchase_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."purchase_bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bid_offers" ADD CONSTRAINT "purchase_bid_offers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bid_prices" ADD CONSTRAINT "purchase_bid_prices_price_id_agreement_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."agreement_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bid_prices" ADD CONSTRAINT "purchase_bid_prices_bid_id_purchase_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."purchase_bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bid_prices" ADD CONSTRAINT "purchase_bid_prices_award_id_purchase_bid_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."purchase_bid_awards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bid_prices" ADD CONSTRAINT "purchase_bid_prices_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bids" ADD CONSTRAINT "purchase_bids_rule_id_purchase_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."purchase_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_bid_awards_bid_product_key" ON "purchase_bid_awards" USING btree ("bid_id","base_product_id");--> statement-breakpoint
CREATE INDEX "purchase_bid_awards_supplier_idx" ON "purchase_bid_awards" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_bid_offer_lines_offer_product_key" ON "purchase_bid_offer_lines" USING btree ("offer_id","base_product_id");--> statement-breakpoint
CREATE INDEX "purchase_bid_offer_lines_product_idx" ON "purchase_bid_offer_lines" USING btree ("base_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_bid_offers_bid_supplier_key" ON "purchase_bid_offers" USING btree ("bid_id","supplier_id");--> statement-breakpoint
CREATE INDEX "purchase_bid_offers_supplier_idx" ON "purchase_bid_offers" USING btree ("supplier_id","submitted_at");--> statement-breakpoint
CREATE INDEX "purchase_bid_prices_bid_idx" ON "purchase_bid_prices" USING btree ("bid_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_bids_no_key" ON "purchase_bids" USING btree ("bid_no");--> statement-breakpoint
CREATE INDEX "purchase_bids_restaurants_gin" ON "purchase_bids" USING gin ("restaurant_ids");--> statement-breakpoint
CREATE INDEX "purchase_bids_status_created_idx" ON "purchase_bids" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "purchase_bids_created_idx" ON "purchase_bids" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "purchase_bids_deadline_idx" ON "purchase_bids" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "purchase_bids_rule_idx" ON "purchase_bids" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "purchase_rules_restaurants_gin" ON "purchase_rules" USING gin ("restaurant_ids");--> statement-breakpoint
CREATE INDEX "purchase_rules_created_idx" ON "purchase_rules" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "purchase_rules_name_idx" ON "purchase_rules" USING btree ("name");