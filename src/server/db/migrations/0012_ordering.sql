CREATE SEQUENCE "public"."document_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "agreement_prices" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_product_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"base_product_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"effective_from" date NOT NULL,
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
CREATE TABLE "base_products" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category_id" text,
	"unit" text NOT NULL,
	"spec" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"delivery_no" text NOT NULL,
	"group_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"arrival_date" date NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "delivery_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"delivery_id" text NOT NULL,
	"line_id" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_ledger" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"base_product_id" text NOT NULL,
	"entry_date" date NOT NULL,
	"qty_in" numeric(12, 3) DEFAULT '0' NOT NULL,
	"amount_in" numeric(14, 2) DEFAULT '0' NOT NULL,
	"qty_out" numeric(12, 3) DEFAULT '0' NOT NULL,
	"amount_out" numeric(14, 2) DEFAULT '0' NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" text PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_kind" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"group_no" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"arrival_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"group_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"arrival_date" date NOT NULL,
	"line_no" integer NOT NULL,
	"base_product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"price" numeric(12, 2),
	"supplier_id" text,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"dispatch_qty" numeric(12, 3),
	"delivery_id" text,
	"received_qty" numeric(12, 3) DEFAULT '0' NOT NULL,
	"rejected_qty" numeric(12, 3) DEFAULT '0' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"group_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"arrival_date" date NOT NULL,
	"slot" text NOT NULL,
	"status" text NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" text PRIMARY KEY NOT NULL,
	"line_id" text NOT NULL,
	"delivery_id" text,
	"received_qty" numeric(12, 3) NOT NULL,
	"rejected_qty" numeric(12, 3) NOT NULL,
	"reject_reason" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"voided" boolean DEFAULT false NOT NULL,
	"checked_by" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standing_book" (
	"id" text PRIMARY KEY NOT NULL,
	"line_id" text NOT NULL,
	"order_no" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"base_product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"unit" text NOT NULL,
	"arrival_date" date NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"audited_by" text NOT NULL,
	"audited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "order_items" CASCADE;--> statement-breakpoint
DROP INDEX "supplier_products_status_idx";--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "procurement_depart_id" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "contact" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "delivery_slots" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- the old name-only price rows have no base product: ordering replaces them (issue 18)
DELETE FROM "supplier_products";--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "base_product_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "spec" text;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_prices" ADD CONSTRAINT "agreement_prices_supplier_product_id_supplier_products_id_fk" FOREIGN KEY ("supplier_product_id") REFERENCES "public"."supplier_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_prices" ADD CONSTRAINT "agreement_prices_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_prices" ADD CONSTRAINT "agreement_prices_base_product_id_base_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."base_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_prices" ADD CONSTRAINT "agreement_prices_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_products" ADD CONSTRAINT "base_products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_group_id_order_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."order_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_lines" ADD CONSTRAINT "delivery_lines_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_lines" ADD CONSTRAINT "delivery_lines_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_ledger" ADD CONSTRAINT "goods_ledger_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_ledger" ADD CONSTRAINT "goods_ledger_base_product_id_base_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."base_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_groups" ADD CONSTRAINT "order_groups_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_group_id_order_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."order_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_base_product_id_base_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."base_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_group_id_order_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."order_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_book" ADD CONSTRAINT "standing_book_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_book" ADD CONSTRAINT "standing_book_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_book" ADD CONSTRAINT "standing_book_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_book" ADD CONSTRAINT "standing_book_base_product_id_base_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."base_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_prices_current_idx" ON "agreement_prices" USING btree ("restaurant_id","base_product_id","status","effective_from");--> statement-breakpoint
CREATE INDEX "agreement_prices_status_supplier_idx" ON "agreement_prices" USING btree ("status","supplier_id");--> statement-breakpoint
CREATE INDEX "agreement_prices_status_restaurant_idx" ON "agreement_prices" USING btree ("status","restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_products_code_key" ON "base_products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "base_products_category_idx" ON "base_products" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_delivery_no_key" ON "deliveries" USING btree ("delivery_no");--> statement-breakpoint
CREATE INDEX "deliveries_supplier_idx" ON "deliveries" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "deliveries_restaurant_idx" ON "deliveries" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "deliveries_group_idx" ON "deliveries" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "delivery_lines_delivery_idx" ON "delivery_lines" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "delivery_lines_line_idx" ON "delivery_lines" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "goods_ledger_restaurant_day_idx" ON "goods_ledger" USING btree ("restaurant_id","entry_date","base_product_id");--> statement-breakpoint
CREATE INDEX "order_events_entity_idx" ON "order_events" USING btree ("entity_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_groups_group_no_key" ON "order_groups" USING btree ("group_no");--> statement-breakpoint
CREATE UNIQUE INDEX "order_groups_restaurant_day_key" ON "order_groups" USING btree ("restaurant_id","arrival_date");--> statement-breakpoint
CREATE INDEX "order_groups_day_idx" ON "order_groups" USING btree ("arrival_date");--> statement-breakpoint
CREATE INDEX "order_lines_status_supplier_idx" ON "order_lines" USING btree ("status","supplier_id","arrival_date");--> statement-breakpoint
CREATE INDEX "order_lines_status_restaurant_idx" ON "order_lines" USING btree ("status","restaurant_id","arrival_date");--> statement-breakpoint
CREATE INDEX "order_lines_supplier_day_idx" ON "order_lines" USING btree ("supplier_id","arrival_date");--> statement-breakpoint
CREATE INDEX "order_lines_restaurant_day_idx" ON "order_lines" USING btree ("restaurant_id","arrival_date");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_group_idx" ON "order_lines" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "order_lines_created_idx" ON "order_lines" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_key" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_group_idx" ON "orders" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "orders_restaurant_day_idx" ON "orders" USING btree ("restaurant_id","arrival_date");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "receipts_line_idx" ON "receipts" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "standing_book_line_key" ON "standing_book" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "standing_book_restaurant_day_idx" ON "standing_book" USING btree ("restaurant_id","arrival_date");--> statement-breakpoint
CREATE INDEX "standing_book_supplier_day_idx" ON "standing_book" USING btree ("supplier_id","arrival_date");--> statement-breakpoint
ALTER TABLE "colleges" ADD CONSTRAINT "colleges_procurement_depart_id_departments_id_fk" FOREIGN KEY ("procurement_depart_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_base_product_id_base_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."base_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_products_supplier_product_key" ON "supplier_products" USING btree ("supplier_id","base_product_id");--> statement-breakpoint
CREATE INDEX "supplier_products_product_idx" ON "supplier_products" USING btree ("base_product_id");--> statement-breakpoint
ALTER TABLE "supplier_products" DROP COLUMN "product_name";--> statement-breakpoint
ALTER TABLE "supplier_products" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "supplier_products" DROP COLUMN "price_status";