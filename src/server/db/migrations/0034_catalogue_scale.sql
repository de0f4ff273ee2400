-- issue 19: keyword search anywhere in a product's name or code (trigram GIN indexes); PGlite loads the extension in openDatabase
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "agreement_prices_supplier_from_idx";--> statement-breakpoint
DROP INDEX "agreement_prices_restaurant_from_idx";--> statement-breakpoint
DROP INDEX "agreement_prices_from_idx";--> statement-breakpoint
DROP INDEX "base_products_name_idx";--> statement-breakpoint
CREATE INDEX "agreement_prices_supplier_order_idx" ON "agreement_prices" USING btree ("supplier_id","effective_from","created_at","id");--> statement-breakpoint
CREATE INDEX "agreement_prices_restaurant_order_idx" ON "agreement_prices" USING btree ("restaurant_id","effective_from","created_at","id");--> statement-breakpoint
CREATE INDEX "agreement_prices_status_order_idx" ON "agreement_prices" USING btree ("status","effective_from","created_at","id");--> statement-breakpoint
CREATE INDEX "agreement_prices_order_idx" ON "agreement_prices" USING btree ("effective_from","created_at","id");--> statement-breakpoint
CREATE INDEX "agreement_prices_open_idx" ON "agreement_prices" USING btree ("status",coalesce("effective_to", 'infinity'::date));--> statement-breakpoint
CREATE INDEX "base_products_name_id_idx" ON "base_products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "base_products_name_trgm_idx" ON "base_products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "base_products_code_trgm_idx" ON "base_products" USING gin ("code" gin_trgm_ops);