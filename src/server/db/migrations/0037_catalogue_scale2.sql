CREATE TABLE "supplier_categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" text NOT NULL,
	"category_id" text NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "supplier_categories_supplier_idx" ON "supplier_categories" USING btree ("supplier_id","category_id","products");--> statement-breakpoint
CREATE INDEX "agreement_prices_supplier_restaurant_order_idx" ON "agreement_prices" USING btree ("supplier_id","restaurant_id","effective_from","created_at","id");--> statement-breakpoint
CREATE INDEX "agreement_prices_price_order_idx" ON "agreement_prices" USING btree ("price","created_at","id");--> statement-breakpoint
CREATE INDEX "agreement_prices_created_order_idx" ON "agreement_prices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "agreement_prices_supplier_price_order_idx" ON "agreement_prices" USING btree ("supplier_id","price","created_at","id");--> statement-breakpoint
CREATE INDEX "agreement_prices_supplier_created_order_idx" ON "agreement_prices" USING btree ("supplier_id","created_at","id");
--> statement-breakpoint
-- The categories each supplier offers so far, then statement-level triggers adding each statement's net change per
-- (supplier, category) as delta rows inside the writing transaction, as 0033 keeps goods_ledger_months. A link
-- counts while approved, on offer (status 1) and not deleted, its base product not deleted and in a category
-- (src/server/db/supplierCategories.ts states the same rule for the recount). Hand-written: drizzle-kit does
-- not model triggers.
INSERT INTO "supplier_categories" ("supplier_id", "category_id", "products")
  SELECT l."supplier_id", b."category_id", count(*)
  FROM "supplier_products" l JOIN "base_products" b ON b."id" = l."base_product_id"
  WHERE l."audit_status" = 'approved' AND l."status" = 1 AND NOT l."deleted" AND NOT b."deleted" AND b."category_id" IS NOT NULL
  GROUP BY 1, 2;
--> statement-breakpoint
-- Links written: +1 per link counted after the statement, -1 per link counted before it, under its product's
-- category. The products are read FOR SHARE first so that a concurrent change of one's category or deleted flag
-- waits for this transaction (and its trigger then sees these links), or this one waits for it and reads the
-- new category: without it each trigger would miss the other's uncommitted half.
CREATE FUNCTION "supplier_categories_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM base_products b WHERE b.id IN (SELECT base_product_id FROM added) ORDER BY b.id FOR SHARE;
    INSERT INTO supplier_categories (supplier_id, category_id, products)
      SELECT l.supplier_id, b.category_id, count(*) FROM added l JOIN base_products b ON b.id = l.base_product_id
      WHERE l.audit_status = 'approved' AND l.status = 1 AND NOT l.deleted AND NOT b.deleted AND b.category_id IS NOT NULL
      GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM base_products b WHERE b.id IN (SELECT base_product_id FROM removed) ORDER BY b.id FOR SHARE;
    INSERT INTO supplier_categories (supplier_id, category_id, products)
      SELECT l.supplier_id, b.category_id, -count(*) FROM removed l JOIN base_products b ON b.id = l.base_product_id
      WHERE l.audit_status = 'approved' AND l.status = 1 AND NOT l.deleted AND NOT b.deleted AND b.category_id IS NOT NULL
      GROUP BY 1, 2;
  ELSE
    PERFORM 1 FROM base_products b WHERE b.id IN (SELECT base_product_id FROM added UNION SELECT base_product_id FROM removed) ORDER BY b.id FOR SHARE;
    INSERT INTO supplier_categories (supplier_id, category_id, products)
      SELECT supplier_id, category_id, sum(n) FROM (
        SELECT l.supplier_id, b.category_id, 1 AS n FROM added l JOIN base_products b ON b.id = l.base_product_id
        WHERE l.audit_status = 'approved' AND l.status = 1 AND NOT l.deleted AND NOT b.deleted AND b.category_id IS NOT NULL
        UNION ALL
        SELECT l.supplier_id, b.category_id, -1 FROM removed l JOIN base_products b ON b.id = l.base_product_id
        WHERE l.audit_status = 'approved' AND l.status = 1 AND NOT l.deleted AND NOT b.deleted AND b.category_id IS NOT NULL
      ) moves GROUP BY 1, 2 HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "supplier_categories_links_insert" AFTER INSERT ON "supplier_products" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "supplier_categories_links"();
--> statement-breakpoint
CREATE TRIGGER "supplier_categories_links_update" AFTER UPDATE ON "supplier_products" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "supplier_categories_links"();
--> statement-breakpoint
CREATE TRIGGER "supplier_categories_links_delete" AFTER DELETE ON "supplier_products" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "supplier_categories_links"();
--> statement-breakpoint
-- Products changed: the counted links of a product whose category or deleted flag changed move from the old
-- category (if it counted) to the new one (if it counts). Inserting a product moves nothing (no link names it yet)
-- and a product with links cannot be deleted (supplier_products' foreign key).
CREATE FUNCTION "supplier_categories_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO supplier_categories (supplier_id, category_id, products)
    SELECT supplier_id, category_id, sum(n) FROM (
      SELECT l.supplier_id, a.category_id, 1 AS n
      FROM removed r JOIN added a ON a.id = r.id JOIN supplier_products l ON l.base_product_id = a.id
      WHERE (a.category_id IS DISTINCT FROM r.category_id OR a.deleted <> r.deleted)
        AND l.audit_status = 'approved' AND l.status = 1 AND NOT l.deleted AND NOT a.deleted AND a.category_id IS NOT NULL
      UNION ALL
      SELECT l.supplier_id, r.category_id, -1
      FROM removed r JOIN added a ON a.id = r.id JOIN supplier_products l ON l.base_product_id = r.id
      WHERE (a.category_id IS DISTINCT FROM r.category_id OR a.deleted <> r.deleted)
        AND l.audit_status = 'approved' AND l.status = 1 AND NOT l.deleted AND NOT r.deleted AND r.category_id IS NOT NULL
    ) moves GROUP BY 1, 2 HAVING sum(n) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "supplier_categories_products_update" AFTER UPDATE ON "base_products" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "supplier_categories_products"();
