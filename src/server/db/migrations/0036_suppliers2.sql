CREATE TABLE "supplier_delivery_scores" (
	"delivery_id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"period" text NOT NULL,
	"quality" integer NOT NULL,
	"delivery" integer NOT NULL,
	"service" integer NOT NULL,
	"after_sales" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_delivery_scores" ADD CONSTRAINT "supplier_delivery_scores_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_delivery_scores" ADD CONSTRAINT "supplier_delivery_scores_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_delivery_scores" ADD CONSTRAINT "supplier_delivery_scores_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_delivery_scores_supplier_idx" ON "supplier_delivery_scores" USING btree ("supplier_id","period","quality","delivery","service");