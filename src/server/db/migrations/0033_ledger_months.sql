CREATE TABLE "goods_ledger_months" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_ledger_months_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"restaurant_id" text NOT NULL,
	"base_product_id" text NOT NULL,
	"month" date NOT NULL,
	"qty_in" numeric(14, 3) NOT NULL,
	"amount_in" numeric(16, 2) NOT NULL,
	"qty_out" numeric(14, 3) NOT NULL,
	"amount_out" numeric(16, 2) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "goods_ledger_months_key_idx" ON "goods_ledger_months" USING btree ("restaurant_id","month","base_product_id");--> statement-breakpoint
-- The months so far, then one statement-level trigger per kind of write on goods_ledger adding the statement's
-- net change per (canteen, product, month) as delta rows inside the writing transaction. Hand-written:
-- drizzle-kit does not model triggers.
INSERT INTO "goods_ledger_months" ("restaurant_id", "base_product_id", "month", "qty_in", "amount_in", "qty_out", "amount_out")
  SELECT "restaurant_id", "base_product_id", date_trunc('month', "entry_date")::date, sum("qty_in"), sum("amount_in"), sum("qty_out"), sum("amount_out")
  FROM "goods_ledger" GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE FUNCTION "goods_ledger_months_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO goods_ledger_months (restaurant_id, base_product_id, month, qty_in, amount_in, qty_out, amount_out)
      SELECT restaurant_id, base_product_id, date_trunc('month', entry_date)::date, sum(qty_in), sum(amount_in), sum(qty_out), sum(amount_out)
      FROM added GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO goods_ledger_months (restaurant_id, base_product_id, month, qty_in, amount_in, qty_out, amount_out)
      SELECT restaurant_id, base_product_id, date_trunc('month', entry_date)::date, -sum(qty_in), -sum(amount_in), -sum(qty_out), -sum(amount_out)
      FROM removed GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO goods_ledger_months (restaurant_id, base_product_id, month, qty_in, amount_in, qty_out, amount_out)
      SELECT restaurant_id, base_product_id, month, sum(qty_in), sum(amount_in), sum(qty_out), sum(amount_out) FROM (
        SELECT restaurant_id, base_product_id, date_trunc('month', entry_date)::date AS month, qty_in, amount_in, qty_out, amount_out FROM added
        UNION ALL
        SELECT restaurant_id, base_product_id, date_trunc('month', entry_date)::date, -qty_in, -amount_in, -qty_out, -amount_out FROM removed
      ) moves GROUP BY 1, 2, 3
      HAVING sum(qty_in) <> 0 OR sum(amount_in) <> 0 OR sum(qty_out) <> 0 OR sum(amount_out) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "goods_ledger_months_insert" AFTER INSERT ON "goods_ledger" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "goods_ledger_months_apply"();
--> statement-breakpoint
CREATE TRIGGER "goods_ledger_months_update" AFTER UPDATE ON "goods_ledger" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "goods_ledger_months_apply"();
--> statement-breakpoint
CREATE TRIGGER "goods_ledger_months_delete" AFTER DELETE ON "goods_ledger" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "goods_ledger_months_apply"();
