CREATE TABLE "supplier_ratings" (
	"supplier_id" text PRIMARY KEY NOT NULL,
	"quality_sum" integer NOT NULL,
	"delivery_sum" integer NOT NULL,
	"service_sum" integer NOT NULL,
	"count" integer NOT NULL,
	"overall" numeric(3, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_ratings" ADD CONSTRAINT "supplier_ratings_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_ratings_overall_idx" ON "supplier_ratings" USING btree ("overall","supplier_id");--> statement-breakpoint
CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "suppliers_region_idx" ON "suppliers" USING btree ("region_id");--> statement-breakpoint
-- evaluations made before this migration: their suppliers' ratings, as the evaluation service keeps them from now on
INSERT INTO "supplier_ratings" ("supplier_id", "quality_sum", "delivery_sum", "service_sum", "count", "overall")
SELECT "supplier_id", sum("quality"), sum("delivery"), sum("service"), count(*), round((sum("quality") + sum("delivery") + sum("service"))::numeric / (3 * count(*)), 2)
FROM "supplier_evaluations" GROUP BY "supplier_id";
