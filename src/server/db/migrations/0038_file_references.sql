CREATE INDEX "users_avatar_idx" ON "users" USING btree ("avatar");--> statement-breakpoint
CREATE INDEX "contract_attachments_file_idx" ON "contract_attachments" USING btree ("file_path");--> statement-breakpoint
CREATE INDEX "job_progress_file_idx" ON "job_progress" USING btree (("result" ->> 'fileId'));--> statement-breakpoint
CREATE INDEX "base_products_images_idx" ON "base_products" USING gin ("images") WHERE "base_products"."images" <> '[]'::jsonb;--> statement-breakpoint
CREATE INDEX "receipts_photos_idx" ON "receipts" USING gin ("photos") WHERE "receipts"."photos" <> '[]'::jsonb;--> statement-breakpoint
CREATE INDEX "after_sales_photos_idx" ON "after_sales" USING gin ("photos") WHERE "after_sales"."photos" <> '[]'::jsonb;--> statement-breakpoint
CREATE INDEX "supplier_qualifications_file_idx" ON "supplier_qualifications" USING btree ("file_path");--> statement-breakpoint
CREATE INDEX "cloud_goods_image_idx" ON "cloud_goods" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "price_comparison_quotes_file_idx" ON "price_comparison_quotes" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "supplier_tickets_scan_idx" ON "supplier_tickets" USING btree ("scan");