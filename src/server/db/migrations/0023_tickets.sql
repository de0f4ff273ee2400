CREATE TABLE "statements" (
	"id" text PRIMARY KEY NOT NULL,
	"statement_no" text NOT NULL,
	"supplier_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"received_amount" numeric(14, 2) NOT NULL,
	"return_amount" numeric(14, 2) NOT NULL,
	"entry_count" integer NOT NULL,
	"adjustment" numeric(14, 2) DEFAULT '0' NOT NULL,
	"adjustment_note" text,
	"total" numeric(14, 2) NOT NULL,
	"dispute_reason" text,
	"supplier_confirmed_by" text,
	"supplier_confirmed_at" timestamp with time zone,
	"buyer_confirmed_by" text,
	"buyer_confirmed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "statements_statement_no_unique" UNIQUE("statement_no")
);
--> statement-breakpoint
CREATE TABLE "supplier_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"statement_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"invoice_no" text NOT NULL,
	"invoice_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"tax_amount" numeric(14, 2) NOT NULL,
	"scan" text NOT NULL,
	"mismatch" boolean NOT NULL,
	"mismatch_reason" text,
	"override_reason" text,
	"reject_reason" text,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "ticket_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"request_no" text NOT NULL,
	"statement_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"title" text NOT NULL,
	"tax_id" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"tax_rate" text NOT NULL,
	"remark" text,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "ticket_requests_request_no_unique" UNIQUE("request_no")
);
--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_tickets" ADD CONSTRAINT "supplier_tickets_request_id_ticket_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."ticket_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_tickets" ADD CONSTRAINT "supplier_tickets_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_tickets" ADD CONSTRAINT "supplier_tickets_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_tickets" ADD CONSTRAINT "supplier_tickets_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_requests" ADD CONSTRAINT "ticket_requests_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_requests" ADD CONSTRAINT "ticket_requests_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_requests" ADD CONSTRAINT "ticket_requests_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statements_pair_period_key" ON "statements" USING btree ("supplier_id","restaurant_id","period_from");--> statement-breakpoint
CREATE INDEX "statements_supplier_idx" ON "statements" USING btree ("supplier_id","period_from");--> statement-breakpoint
CREATE INDEX "statements_restaurant_idx" ON "statements" USING btree ("restaurant_id","period_from");--> statement-breakpoint
CREATE INDEX "statements_status_idx" ON "statements" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "statements_created_idx" ON "statements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "supplier_tickets_request_idx" ON "supplier_tickets" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "supplier_tickets_statement_idx" ON "supplier_tickets" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "supplier_tickets_supplier_idx" ON "supplier_tickets" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "supplier_tickets_restaurant_idx" ON "supplier_tickets" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "supplier_tickets_status_idx" ON "supplier_tickets" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "supplier_tickets_created_idx" ON "supplier_tickets" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_tickets_invoice_no_key" ON "supplier_tickets" USING btree ("supplier_id","invoice_no") WHERE "supplier_tickets"."status" <> 'rejected';--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_requests_statement_live_key" ON "ticket_requests" USING btree ("statement_id") WHERE "ticket_requests"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "ticket_requests_supplier_idx" ON "ticket_requests" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_requests_restaurant_idx" ON "ticket_requests" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_requests_status_idx" ON "ticket_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "ticket_requests_created_idx" ON "ticket_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "standing_book_statement_idx" ON "standing_book" USING btree ("supplier_id","restaurant_id","arrival_date","amount");