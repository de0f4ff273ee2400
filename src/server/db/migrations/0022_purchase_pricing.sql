CREATE TABLE "cloud_good_adoptions" (
	"id" text PRIMARY KEY NOT NULL,
	"cloud_good_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"price_id" text NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "cloud_goods" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"base_product_id" text NOT NULL,
	"supplier_product_id" text NOT NULL,
	"spec" text,
	"price" numeric(12, 2) NOT NULL,
	"min_order" numeric(12, 3) NOT NULL,
	"image_id" text,
	"note" text,
	"status" text NOT NULL,
	"reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"listed_by" text,
	"listed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "price_comparison_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"comparison_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"supplier_id" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"quote_date" date NOT NULL,
	"note" text,
	"file_id" text
);
--> statement-breakpoint
CREATE TABLE "price_comparisons" (
	"id" text PRIMARY KEY NOT NULL,
	"base_product_id" text NOT NULL,
	"effective_from" date NOT NULL,
	"chosen_supplier_id" text,
	"choice_reason" text,
	"note" text,
	"status" text NOT NULL,
	"reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "price_meeting_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"base_product_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"price" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_meetings" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"meeting_date" date NOT NULL,
	"attendees" text NOT NULL,
	"minutes" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "pricing_canteens" (
	"kind" text NOT NULL,
	"doc_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	CONSTRAINT "pricing_canteens_kind_doc_id_restaurant_id_pk" PRIMARY KEY("kind","doc_id","restaurant_id")
);
--> statement-breakpoint
ALTER TABLE "cloud_good_adoptions" ADD CONSTRAINT "cloud_good_adoptions_cloud_good_id_cloud_goods_id_fk" FOREIGN KEY ("cloud_good_id") REFERENCES "public"."cloud_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_good_adoptions" ADD CONSTRAINT "cloud_good_adoptions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_good_adoptions" ADD CONSTRAINT "cloud_good_adoptions_price_id_agreement_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."agreement_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_goods" ADD CONSTRAINT "cloud_goods_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_goods" ADD CONSTRAINT "cloud_goods_base_product_id_base_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."base_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_goods" ADD CONSTRAINT "cloud_goods_supplier_product_id_supplier_products_id_fk" FOREIGN KEY ("supplier_product_id") REFERENCES "public"."supplier_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_comparison_quotes" ADD CONSTRAINT "price_comparison_quotes_comparison_id_price_comparisons_id_fk" FOREIGN KEY ("comparison_id") REFERENCES "public"."price_comparisons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_comparison_quotes" ADD CONSTRAINT "price_comparison_quotes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_comparisons" ADD CONSTRAINT "price_comparisons_base_product_id_base_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."base_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_comparisons" ADD CONSTRAINT "price_comparisons_chosen_supplier_id_suppliers_id_fk" FOREIGN KEY ("chosen_supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_meeting_lines" ADD CONSTRAINT "price_meeting_lines_meeting_id_price_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."price_meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_meeting_lines" ADD CONSTRAINT "price_meeting_lines_base_product_id_base_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."base_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_meeting_lines" ADD CONSTRAINT "price_meeting_lines_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_canteens" ADD CONSTRAINT "pricing_canteens_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cloud_good_adoptions_good_idx" ON "cloud_good_adoptions" USING btree ("cloud_good_id","created_at");--> statement-breakpoint
CREATE INDEX "cloud_good_adoptions_restaurant_idx" ON "cloud_good_adoptions" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "cloud_goods_status_idx" ON "cloud_goods" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "cloud_goods_supplier_idx" ON "cloud_goods" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "cloud_goods_product_idx" ON "cloud_goods" USING btree ("base_product_id","created_at");--> statement-breakpoint
CREATE INDEX "cloud_goods_created_idx" ON "cloud_goods" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "price_comparison_quotes_comparison_idx" ON "price_comparison_quotes" USING btree ("comparison_id","line_no");--> statement-breakpoint
CREATE INDEX "price_comparison_quotes_supplier_idx" ON "price_comparison_quotes" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "price_comparisons_status_idx" ON "price_comparisons" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "price_comparisons_product_idx" ON "price_comparisons" USING btree ("base_product_id","created_at");--> statement-breakpoint
CREATE INDEX "price_comparisons_created_idx" ON "price_comparisons" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "price_meeting_lines_meeting_idx" ON "price_meeting_lines" USING btree ("meeting_id","line_no");--> statement-breakpoint
CREATE INDEX "price_meeting_lines_product_idx" ON "price_meeting_lines" USING btree ("base_product_id");--> statement-breakpoint
CREATE INDEX "price_meetings_status_idx" ON "price_meetings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "price_meetings_date_idx" ON "price_meetings" USING btree ("meeting_date");--> statement-breakpoint
CREATE INDEX "price_meetings_created_idx" ON "price_meetings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pricing_canteens_restaurant_idx" ON "pricing_canteens" USING btree ("restaurant_id","kind","doc_id");