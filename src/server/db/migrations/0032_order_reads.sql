-- Tell every listener that what the ordering reads show may have changed (src/server/db/readCache.ts): a write
-- to a table behind the pending counts, the line queues, the ledgers or the scope that narrows them. The
-- embedded server keeps those answers in memory and drops them all on this (PGlite delivers the notification
-- before the changing statement returns, as the bell's larder_notices). Per statement, not per row.
CREATE FUNCTION "notify_order_reads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('larder_reads', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_lines_notify_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_lines" FOR EACH STATEMENT EXECUTE FUNCTION "notify_order_reads"();
--> statement-breakpoint
CREATE TRIGGER "orders_notify_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "notify_order_reads"();
--> statement-breakpoint
CREATE TRIGGER "order_groups_notify_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_groups" FOR EACH STATEMENT EXECUTE FUNCTION "notify_order_reads"();
--> statement-breakpoint
CREATE TRIGGER "restaurants_notify_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "restaurants" FOR EACH STATEMENT EXECUTE FUNCTION "notify_order_reads"();
--> statement-breakpoint
CREATE TRIGGER "suppliers_notify_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "suppliers" FOR EACH STATEMENT EXECUTE FUNCTION "notify_order_reads"();
--> statement-breakpoint
CREATE TRIGGER "colleges_notify_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "colleges" FOR EACH STATEMENT EXECUTE FUNCTION "notify_order_reads"();
--> statement-breakpoint
CREATE TRIGGER "departments_notify_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "departments" FOR EACH STATEMENT EXECUTE FUNCTION "notify_order_reads"();
--> statement-breakpoint
CREATE TRIGGER "user_departments_notify_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_departments" FOR EACH STATEMENT EXECUTE FUNCTION "notify_order_reads"();
--> statement-breakpoint
CREATE TRIGGER "restaurant_departments_notify_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "restaurant_departments" FOR EACH STATEMENT EXECUTE FUNCTION "notify_order_reads"();
--> statement-breakpoint
CREATE TRIGGER "agreement_prices_notify_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "agreement_prices" FOR EACH STATEMENT EXECUTE FUNCTION "notify_order_reads"();
--> statement-breakpoint
CREATE TRIGGER "after_sales_notify_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "after_sales" FOR EACH STATEMENT EXECUTE FUNCTION "notify_order_reads"();
--> statement-breakpoint
CREATE TRIGGER "standing_book_notify_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "standing_book" FOR EACH STATEMENT EXECUTE FUNCTION "notify_order_reads"();
--> statement-breakpoint
CREATE TRIGGER "goods_ledger_notify_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "goods_ledger" FOR EACH STATEMENT EXECUTE FUNCTION "notify_order_reads"();
--> statement-breakpoint
CREATE TRIGGER "base_products_notify_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "base_products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_order_reads"();
