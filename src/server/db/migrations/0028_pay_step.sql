CREATE TABLE "pay_step_records" (
	"id" text PRIMARY KEY NOT NULL,
	"contract_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"year_begin" date NOT NULL,
	"year_end" date NOT NULL,
	"prepayment" numeric(14, 2) NOT NULL,
	"due_date" date NOT NULL,
	"proof_path" text,
	"proof_name" text,
	"proof_at" timestamp with time zone,
	"reject_reason" text,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone,
	"annual_trade" numeric(14, 2),
	"fee" numeric(14, 2),
	"refund" numeric(14, 2),
	"assessed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "pay_step_records" ADD CONSTRAINT "pay_step_records_contract_id_service_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."service_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_step_records" ADD CONSTRAINT "pay_step_records_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_step_records_contract_key" ON "pay_step_records" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "pay_step_records_supplier_idx" ON "pay_step_records" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "pay_step_records_status_idx" ON "pay_step_records" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "pay_step_records_year_idx" ON "pay_step_records" USING btree ("year_begin","created_at");--> statement-breakpoint
CREATE INDEX "pay_step_records_created_idx" ON "pay_step_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pay_step_records_proof_idx" ON "pay_step_records" USING btree ("proof_path");