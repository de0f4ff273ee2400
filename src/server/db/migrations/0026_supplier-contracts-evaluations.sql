CREATE TABLE "supplier_evaluations" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"period" text NOT NULL,
	"quality" integer NOT NULL,
	"delivery" integer NOT NULL,
	"service" integer NOT NULL,
	"comment" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "service_contracts" ADD COLUMN "previous_id" text;--> statement-breakpoint
ALTER TABLE "supplier_evaluations" ADD CONSTRAINT "supplier_evaluations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_evaluations" ADD CONSTRAINT "supplier_evaluations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_evaluations_one_idx" ON "supplier_evaluations" USING btree ("supplier_id","restaurant_id","period");--> statement-breakpoint
CREATE INDEX "supplier_evaluations_period_idx" ON "supplier_evaluations" USING btree ("period","created_at");--> statement-breakpoint
CREATE INDEX "supplier_evaluations_restaurant_idx" ON "supplier_evaluations" USING btree ("restaurant_id","period");--> statement-breakpoint
CREATE INDEX "service_contracts_status_idx" ON "service_contracts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "service_contracts_end_idx" ON "service_contracts" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "service_contracts_previous_idx" ON "service_contracts" USING btree ("previous_id");