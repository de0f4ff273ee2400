ALTER TABLE "service_contracts" ADD COLUMN "previous_id" text;--> statement-breakpoint
CREATE INDEX "service_contracts_status_idx" ON "service_contracts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "service_contracts_end_idx" ON "service_contracts" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "service_contracts_previous_idx" ON "service_contracts" USING btree ("previous_id");