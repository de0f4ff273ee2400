CREATE TABLE "line_counts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "line_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"status" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_departments" (
	"restaurant_id" text NOT NULL,
	"depart_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_departments_restaurant_id_depart_id_pk" PRIMARY KEY("restaurant_id","depart_id")
);
--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "region_id" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "region_id" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "contacts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_departments" ADD CONSTRAINT "restaurant_departments_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_departments" ADD CONSTRAINT "restaurant_departments_depart_id_departments_id_fk" FOREIGN KEY ("depart_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_counts_key_idx" ON "line_counts" USING btree ("status","restaurant_id","supplier_id");--> statement-breakpoint
CREATE INDEX "restaurant_departments_depart_idx" ON "restaurant_departments" USING btree ("depart_id");--> statement-breakpoint
ALTER TABLE "colleges" ADD CONSTRAINT "colleges_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "colleges_procurement_idx" ON "colleges" USING btree ("procurement_depart_id");--> statement-breakpoint
CREATE INDEX "order_lines_status_day_id_idx" ON "order_lines" USING btree ("status","arrival_date","id");--> statement-breakpoint
CREATE INDEX "order_lines_created_id_idx" ON "order_lines" USING btree ("created_at","id");--> statement-breakpoint
-- The pending-count counters (src/server/db/schema/schools.ts line_counts): one statement-level trigger per
-- kind of write on order_lines adds the statement's net change per (status, canteen, supplier) as delta rows,
-- inside the writing transaction. Each write that moves a count also NOTIFYs larder_counts with the canteens
-- and suppliers it touched (delivered at commit; src/server/live/pendingCounts.ts pushes to their users), or
-- {"all":true} when the list would not fit a notification. Hand-written: drizzle-kit does not model triggers.
CREATE FUNCTION "pending_counts_notify"(restaurant_ids text[], supplier_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE payload text := json_build_object('r', restaurant_ids, 's', supplier_ids)::text;
BEGIN
  IF coalesce(array_length(restaurant_ids, 1), 0) + coalesce(array_length(supplier_ids, 1), 0) = 0 THEN RETURN; END IF;
  PERFORM pg_notify('larder_counts', CASE WHEN length(payload) > 7000 THEN '{"all":true}' ELSE payload END);
END $$;
--> statement-breakpoint
CREATE FUNCTION "line_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE restaurant_ids text[]; supplier_ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH kept AS (
      INSERT INTO line_counts (status, restaurant_id, supplier_id, n)
        SELECT status, restaurant_id, coalesce(supplier_id, ''), count(*) FROM added GROUP BY 1, 2, 3
        RETURNING restaurant_id, supplier_id)
    SELECT array_agg(DISTINCT restaurant_id), array_agg(DISTINCT supplier_id) FILTER (WHERE supplier_id <> '') INTO restaurant_ids, supplier_ids FROM kept;
  ELSIF TG_OP = 'DELETE' THEN
    WITH kept AS (
      INSERT INTO line_counts (status, restaurant_id, supplier_id, n)
        SELECT status, restaurant_id, coalesce(supplier_id, ''), -count(*) FROM removed GROUP BY 1, 2, 3
        RETURNING restaurant_id, supplier_id)
    SELECT array_agg(DISTINCT restaurant_id), array_agg(DISTINCT supplier_id) FILTER (WHERE supplier_id <> '') INTO restaurant_ids, supplier_ids FROM kept;
  ELSE
    WITH kept AS (
      INSERT INTO line_counts (status, restaurant_id, supplier_id, n)
        SELECT status, restaurant_id, supplier_id, sum(n)::int FROM (
          SELECT status, restaurant_id, coalesce(supplier_id, '') AS supplier_id, 1 AS n FROM added
          UNION ALL
          SELECT status, restaurant_id, coalesce(supplier_id, ''), -1 FROM removed
        ) moves GROUP BY 1, 2, 3 HAVING sum(n) <> 0
        RETURNING restaurant_id, supplier_id)
    SELECT array_agg(DISTINCT restaurant_id), array_agg(DISTINCT supplier_id) FILTER (WHERE supplier_id <> '') INTO restaurant_ids, supplier_ids FROM kept;
  END IF;
  PERFORM pending_counts_notify(restaurant_ids, supplier_ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_lines_count_insert" AFTER INSERT ON "order_lines" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "line_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "order_lines_count_update" AFTER UPDATE ON "order_lines" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "line_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "order_lines_count_delete" AFTER DELETE ON "order_lines" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "line_counts_apply"();
--> statement-breakpoint
-- the price queue's count changes with agreement prices
CREATE FUNCTION "agreement_prices_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pending_counts_notify((SELECT array_agg(DISTINCT restaurant_id) FROM added), (SELECT array_agg(DISTINCT supplier_id) FROM added));
  ELSE
    PERFORM pending_counts_notify(
      (SELECT array_agg(DISTINCT r.restaurant_id) FROM removed r JOIN added a ON a.id = r.id WHERE a.status IS DISTINCT FROM r.status),
      (SELECT array_agg(DISTINCT r.supplier_id) FROM removed r JOIN added a ON a.id = r.id WHERE a.status IS DISTINCT FROM r.status));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "agreement_prices_count_insert" AFTER INSERT ON "agreement_prices" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "agreement_prices_notify"();
--> statement-breakpoint
CREATE TRIGGER "agreement_prices_count_update" AFTER UPDATE ON "agreement_prices" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "agreement_prices_notify"();
--> statement-breakpoint
-- the lines already there
INSERT INTO line_counts (status, restaurant_id, supplier_id, n)
  SELECT status, restaurant_id, coalesce(supplier_id, ''), count(*) FROM order_lines GROUP BY 1, 2, 3;
