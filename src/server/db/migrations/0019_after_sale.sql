CREATE TABLE "after_sales" (
	"id" text PRIMARY KEY NOT NULL,
	"after_sale_no" text NOT NULL,
	"line_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"product_name" text NOT NULL,
	"unit" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reason" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"supplier_note" text,
	"decision_note" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "after_sales_after_sale_no_unique" UNIQUE("after_sale_no")
);
--> statement-breakpoint
CREATE TABLE "back_fills" (
	"id" text PRIMARY KEY NOT NULL,
	"back_fill_no" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"arrival_date" date NOT NULL,
	"slot" text NOT NULL,
	"lines" jsonb NOT NULL,
	"remark" text,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"decision_note" text,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "back_fills_back_fill_no_unique" UNIQUE("back_fill_no")
);
--> statement-breakpoint
DROP INDEX "standing_book_line_key";--> statement-breakpoint
ALTER TABLE "standing_book" ADD COLUMN "source" text DEFAULT 'audit' NOT NULL;--> statement-breakpoint
ALTER TABLE "standing_book" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_fills" ADD CONSTRAINT "back_fills_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_fills" ADD CONSTRAINT "back_fills_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sales_status_restaurant_idx" ON "after_sales" USING btree ("status","restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "after_sales_status_supplier_idx" ON "after_sales" USING btree ("status","supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "after_sales_restaurant_idx" ON "after_sales" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "after_sales_supplier_idx" ON "after_sales" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "after_sales_line_idx" ON "after_sales" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "after_sales_created_idx" ON "after_sales" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "back_fills_status_restaurant_idx" ON "back_fills" USING btree ("status","restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "back_fills_restaurant_idx" ON "back_fills" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "back_fills_created_idx" ON "back_fills" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "standing_book_line_key" ON "standing_book" USING btree ("line_id") WHERE "standing_book"."source" = 'audit';